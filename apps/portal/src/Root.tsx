import { FlowsProvider } from '@saf/flows';
import { useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { flowsConfig } from './config';

declare global {
  interface Window {
    /** Set once the page is live; before, index.html holds a sent form back. */
    __safLive?: boolean;
    __safQueued?: EventTarget | null;
  }
}

/** Every route sits inside the flows provider; failures of calls navigate from here. */
export function Root() {
  // The page is live: a form sent while it was still loading is sent now, by the page.
  useEffect(() => {
    window.__safLive = true;
    const queued = window.__safQueued;
    window.__safQueued = null;
    // After the fields have handed what was typed to their forms' state (their own effects).
    if (queued instanceof HTMLFormElement)
      setTimeout(() => {
        if (queued.isConnected) queued.requestSubmit();
      }, 0);
  }, []);
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
