import { ServerErrorPage } from '@saf/ui';
import { routerLink } from '../../links';
import { portalConfig } from '../../config';
import { authFrame } from '../../frame';
import { usePageTitle } from '../../usePageTitle';

export function Component() {
  usePageTitle('Algo salió mal');
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
