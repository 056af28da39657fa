import { z } from 'zod/mini';

/**
 * Every enumeration of the portal spec as named constants. Screens and services compare
 * against these names, never against raw codes.
 */

type ValueOf<T> = T[keyof T];

// ---------------------------------------------------------------------------------------------
// Document types: two code sets (spec section 3) and the mapping between them.
// ---------------------------------------------------------------------------------------------

/** Document-type codes of the session user (`document_type` of the session, spec section 3). */
export const SessionDocumentType = {
  OTHER: '00',
  NATIONAL_ID: '01',
  MILITARY: '02',
  FOREIGN_CARD: '04',
  TAX_ID: '05',
  PASSPORT: '07',
  PARTICIPANT_NUMBER: '30',
} as const;
export type SessionDocumentTypeCode = ValueOf<typeof SessionDocumentType>;
export const sessionDocumentTypeSchema = /* @__PURE__ */ z.enum(SessionDocumentType);

/** Document-type codes of the global configuration (forms, identity validation). */
export const ConfigDocumentType = {
  DNI: '01',
  RUC: '04',
  PASSPORT: '05',
  CE: '03',
  OTHER: '00',
} as const;
export type ConfigDocumentTypeCode = ValueOf<typeof ConfigDocumentType>;
export const configDocumentTypeSchema = /* @__PURE__ */ z.enum(ConfigDocumentType);

/**
 * What a document is, independent of either code set: the key validators and labels use.
 * MILITARY and PARTICIPANT_NUMBER exist only in the session set.
 */
export const DocumentKind = {
  DNI: 'DNI',
  RUC: 'RUC',
  CE: 'CE',
  PASSPORT: 'PASSPORT',
  MILITARY: 'MILITARY',
  PARTICIPANT_NUMBER: 'PARTICIPANT_NUMBER',
  OTHER: 'OTHER',
} as const;
export type DocumentKindName = ValueOf<typeof DocumentKind>;
export const documentKindSchema = /* @__PURE__ */ z.enum(DocumentKind);

export const DOCUMENT_KIND_LABELS: Record<DocumentKindName, string> = {
  DNI: 'DNI',
  RUC: 'RUC',
  CE: 'Carné de extranjería',
  PASSPORT: 'Pasaporte',
  MILITARY: 'Libreta militar',
  PARTICIPANT_NUMBER: 'Número de partícipe',
  OTHER: 'Otro',
};

const SESSION_CODE_TO_KIND: Record<SessionDocumentTypeCode, DocumentKindName> = {
  '00': 'OTHER',
  '01': 'DNI',
  '02': 'MILITARY',
  '04': 'CE',
  '05': 'RUC',
  '07': 'PASSPORT',
  '30': 'PARTICIPANT_NUMBER',
};

const CONFIG_CODE_TO_KIND: Record<ConfigDocumentTypeCode, DocumentKindName> = {
  '01': 'DNI',
  '04': 'RUC',
  '05': 'PASSPORT',
  '03': 'CE',
  '00': 'OTHER',
};

const KIND_TO_SESSION_CODE: Record<DocumentKindName, SessionDocumentTypeCode> = {
  DNI: '01',
  RUC: '05',
  CE: '04',
  PASSPORT: '07',
  MILITARY: '02',
  PARTICIPANT_NUMBER: '30',
  OTHER: '00',
};

const KIND_TO_CONFIG_CODE: Partial<Record<DocumentKindName, ConfigDocumentTypeCode>> = {
  DNI: '01',
  RUC: '04',
  CE: '03',
  PASSPORT: '05',
  OTHER: '00',
};

export function documentKindOfSessionCode(code: SessionDocumentTypeCode): DocumentKindName {
  return SESSION_CODE_TO_KIND[code];
}

export function documentKindOfConfigCode(code: ConfigDocumentTypeCode): DocumentKindName {
  return CONFIG_CODE_TO_KIND[code];
}

export function sessionCodeOfDocumentKind(kind: DocumentKindName): SessionDocumentTypeCode {
  return KIND_TO_SESSION_CODE[kind];
}

