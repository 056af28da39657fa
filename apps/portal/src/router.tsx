import { createBrowserRouter } from 'react-router';
import { Root } from './Root';
import { RequireSession } from './RequireSession';

/**
 * Every page is loaded on demand: the login page ships only what it needs, and the private
 * pages' code is fetched after the customer logs in.
 */
export const router = createBrowserRouter([
  {
    element: <Root />,
    children: [
      { path: '/', lazy: () => import('./routes/LoginRoute') },
      { path: '/auth/register', lazy: () => import('./routes/RegisterRoute') },
      { path: '/auth/recovery', lazy: () => import('./routes/RecoveryRoute') },
      { path: '/500', lazy: () => import('./routes/ServerErrorRoute') },
      {
        element: <RequireSession />,
        children: [
          {
            path: '/auth/identity-validation',
            lazy: () => import('./routes/IdentityValidationRoute'),
          },
          { path: '/auth/generate-password', lazy: () => import('./routes/GeneratePasswordRoute') },
          {
            lazy: () => import('./routes/PrivateLayout'),
            children: [{ path: '/dashboard', lazy: () => import('./routes/DashboardRoute') }],
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/NotFoundRoute') },
    ],
  },
]);
