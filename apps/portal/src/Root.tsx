import { FlowsProvider } from '@saf/flows';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';
import { flowsConfig } from './config';
import { flowsLinks } from './flowsLinks';
import { paths, ROUTES } from './paths';

declare global {
  interface Window {
    /** Set once the page is live; before, index.html holds a sent form back. */
    __safLive?: boolean;
    __safQueued?: EventTarget | null;
  }
}

/**
 * The facial check's pages. The server lets only their documents open the camera
 * (`Permissions-Policy`), so arriving at one from another page of the app loads it as a
 * document of its own (once: its address carries everything it needs).
 */
const CAMERA_PATHS: string[] = [
  ROUTES.identityValidation,
  ROUTES.biometricValidation,
  ROUTES.rescueBiometricValidation,
];

interface PolicyDocument {
  permissionsPolicy?: { allowsFeature(feature: string): boolean };
  featurePolicy?: { allowsFeature(feature: string): boolean };
}

/** Whether this document may open the camera (no policy support: assume it may). */
function cameraAllowed(): boolean {
  const doc = document as unknown as PolicyDocument;
  const policy = doc.permissionsPolicy ?? doc.featurePolicy;
  return !policy || policy.allowsFeature('camera');
}

const MaintenanceSplash = lazy(() => import('./routes/system/MaintenanceSplash'));

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
  // A new page opens at its top, not at the scroll of the page it was opened from (the browser
  // does that only for a new document), and so does a wizard's next step (`?paso=`), whose
  // "Continuar" is at the bottom of the step before; going back or forward is left to the
  // browser, and any other change of the query (a tab, a filter) keeps the scroll.
  const navigationType = useNavigationType();
  const step = new URLSearchParams(location.search).get('paso');
  useEffect(() => {
    if (navigationType !== 'POP' && !location.hash) window.scrollTo(0, 0);
  }, [location.pathname, step, location.hash, navigationType]);
  // Decided before the page renders, so it never tries a camera this document may not open.
  const needsOwnDocument = CAMERA_PATHS.includes(location.pathname) && !cameraAllowed();
  useEffect(() => {
    if (needsOwnDocument) window.location.replace(`${location.pathname}${location.search}`);
  }, [needsOwnDocument, location.pathname, location.search]);
  // While the API is in maintenance (a call answered 503 MAINTENANCE) the maintenance splash
  // covers the page, which stays mounted but hidden: what the customer entered is still there
  // when the splash goes.
  const [maintenance, setMaintenance] = useState(false);
  const navigation = useMemo(
    () => ({
      onMaintenance: () => setMaintenance(true),
      onServerError: () => navigate(paths.serverError()),
      onSessionExpired: () =>
        navigate(paths.login(), {
          replace: true,
          state: { from: `${location.pathname}${location.search}` },
        }),
    }),
    [navigate, location.pathname, location.search],
  );
  return (
    <FlowsProvider config={flowsConfig} links={flowsLinks} navigation={navigation}>
      {needsOwnDocument ? null : (
        <div hidden={maintenance} className="contents">
          <Outlet />
        </div>
      )}
      {maintenance ? (
        <Suspense>
          <MaintenanceSplash onMaintenance={setMaintenance} />
        </Suspense>
      ) : null}
    </FlowsProvider>
  );
}