/** The configuration code of a kind; `null` for kinds the configuration set lacks. */
export function configCodeOfDocumentKind(kind: DocumentKindName): ConfigDocumentTypeCode | null {
  return KIND_TO_CONFIG_CODE[kind] ?? null;
}

/** Configuration code -> session code (always defined: every configuration kind has one). */
export function configToSessionDocumentType(code: ConfigDocumentTypeCode): SessionDocumentTypeCode {
  return KIND_TO_SESSION_CODE[CONFIG_CODE_TO_KIND[code]];
}

/**
 * Session code -> configuration code; `null` for military (02) and participant number (30),
 * which the configuration set does not have.
 */
export function sessionToConfigDocumentType(
  code: SessionDocumentTypeCode,
): ConfigDocumentTypeCode | null {
  return configCodeOfDocumentKind(SESSION_CODE_TO_KIND[code]);
}

// ---------------------------------------------------------------------------------------------
// User status and person kinds
// ---------------------------------------------------------------------------------------------

/** `status` of the session user (spec section 3). */
export const UserStatus = {
  ACTIVATED: 1,
  DISABLED: 0,
  DELETED: -1,
  SUSPENDED: -3,
} as const;
export type UserStatusCode = ValueOf<typeof UserStatus>;
export const userStatusSchema = /* @__PURE__ */ z.union([
  z.literal(UserStatus.ACTIVATED),
  z.literal(UserStatus.DISABLED),
  z.literal(UserStatus.DELETED),
  z.literal(UserStatus.SUSPENDED),
]);
export const USER_STATUS_LABELS: Record<UserStatusCode, string> = {
  1: 'Activo',
  0: 'Deshabilitado',
  [-1]: 'Eliminado',
  [-3]: 'Suspendido',
};

export const PersonKind = {
  NATURAL: 'natural',
  JURIDIC: 'juridic',
  MANCOMUNATE: 'mancomunate',
} as const;
export type PersonKindName = ValueOf<typeof PersonKind>;
export const personKindSchema = /* @__PURE__ */ z.enum(PersonKind);
export const PERSON_KIND_LABELS: Record<PersonKindName, string> = {
  natural: 'Persona natural',
  juridic: 'Persona jurídica',
  mancomunate: 'Mancomunado',
};

// ---------------------------------------------------------------------------------------------
// Statuses of payments and processes (spec section 4)
// ---------------------------------------------------------------------------------------------

export const PaymentStatus = {
  PENDING: 'PENDING',
  /** A rescue's payout written in a file to the bank, waiting for its answer. */
  SENT: 'SENT',
  SUCCESS: 'SUCCESS',
  REJECTED: 'REJECTED',
} as const;
export type PaymentStatusName = ValueOf<typeof PaymentStatus>;
export const paymentStatusSchema = /* @__PURE__ */ z.enum(PaymentStatus);
export const PAYMENT_STATUS_LABELS: Record<PaymentStatusName, string> = {
  PENDING: 'Pendiente',
  SENT: 'Enviado al banco',
  SUCCESS: 'Pagado',
  REJECTED: 'Rechazado',
};

/** Global process status. */
export const ProcessStatus = {
  PENDING: 'PENDING',
  INPROGRESS: 'INPROGRESS',
  APPROVED: 'APPROVED',
  ANNULLED: 'ANNULLED',
} as const;
export type ProcessStatusName = ValueOf<typeof ProcessStatus>;
export const processStatusSchema = /* @__PURE__ */ z.enum(ProcessStatus);
export const PROCESS_STATUS_LABELS: Record<ProcessStatusName, string> = {
  PENDING: 'Pendiente',
  INPROGRESS: 'En proceso',
  APPROVED: 'Aprobado',
  ANNULLED: 'Anulado',
};

// ---------------------------------------------------------------------------------------------
// Platform, channel, origin, payment method
// ---------------------------------------------------------------------------------------------

