import type { RouteObject } from 'react-router';
import { Root } from './Root';

/**
 * Every page of the portal. Each is loaded on demand: the login page ships only what it needs,
 * and the private pages' code is fetched after the customer logs in. The browser makes its
 * router from this table (main.tsx); the build renders the public pages from it ahead of time
 * (entry-server.tsx).
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: '/', lazy: () => import('./routes/auth/LoginRoute') },
      { path: '/auth/register', lazy: () => import('./routes/auth/RegisterRoute') },
      { path: '/auth/recovery', lazy: () => import('./routes/auth/RecoveryRoute') },
      { path: '/500', lazy: () => import('./routes/system/ServerErrorRoute') },
      { path: '/accesibilidad', lazy: () => import('./routes/system/AccessibilityRoute') },
      {
        // Private pages: a session is required (the layout sends the customer to log in).
        lazy: () => import('./routes/RequireSession'),
        children: [
          {
            path: '/auth/identity-validation',
            lazy: () => import('./routes/auth/IdentityValidationRoute'),
          },
          {
            path: '/auth/generate-password',
            lazy: () => import('./routes/auth/GeneratePasswordRoute'),
          },
          {
            lazy: () => import('./routes/PrivateLayout'),
            children: [
              { path: '/dashboard', lazy: () => import('./routes/home/DashboardRoute') },
              { path: '/risk-profile', lazy: () => import('./routes/funds/RiskProfileRoute') },
              {
                path: '/risk-profile/result',
                lazy: () => import('./routes/funds/RiskResultRoute'),
              },
              {
                path: '/products/recommended',
                lazy: () => import('./routes/funds/FundListRoute'),
              },
              { path: '/products/detail', lazy: () => import('./routes/funds/FundDetailRoute') },
              {
                path: '/subscription/type-participate',
                lazy: () => import('./routes/participant/TypeParticipateRoute'),
              },
              {
                path: '/subscription/natural-client',
                lazy: () => import('./routes/participant/NaturalClientRoute'),
              },
              {
                path: '/subscription/biometric-validation',
                lazy: () => import('./routes/participant/BiometricValidationRoute'),
              },
              {
                path: '/subscription/investment',
                lazy: () => import('./routes/investing/InvestmentRoute'),
              },
              { path: '/movements', lazy: () => import('./routes/investing/MovementsRoute') },
              { path: '/accounts', lazy: () => import('./routes/accounts/BankAccountsRoute') },
              {
                path: '/accounts/create',
                lazy: () => import('./routes/accounts/BankAccountFormRoute'),
              },
              {
                path: '/accounts/edit',
                lazy: () => import('./routes/accounts/BankAccountFormRoute'),
              },
              {
                path: '/rescue/biometric-validation',
                lazy: () => import('./routes/participant/BiometricValidationRoute'),
              },
              { path: '/rescue/create-rescue', lazy: () => import('./routes/rescue/RescueRoute') },
              { path: '/profile', lazy: () => import('./routes/profile/ProfileRoute') },
              { path: '/profile/edit', lazy: () => import('./routes/profile/EditAddressRoute') },
              { path: '/profile/email', lazy: () => import('./routes/profile/ChangeEmailRoute') },
              {
                path: '/profile/validate-email',
                lazy: () => import('./routes/profile/ChangeEmailRoute'),
              },
              { path: '/profile/phone', lazy: () => import('./routes/profile/ChangePhoneRoute') },
              {
                path: '/profile/validate-phone',
                lazy: () => import('./routes/profile/ChangePhoneRoute'),
              },
              {
                path: '/profile/change-risk',
                lazy: () => import('./routes/profile/ChangeRiskRoute'),
              },
              {
                path: '/profile/final-beneficiary',
                lazy: () => import('./routes/profile/FinalBeneficiaryRoute'),
              },
              {
                path: '/profile/security',
                lazy: () => import('./routes/profile/SecurityLogRoute'),
              },
              {
                path: '/profile/update-password',
                lazy: () => import('./routes/profile/UpdatePasswordRoute'),
              },
              {
                path: '/profile/delete-account',
                lazy: () => import('./routes/profile/DeleteAccountRoute'),
              },
              {
                path: '/profile/download-eecc',
                lazy: () => import('./routes/profile/StatementDownloadRoute'),
              },
              {
                path: '/profile/documents',
                lazy: () => import('./routes/profile/FundDocumentsRoute'),
              },
              {
                path: '/rescue/scheduled-rescue',
                lazy: () => import('./routes/rescue/ScheduledRescueRoute'),
              },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/system/NotFoundRoute') },
    ],
  },
];
