import { NotFoundPage } from '@saf/ui';
import { routerLink } from '../../links';
import { authFrame } from '../../frame';
import { usePageTitle } from '../../usePageTitle';

export function Component() {
  usePageTitle('Página no encontrada');
  return <NotFoundPage {...authFrame} homeHref="/" renderLink={routerLink} />;
}