/** Platform type (layout of the device). */
export const PlatformType = {
  MOBILE: 'mobile',
  DESKTOP: 'desktop',
} as const;
export type PlatformTypeName = ValueOf<typeof PlatformType>;
export const platformTypeSchema = /* @__PURE__ */ z.enum(PlatformType);

/** Channel values (spec section 3). The platform header of every call carries `WEB`. */
export const Channel = {
  EECC: 'EECC',
  WEB: 'WEB',
  APP: 'APP',
} as const;
export type ChannelName = ValueOf<typeof Channel>;
export const channelSchema = /* @__PURE__ */ z.enum(Channel);

/** The `origin` field of the email and password calls: the channel a request comes from. */
export const Origin = {
  WEB: 'WEB',
  APP: 'APP',
} as const;
export type OriginName = ValueOf<typeof Origin>;
export const originSchema = /* @__PURE__ */ z.enum(Origin);

/** Header every portal call sends, with value {@link Channel.WEB}. */
export const PLATFORM_HEADER = 'Platform';

export const PaymentMethod = {
  ONLINE: 'online',
  TRANSFER: 'transfer',
} as const;
export type PaymentMethodName = ValueOf<typeof PaymentMethod>;
export const paymentMethodSchema = /* @__PURE__ */ z.enum(PaymentMethod);
/** The spec's default payment method. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethodName = PaymentMethod.TRANSFER;
export const PAYMENT_METHOD_LABELS: Record<PaymentMethodName, string> = {
  online: 'Pago en línea',
  transfer: 'Transferencia bancaria',
};

// ---------------------------------------------------------------------------------------------
// Fund series and currencies
// ---------------------------------------------------------------------------------------------

/** Fund series (spec section 3): A code 000, B code 001. */
export const FundSeries = {
  A: '000',
  B: '001',
} as const;
export type FundSeriesCode = ValueOf<typeof FundSeries>;
export const fundSeriesSchema = /* @__PURE__ */ z.enum(FundSeries);

export const Currency = {
  PEN: 'PEN',
  USD: 'USD',
} as const;
export type CurrencyCode = ValueOf<typeof Currency>;
export const currencySchema = /* @__PURE__ */ z.enum(Currency);

// ---------------------------------------------------------------------------------------------
// Validations (spec section 4)
// ---------------------------------------------------------------------------------------------

/** Validation categories (spec section 4). */
export const ValidationCategory = {
  BIOMETRIC_AML: 'BIOMETRIC_AML',
  CLIENT_VALIDATION: 'CLIENT_VALIDATION',
  PROFILE: 'PROFILE',
  ACTIVITY: 'ACTIVITY',
  RESIDENCE: 'RESIDENCE',
  SPOUSE: 'SPOUSE',
} as const;
export type ValidationCategoryName = ValueOf<typeof ValidationCategory>;
export const validationCategorySchema = /* @__PURE__ */ z.enum(ValidationCategory);

// ---------------------------------------------------------------------------------------------
// Splash screens (spec section 2)
// ---------------------------------------------------------------------------------------------

export const SplashType = {
  AUTH: 'auth',
  MAINTENANCE: 'maintenance',
  COMPLETION: 'completion',
} as const;
export type SplashTypeName = ValueOf<typeof SplashType>;
export const splashTypeSchema = /* @__PURE__ */ z.enum(SplashType);

