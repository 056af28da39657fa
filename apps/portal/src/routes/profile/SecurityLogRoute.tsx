import { useSecurityLog } from '@saf/flows';
import { SecurityLogLoadState, SecurityLogScreen, SECURITY_LOG_TITLE } from '@saf/ui';
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
  usePageTitle(SECURITY_LOG_TITLE);
  if (flow.state === 'error' || flow.state === 'loading')
    return (
      <SecurityLogLoadState state={flow.state} loadError={flow.loadError} onRetry={flow.retry} />
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
