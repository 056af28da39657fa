import { useSession } from '@saf/flows';
import { Navigate, Outlet, useLocation } from 'react-router';

/** No private page without a session; the login page brings the customer back here after. */
export function RequireSession() {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  if (!isAuthenticated) {
    return <Navigate to="/" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}
