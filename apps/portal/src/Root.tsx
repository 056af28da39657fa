import { FlowsProvider } from '@saf/flows';
import { useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { flowsConfig } from './config';

/** Every route sits inside the flows provider; failures of calls navigate from here. */
export function Root() {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useMemo(
    () => ({
      onServerError: () => navigate('/500'),
      onSessionExpired: () =>
        navigate('/', { replace: true, state: { from: `${location.pathname}${location.search}` } }),
    }),
    [navigate, location.pathname, location.search],
  );
  return (
    <FlowsProvider config={flowsConfig} navigation={navigation}>
      <Outlet />
    </FlowsProvider>
  );
}
