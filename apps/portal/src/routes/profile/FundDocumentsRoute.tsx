import { useFundDocuments } from '@saf/flows';
import { FundDocumentsScreen, FUND_DOCUMENTS_TITLE } from '@saf/ui';
import { routerLink } from '../../links';
import { saveFile } from '../../saveFile';
import { usePageTitle } from '../../usePageTitle';
import { paths } from '../../paths';

/** `/profile/documents`: participation certificates and the documents of the funds held. */
export function Component() {
  const flow = useFundDocuments({ save: saveFile });
  usePageTitle(FUND_DOCUMENTS_TITLE);
  return (
    <FundDocumentsScreen
      {...flow}
      onRetry={flow.retry}
      backHref={paths.profile()}
      fundsHref={paths.fundList()}
      renderLink={routerLink}
    />
  );
}
