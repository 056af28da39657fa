import { useLogin } from '@saf/flows';
import { LoginScreen, LOGIN_TITLE } from '@saf/ui';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { routerLink } from '../../links';
import { authFrame } from '../../frame';
import { usePageTitle } from '../../usePageTitle';
import { paths } from '../../paths';

export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? paths.dashboard();
  const login = useLogin({ onSuccess: () => navigate(from, { replace: true }) });
  usePageTitle(LOGIN_TITLE, login.hasErrors);

  // A customer who chose to stay logged in goes straight in.
  if (login.isAuthenticated && login.submitCount === 0) return <Navigate to={from} replace />;

  return (
    <LoginScreen
      {...authFrame}
      {...login}
      registerHref={paths.register()}
      recoveryHref={paths.recovery()}
      renderLink={routerLink}
    />
  );
}
