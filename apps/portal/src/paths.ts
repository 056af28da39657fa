/**
 * Every address of the portal in one place: the route table's patterns (`ROUTES`, which
 * router.tsx mounts) and a builder per page that writes its address with its query (`paths`);
 * queries.ts holds a parser per page that reads one. Pages, links and redirects take their
 * addresses from here, never from a string of their own; `paths.test.ts` checks that every
 * builder lands on its own route and that every parser reads back what its builder wrote.
 */

/** The path of every page, as the route table matches it. */
export const ROUTES = {
  login: '/',
  register: '/auth/register',
  recovery: '/auth/recovery',
  serverError: '/500',
  accessibility: '/accesibilidad',
  identityValidation: '/auth/identity-validation',
  generatePassword: '/auth/generate-password',
  dashboard: '/dashboard',
  riskProfile: '/risk-profile',
  riskResult: '/risk-profile/result',
  fundList: '/products/recommended',
  fundDetail: '/products/detail',
  typeParticipate: '/subscription/type-participate',
  naturalClient: '/subscription/natural-client',
  biometricValidation: '/subscription/biometric-validation',
  investment: '/subscription/investment',
  movements: '/movements',
  accounts: '/accounts',
  accountCreate: '/accounts/create',
  accountEdit: '/accounts/edit',
  rescueBiometricValidation: '/rescue/biometric-validation',
  rescue: '/rescue/create-rescue',
  scheduledRescue: '/rescue/scheduled-rescue',
  profile: '/profile',
  editAddress: '/profile/edit',
  changeEmail: '/profile/email',
  validateEmail: '/profile/validate-email',
  changePhone: '/profile/phone',
  validatePhone: '/profile/validate-phone',
  changeRisk: '/profile/change-risk',
  finalBeneficiary: '/profile/final-beneficiary',
  securityLog: '/profile/security',
  updatePassword: '/profile/update-password',
  deleteAccount: '/profile/delete-account',
  statements: '/profile/download-eecc',
  documents: '/profile/documents',
} as const;

export type RouteName = keyof typeof ROUTES;

type QueryValue = string | number | null | undefined;

/** A path with the query parameters that have a value, in the order given. */
function at(path: string, query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== null && value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export type InvestmentStep = 'detalle' | 'banco' | 'constancia';
export type RescueStep = 'detalle' | 'cuenta';
export type BiometricPurpose = 'onboarding' | 'subscription' | 'rescue';

export interface QuestionQuery {
  /** The question shown, from 1. */
  question?: number;
}
export interface FundQuery {
  fund: string;
}
export interface InvestmentQuery {
  step?: InvestmentStep | null;
  fund?: string | null;
  order?: string | null;
  payment?: string | null;
}
export interface RescueQuery {
  step?: RescueStep | null;
  fund?: string | null;
}
export interface ScheduledRescueQuery {
  fund: string;
  series?: string | null;
}
export interface BiometricQuery {
  purpose: BiometricPurpose;
  /** The same-origin path the check returns to once passed. */
  back?: string | null;
}
export interface MovementsQuery {
  /** An order whose tracker opens. */
  order?: string | null;
}
export interface AccountCreateQuery {
  /** The page (the rescue wizard) to return to once the account is saved. */
  back?: string | null;
}

const question = ({ question }: QuestionQuery = {}) => ({ pregunta: question });

/** The pages whose address has no query: their builder answers their path. */
type Plain = Exclude<RouteName, keyof typeof withQuery>;

/** The pages whose address carries a query, each with its own typed builder. */
const withQuery = {
  riskProfile: (query?: QuestionQuery) => at(ROUTES.riskProfile, question(query)),
  fundDetail: ({ fund }: FundQuery) => at(ROUTES.fundDetail, { fondo: fund }),
  naturalClient: ({ step }: { step?: string | null } = {}) =>
    at(ROUTES.naturalClient, { paso: step }),
  biometricValidation: ({ purpose, back }: BiometricQuery) =>
    at(ROUTES.biometricValidation, { proposito: purpose, volver: back }),
  investment: ({ step, fund, order, payment }: InvestmentQuery = {}) =>
    at(ROUTES.investment, { paso: step, fondo: fund, orden: order, pago: payment }),
  movements: ({ order }: MovementsQuery = {}) => at(ROUTES.movements, { orden: order }),
  accountCreate: ({ back }: AccountCreateQuery = {}) => at(ROUTES.accountCreate, { volver: back }),
  accountEdit: ({ account }: { account: number }) => at(ROUTES.accountEdit, { cuenta: account }),
  rescueBiometricValidation: ({ back }: { back?: string | null } = {}) =>
    at(ROUTES.rescueBiometricValidation, { proposito: 'rescue', volver: back }),
  rescue: ({ step, fund }: RescueQuery = {}) => at(ROUTES.rescue, { paso: step, fondo: fund }),
  scheduledRescue: ({ fund, series }: ScheduledRescueQuery) =>
    at(ROUTES.scheduledRescue, { fondo: fund, serie: series }),
  changeRisk: (query?: QuestionQuery) => at(ROUTES.changeRisk, question(query)),
} satisfies Partial<Record<RouteName, (query: never) => string>>;

/** The address of every page. */
export const paths = {
  ...(Object.fromEntries(
    Object.entries(ROUTES).map(([name, path]) => [name, () => path]),
  ) as Record<Plain, () => string>),
  ...withQuery,
} satisfies Record<RouteName, (query: never) => string>;
