import { useDeleteAccount } from '@saf/flows';
import { DeleteAccountLoadState, DeleteAccountScreen, DELETE_ACCOUNT_TITLE } from '@saf/ui';
import { useNavigate } from 'react-router';
import { routerLink } from '../../links';
import { usePageTitle } from '../../usePageTitle';
import { paths } from '../../paths';

/**
 * `/profile/delete-account` (secondary menu, "Eliminar cuenta"): what is left to do first, or
 * the password that deletes the account; then the login page, which says it was deleted.
 */
export function Component() {
  const navigate = useNavigate();
  const flow = useDeleteAccount({
    trackerHref: (reference) => paths.movements({ order: reference }),
    onDeleted: () => void navigate(paths.login(), { replace: true }),
  });
  usePageTitle(DELETE_ACCOUNT_TITLE, flow.screen.hasErrors);
  if (flow.state === 'error' || flow.state === 'loading')
    return (
      <DeleteAccountLoadState state={flow.state} loadError={flow.loadError} onRetry={flow.retry} />
    );
  return (
    <DeleteAccountScreen
      {...flow.screen}
      rescueHref={paths.dashboard()}
      backHref={paths.dashboard()}
      renderLink={routerLink}
    />
  );
}
