import { useDeleteAccount } from '@saf/flows';
import { DeleteAccountScreen, LoadError, Skeleton, SkeletonGroup } from '@saf/ui';
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
  usePageTitle('Eliminar cuenta', flow.screen.hasErrors);
  if (flow.state === 'error')
    return (
      <LoadError title="No pudimos revisar tu cuenta" onRetry={flow.retry}>
        {flow.loadError}
      </LoadError>
    );
  if (flow.state === 'loading')
    return (
      <SkeletonGroup label="Revisando tu cuenta" className="mx-auto max-w-2xl space-y-4">
        <Skeleton className="h-8 w-1/2" variant="block" />
        <Skeleton className="h-40" variant="block" />
      </SkeletonGroup>
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
