import type { RouteObject } from 'react-router';
import { ROUTES } from './paths';
import { Root } from './Root';

/**
 * Every page of the portal. Each is loaded on demand: the login page ships only what it needs,
 * and the private pages' code is fetched after the customer logs in. The browser makes its
 * router from this table (main.tsx); the build renders the public pages from it ahead of time
 * (entry-server.tsx). The paths are those of paths.ts, which every link and redirect builds on.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: ROUTES.login, lazy: () => import('./routes/auth/LoginRoute') },
      { path: ROUTES.register, lazy: () => import('./routes/auth/RegisterRoute') },
      { path: ROUTES.recovery, lazy: () => import('./routes/auth/RecoveryRoute') },
      { path: ROUTES.serverError, lazy: () => import('./routes/system/ServerErrorRoute') },
      { path: ROUTES.accessibility, lazy: () => import('./routes/system/AccessibilityRoute') },
      {
        // Private pages: a session is required (the layout sends the customer to log in).
        lazy: () => import('./routes/RequireSession'),
        children: [
          {
            path: ROUTES.identityValidation,
            lazy: () => import('./routes/auth/IdentityValidationRoute'),
          },
          {
            path: ROUTES.generatePassword,
            lazy: () => import('./routes/auth/GeneratePasswordRoute'),
          },
          {
            lazy: () => import('./routes/PrivateLayout'),
            children: [
              { path: ROUTES.dashboard, lazy: () => import('./routes/home/DashboardRoute') },
              { path: ROUTES.riskProfile, lazy: () => import('./routes/funds/RiskProfileRoute') },
              {
                path: ROUTES.riskResult,
                lazy: () => import('./routes/funds/RiskResultRoute'),
              },
              {
                path: ROUTES.fundList,
                lazy: () => import('./routes/funds/FundListRoute'),
              },
              { path: ROUTES.fundDetail, lazy: () => import('./routes/funds/FundDetailRoute') },
              {
                path: ROUTES.typeParticipate,
                lazy: () => import('./routes/participant/TypeParticipateRoute'),
              },
              {
                path: ROUTES.naturalClient,
                lazy: () => import('./routes/participant/NaturalClientRoute'),
              },
              {
                path: ROUTES.biometricValidation,
                lazy: () => import('./routes/participant/BiometricValidationRoute'),
              },
              {
                path: ROUTES.investment,
                lazy: () => import('./routes/investing/InvestmentRoute'),
              },
              { path: ROUTES.movements, lazy: () => import('./routes/investing/MovementsRoute') },
              { path: ROUTES.accounts, lazy: () => import('./routes/accounts/BankAccountsRoute') },
              {
                path: ROUTES.accountCreate,
                lazy: () => import('./routes/accounts/BankAccountFormRoute'),
              },
              {
                path: ROUTES.accountEdit,
                lazy: () => import('./routes/accounts/BankAccountFormRoute'),
              },
              {
                path: ROUTES.rescueBiometricValidation,
                lazy: () => import('./routes/participant/BiometricValidationRoute'),
              },
              { path: ROUTES.rescue, lazy: () => import('./routes/rescue/RescueRoute') },
              { path: ROUTES.profile, lazy: () => import('./routes/profile/ProfileRoute') },
              { path: ROUTES.editAddress, lazy: () => import('./routes/profile/EditAddressRoute') },
              { path: ROUTES.changeEmail, lazy: () => import('./routes/profile/ChangeEmailRoute') },
              {
                path: ROUTES.validateEmail,
                lazy: () => import('./routes/profile/ChangeEmailRoute'),
              },
              { path: ROUTES.changePhone, lazy: () => import('./routes/profile/ChangePhoneRoute') },
              {
                path: ROUTES.validatePhone,
                lazy: () => import('./routes/profile/ChangePhoneRoute'),
              },
              {
                path: ROUTES.changeRisk,
                lazy: () => import('./routes/profile/ChangeRiskRoute'),
              },
              {
                path: ROUTES.finalBeneficiary,
                lazy: () => import('./routes/profile/FinalBeneficiaryRoute'),
              },
              {
                path: ROUTES.securityLog,
                lazy: () => import('./routes/profile/SecurityLogRoute'),
              },
              {
                path: ROUTES.updatePassword,
                lazy: () => import('./routes/profile/UpdatePasswordRoute'),
              },
              {
                path: ROUTES.deleteAccount,
                lazy: () => import('./routes/profile/DeleteAccountRoute'),
              },
              {
                path: ROUTES.statements,
                lazy: () => import('./routes/profile/StatementDownloadRoute'),
              },
              {
                path: ROUTES.documents,
                lazy: () => import('./routes/profile/FundDocumentsRoute'),
              },
              {
                path: ROUTES.scheduledRescue,
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
