import { FlowsDataScope, useSession } from '@saf/flows';
import { Navigate, Outlet, useLocation } from 'react-router';

/**
 * The layout of every private page: no page without a session (the login page brings the
 * customer back here after), and the data scope the private pages read in. Loaded on demand,
 * so the public pages ship none of it.
 */
export function Component() {
  return (
    <FlowsDataScope>
      <RequireSession />
    </FlowsDataScope>
  );
}

function RequireSession() {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  if (!isAuthenticated) {
    return <Navigate to="/" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}
