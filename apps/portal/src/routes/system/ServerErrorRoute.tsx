import { ServerErrorPage, SERVER_ERROR_TITLE } from '@saf/ui';
import { routerLink } from '../../links';
import { portalConfig } from '../../config';
import { authFrame } from '../../frame';
import { usePageTitle } from '../../usePageTitle';

export function Component() {
  usePageTitle(SERVER_ERROR_TITLE);
  return (
    <ServerErrorPage
      {...authFrame}
      homeHref="/"
      onRetry={() => window.history.back()}
      supportEmail={portalConfig.supportEmail}
      renderLink={routerLink}
    />
  );
}
