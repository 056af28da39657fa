import { NotFoundPage, NOT_FOUND_TITLE } from '@saf/ui';
import { routerLink } from '../../links';
import { authFrame } from '../../frame';
import { usePageTitle } from '../../usePageTitle';

export function Component() {
  usePageTitle(NOT_FOUND_TITLE);
  return <NotFoundPage {...authFrame} homeHref="/" renderLink={routerLink} />;
}
