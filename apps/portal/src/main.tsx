import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type HydrationState,
  type RouteObject,
} from 'react-router';
import { portalConfig } from './config';
import { routes } from './router';
import './styles.css';

declare global {
  interface Window {
    __staticRouterHydrationData?: HydrationState;
  }
}

// The brand is chosen by the deployment; every component follows through CSS variables.
document.documentElement.dataset.brand = portalConfig.brand;

const container = document.getElementById('root')!;
// Public pages arrive rendered at build time (scripts/prerender.mjs): the markup is hydrated
// for the page it was rendered for. Any other page starts from the empty shell.
const prerendered = container.dataset.prerendered === window.location.pathname;

async function start() {
  if (prerendered) {
    // The rendered page's lazy modules load before hydration, so the first render in the
    // browser is the one that made the HTML.
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        const lazy = (route as RouteObject).lazy;
        if (typeof lazy !== 'function') return;
        const loaded = await lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
  }
  const router = createBrowserRouter(routes, {
    hydrationData: prerendered ? window.__staticRouterHydrationData : undefined,
  });
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (prerendered) {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread in one long task; the page's modules are already loaded, so
    // nothing in it suspends and what it renders is the same.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // The shell renders at once: a first render in a transition that suspends on a lazy route
    // could be left uncommitted, a blank page.
    createRoot(container).render(app);
  }
}

void start();
