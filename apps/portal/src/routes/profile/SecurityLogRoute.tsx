import { useSecurityLog } from '@saf/flows';
import { LoadError, SecurityLogScreen, Skeleton, SkeletonGroup } from '@saf/ui';
import { useNavigate } from 'react-router';
import { routerLink } from '../../links';
import { usePageTitle } from '../../usePageTitle';
import { paths } from '../../paths';

/** `/profile/security`: the account's activity and "No fui yo". */
export function Component() {
  const navigate = useNavigate();
  const flow = useSecurityLog({
    onReported: () => void navigate(paths.login(), { replace: true }),
  });
  usePageTitle('Actividad de tu cuenta');
  if (flow.state === 'error')
    return (
      <LoadError title="No pudimos cargar tu actividad" onRetry={flow.retry}>
        {flow.loadError}
      </LoadError>
    );
  if (flow.state === 'loading')
    return (
      <SkeletonGroup label="Cargando tu actividad" className="mx-auto max-w-3xl space-y-4">
        <Skeleton className="h-8 w-1/2" variant="block" />
        <Skeleton className="h-64" variant="block" />
      </SkeletonGroup>
    );
  return (
    <SecurityLogScreen
      items={flow.items}
      onReport={flow.onReport}
      busyId={flow.busyId}
      error={flow.error}
      backHref={paths.profile()}
      renderLink={routerLink}
    />
  );
}
