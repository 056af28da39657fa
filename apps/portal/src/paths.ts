/**
 * Every address of the portal in one place: the route table's patterns (`ROUTES`, which
 * router.tsx mounts), a builder per page that writes its address with its query (`paths`), and
 * a parser per page that reads one (`queries`). Pages, links and redirects take their addresses
 * from here, never from a string of their own; `paths.test.ts` checks that every builder lands
 * on its own route and that every parser reads back what its builder wrote.
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

/** What a parser reads: the address's query, as the router hands it or as text. */
type Search = URLSearchParams | string;
const read = (search: Search) =>
  typeof search === 'string' ? new URLSearchParams(search) : search;

/** A query parameter that is absent or empty reads as null. */
const text = (params: URLSearchParams, name: string) => params.get(name) || null;

/** A fund's code, as addresses may carry it in any case. */
const code = (params: URLSearchParams, name: string) => text(params, name)?.toUpperCase() ?? null;

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

/** The address of every page. */
export const paths = {
  login: () => ROUTES.login,
  register: () => ROUTES.register,
  recovery: () => ROUTES.recovery,
  serverError: () => ROUTES.serverError,
  accessibility: () => ROUTES.accessibility,
  identityValidation: () => ROUTES.identityValidation,
  generatePassword: () => ROUTES.generatePassword,
  dashboard: () => ROUTES.dashboard,
  riskProfile: (query?: QuestionQuery) => at(ROUTES.riskProfile, question(query)),
  riskResult: () => ROUTES.riskResult,
  fundList: () => ROUTES.fundList,
  fundDetail: ({ fund }: FundQuery) => at(ROUTES.fundDetail, { fondo: fund }),
  typeParticipate: () => ROUTES.typeParticipate,
  naturalClient: ({ step }: { step?: string | null } = {}) =>
    at(ROUTES.naturalClient, { paso: step }),
  biometricValidation: ({ purpose, back }: BiometricQuery) =>
    at(ROUTES.biometricValidation, { proposito: purpose, volver: back }),
  investment: ({ step, fund, order, payment }: InvestmentQuery = {}) =>
    at(ROUTES.investment, { paso: step, fondo: fund, orden: order, pago: payment }),
  movements: ({ order }: MovementsQuery = {}) => at(ROUTES.movements, { orden: order }),
  accounts: () => ROUTES.accounts,
  accountCreate: ({ back }: AccountCreateQuery = {}) => at(ROUTES.accountCreate, { volver: back }),
  accountEdit: ({ account }: { account: number }) => at(ROUTES.accountEdit, { cuenta: account }),
  rescueBiometricValidation: ({ back }: { back?: string | null } = {}) =>
    at(ROUTES.rescueBiometricValidation, { proposito: 'rescue', volver: back }),
  rescue: ({ step, fund }: RescueQuery = {}) => at(ROUTES.rescue, { paso: step, fondo: fund }),
  scheduledRescue: ({ fund, series }: ScheduledRescueQuery) =>
    at(ROUTES.scheduledRescue, { fondo: fund, serie: series }),
  profile: () => ROUTES.profile,
  editAddress: () => ROUTES.editAddress,
  changeEmail: () => ROUTES.changeEmail,
  validateEmail: () => ROUTES.validateEmail,
  changePhone: () => ROUTES.changePhone,
  validatePhone: () => ROUTES.validatePhone,
  changeRisk: (query?: QuestionQuery) => at(ROUTES.changeRisk, question(query)),
  finalBeneficiary: () => ROUTES.finalBeneficiary,
  securityLog: () => ROUTES.securityLog,
  updatePassword: () => ROUTES.updatePassword,
  deleteAccount: () => ROUTES.deleteAccount,
  statements: () => ROUTES.statements,
  documents: () => ROUTES.documents,
} satisfies Record<RouteName, (query: never) => string>;

/** A question's number (the first without one); the questionnaire sends a wrong one to a right one. */
const questionOf = (params: URLSearchParams): Required<QuestionQuery> => ({
  question: Number(params.get('pregunta') ?? '1'),
});

/**
 * What the pages that read their query find in it. A parameter that is absent or empty reads
 * as null; fund codes read in capitals. Values are as written: a page checks the ones it acts
 * on (a step's name, a return path) against what it accepts.
 */
export const queries = {
  riskProfile: (search: Search) => questionOf(read(search)),
  changeRisk: (search: Search) => questionOf(read(search)),
  fundDetail: (search: Search) => ({ fund: code(read(search), 'fondo') ?? '' }),
  naturalClient: (search: Search) => ({ step: text(read(search), 'paso') }),
  biometricValidation: (search: Search) => {
    const params = read(search);
    return { purpose: text(params, 'proposito'), back: text(params, 'volver') };
  },
  investment: (search: Search) => {
    const params = read(search);
    return {
      step: text(params, 'paso'),
      fund: code(params, 'fondo'),
      order: text(params, 'orden'),
      payment: text(params, 'pago'),
    };
  },
  movements: (search: Search) => ({ order: text(read(search), 'orden') }),
  /** Only a page of the rescue wizard is returned to (`/rescue/create-rescue?paso=cuenta`). */
  accountCreate: (search: Search) => {
    const back = text(read(search), 'volver');
    return { back: back && /^\/rescue\/[a-z-]+(\?paso=[a-z]+)?$/.test(back) ? back : null };
  },
  accountEdit: (search: Search) => {
    const account = Number(read(search).get('cuenta'));
    // An address without a number names no account (the form then says it found none).
    return { account: Number.isInteger(account) && account > 0 ? account : -1 };
  },
  rescue: (search: Search) => {
    const params = read(search);
    return { step: text(params, 'paso'), fund: code(params, 'fondo') };
  },
  scheduledRescue: (search: Search) => {
    const params = read(search);
    return { fund: code(params, 'fondo'), series: text(params, 'serie') };
  },
};
