import { useStatementDownload } from '@saf/flows';
import { StatementDownloadScreen, STATEMENTS_TITLE } from '@saf/ui';
import { routerLink } from '../../links';
import { saveFile } from '../../saveFile';
import { usePageTitle } from '../../usePageTitle';
import { paths } from '../../paths';

/** `/profile/download-eecc`: a month's account statement, one fund or all, as a PDF. */
export function Component() {
  const flow = useStatementDownload({ save: saveFile });
  usePageTitle(STATEMENTS_TITLE);
  return (
    <StatementDownloadScreen
      {...flow}
      onRetry={flow.retry}
      backHref={paths.profile()}
      fundsHref={paths.fundList()}
      renderLink={routerLink}
    />
  );
}
