import { useFundDocuments } from '@saf/flows';
import { FundDocumentsScreen } from '@saf/ui';
import { routerLink } from '../../links';
import { saveFile } from '../../saveFile';
import { usePageTitle } from '../../usePageTitle';

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
      backHref="/profile"
      fundsHref="/products/recommended"
      renderLink={routerLink}
    />
  );
}