/** Completion events a splash screen announces. */
export const SplashEvent = {
  EMAIL_VERIFIED: 'EMAIL_VERIFIED',
  REGISTER_COMPLETED: 'REGISTER_COMPLETED',
  RECOVERY_COMPLETED: 'RECOVERY_COMPLETED',
  PROSPECT_COMPLETED: 'PROSPECT_COMPLETED',
  TYPE_PARTICIPANT_COMPLETED: 'TYPE_PARTICIPANT_COMPLETED',
  PEP_COMPLETED: 'PEP_COMPLETED',
  IDENTITY_VALIDATION_LIMIT: 'IDENTITY_VALIDATION_LIMIT',
  IDENTITY_VALIDATION_FIRST_SUCCESS: 'IDENTITY_VALIDATION_FIRST_SUCCESS',
  IDENTITY_VALIDATION_SUCCESS: 'IDENTITY_VALIDATION_SUCCESS',
  IDENTITY_VALIDATION_RESCUE_SUCCESS: 'IDENTITY_VALIDATION_RESCUE_SUCCESS',
  PAYMENT_SUCCESS: 'PAYMENT_SUCCESS',
  FAILED_AML: 'FAILED_AML',
  YEARLY_UPDATE: 'YEARLY_UPDATE',
  BANK_ACCOUNT_CREATED: 'BANK_ACCOUNT_CREATED',
  RESCUE_CREATED: 'RESCUE_CREATED',
  PROFILE_UPDATED: 'PROFILE_UPDATED',
  PHONE_VERIFIED: 'PHONE_VERIFIED',
  PASSWORD_UPDATED: 'PASSWORD_UPDATED',
  RISK_CHANGED: 'RISK_CHANGED',
  FINAL_BENEFICIARY: 'FINAL_BENEFICIARY',
} as const;
export type SplashEventName = ValueOf<typeof SplashEvent>;
export const splashEventSchema = /* @__PURE__ */ z.enum(SplashEvent);

// ---------------------------------------------------------------------------------------------
// Purposes of one-time codes and consents
// ---------------------------------------------------------------------------------------------

/** What a 6-digit code sent by email is for; a code is bound to one user and one purpose. */
export const CodePurpose = {
  EMAIL_VERIFICATION: 'EMAIL_VERIFICATION',
  PASSWORD_CREATION: 'PASSWORD_CREATION',
  PASSWORD_RECOVERY: 'PASSWORD_RECOVERY',
  EMAIL_CHANGE: 'EMAIL_CHANGE',
  PHONE_CHANGE: 'PHONE_CHANGE',
  /** Confirms a change of the risk profile (the questionnaire taken again). */
  RISK_CHANGE: 'RISK_CHANGE',
  /** Confirms a new final-beneficiary declaration. */
  BENEFICIARY_CHANGE: 'BENEFICIARY_CHANGE',
} as const;
export type CodePurposeName = ValueOf<typeof CodePurpose>;
export const codePurposeSchema = /* @__PURE__ */ z.enum(CodePurpose);

/** Consents kept per Peru law 29733: two mandatory at registration, two optional. */
export const ConsentKind = {
  TERMS_CONDITIONS: 'TERMS_CONDITIONS',
  PRIVACY_POLICY: 'PRIVACY_POLICY',
  MARKETING: 'MARKETING',
  GROUP_SHARING: 'GROUP_SHARING',
} as const;
export type ConsentKindName = ValueOf<typeof ConsentKind>;
export const consentKindSchema = /* @__PURE__ */ z.enum(ConsentKind);
export const CONSENT_KIND_LABELS: Record<ConsentKindName, string> = {
  TERMS_CONDITIONS: 'Términos y condiciones',
  PRIVACY_POLICY: 'Política de privacidad',
  MARKETING: 'Envío de publicidad y ofertas comerciales',
  GROUP_SHARING: 'Compartir mis datos con empresas del grupo',
};

// ---------------------------------------------------------------------------------------------
// Order day: where "now" stands against a fund's daily cut-off (docs/DOMAIN.md, Cut-off).
// ---------------------------------------------------------------------------------------------

/**
 * Where an order placed now stands against today's cut-off in Lima: a business day before the
 * cut-off (the order gets today's valor cuota), a business day at or after it, or a day that is
 * not a business day (weekend or Peruvian holiday). In the last two the order gets the next
 * business day's valor cuota. The API decides it with its business calendar.
 */
export const CutoffState = {
  BEFORE_CUTOFF: 'BEFORE_CUTOFF',
  AFTER_CUTOFF: 'AFTER_CUTOFF',
  NOT_BUSINESS_DAY: 'NOT_BUSINESS_DAY',
} as const;
export type CutoffStateName = ValueOf<typeof CutoffState>;
export const cutoffStateSchema = /* @__PURE__ */ z.enum(CutoffState);
