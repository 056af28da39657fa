import { useFundDocuments } from '@saf/flows';
import { FundDocumentsScreen } from '@saf/ui';
import { routerLink } from '../../links';
import { saveFile } from '../../saveFile';
import { usePageTitle } from '../../usePageTitle';
import { paths } from '../../paths';

/** `/profile/documents`: participation certificates and the documents of the funds held. */
export function Component() {
  const flow = useFundDocuments({ save: saveFile });
  usePageTitle('Certificados y documentos');
  return (
    <FundDocumentsScreen
      state={flow.state}
      loadError={flow.loadError}
      onRetry={flow.retry}
      funds={flow.funds}
      dates={flow.dates}
      onDateChange={flow.onDateChange}
      dateErrors={flow.dateErrors}
      onCertificate={flow.onCertificate}
      busy={flow.busy}
      downloadErrors={flow.downloadErrors}
      downloaded={flow.downloaded}
      backHref={paths.profile()}
      fundsHref={paths.fundList()}
      renderLink={routerLink}
    />
  );
}
