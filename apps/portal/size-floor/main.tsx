// The floor every portal route is measured against: React, react-dom and react-router's data
// router with one lazy route rendering a form. Built with the portal's own Vite config by
// `npm run size:portal`; nothing else belongs here.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

const router = createBrowserRouter([{ path: '/', lazy: () => import('./FormRoute') }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
