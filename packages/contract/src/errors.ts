import type { ErrorBody, FieldIssue } from './error-body';
import { ACCOUNT_ERRORS } from './error-catalogue/account';
import { AUTH_ERRORS } from './error-catalogue/auth';
import type { CatalogueEntry } from './error-catalogue/entry';
import { SERVICE_ERRORS } from './error-catalogue/service';

/**
 * The error catalogue of spec section 8 as data, used by the API to answer and by the portal to
 * explain. Every failed call answers with {@link errorBodySchema}: a stable `code` (the spec's
 * numeric code as a string, or an UPPER_SNAKE name for the spec's message-only errors and for
 * the generic HTTP errors), the spec's exact English `message`, and the request id.
 * `userMessage` is the Spanish (Peru) text a customer reads (the spec does not show one).
 *
 * Credential errors (100003, 100008) answer 400, not 401: the portal treats any 401 on a call
 * that carried a token as an expired session, and a mistyped current password on
 * update-password must not end the session.
 */

export type { CatalogueEntry, ErrorArea } from './error-catalogue/entry';

const CATALOGUE_LIST = [...AUTH_ERRORS, ...ACCOUNT_ERRORS, ...SERVICE_ERRORS] as const;

export type ErrorCode = (typeof CATALOGUE_LIST)[number]['code'];

/** Every catalogue entry, in the spec's order. */
export const ERROR_CATALOGUE: readonly CatalogueEntry[] = CATALOGUE_LIST;

/** The catalogue keyed by code. */
export const ERRORS = Object.fromEntries(CATALOGUE_LIST.map((e) => [e.code, e])) as {
  readonly [C in ErrorCode]: Extract<(typeof CATALOGUE_LIST)[number], { code: C }>;
};

/** Named access to codes: `ErrorCodes.INCORRECT_CREDENTIALS === '100008'`. */
export const ErrorCodes = {
  NO_ROLES: '100001',
  USER_BLOCKED: '100002',
  BAD_USER_CREDENTIALS: '100003',
  NOT_REGISTERED: '100004',
  NOT_VERIFIED: '100005',
  DISABLED: '100006',
  ATTEMPT_LIMIT: '100007',
  INCORRECT_CREDENTIALS: '100008',
  USER_ALREADY_REGISTERED: 'USER_ALREADY_REGISTERED',
  RECOVERY_EMAIL_NOT_FOUND: '100021',
  RECOVERY_SEND_LIMIT: '100022',
  RECOVERY_CODE_INVALID: '100031',
  RECOVERY_CODE_USED: '100032',
  RECOVERY_CODE_EXPIRED: '100033',
  BAD_REQUEST: 'BAD_REQUEST',
  SEND_EMAIL_NOT_FOUND: '100061',
  SEND_EMAIL_LIMIT: '100062',
  PHONE_NUMBER_EXIST: 'PHONE_NUMBER_EXIST',
  CREATE_PASSWORD_EMAIL_NOT_FOUND: '100071',
  CREATE_PASSWORD_ACCOUNT_EXISTS: '100072',
  PASSWORD_MISMATCH: '100073',
  HASH_ERROR: '100074',
  EMAIL_CHANGE_EXISTS: '100091',
  EMAIL_CHANGE_ALREADY_VERIFIED: '100092',
  EMAIL_NOT_IN_SPECTRUM: '100093',
  EMAIL_NOT_MATCHING_SPECTRUM: '100094',
  SEND_CODE_USER_NOT_FOUND: '100101',
  SEND_CODE_EMAIL_ALREADY_VERIFIED: '100102',
  SEND_CODE_LIMIT: '100103',
  SEND_CODE_NO_FUNDS: '100104',
  NUMBER_DOCUMENT_EXIST: 'NUMBER_DOCUMENT_EXIST',
  USER_NOT_LEGAL_YEAR: 'USER_NOT_LEGAL_YEAR',
  ALREADY_PASSED_AML: 'ALREADY_PASSED_AML',
  BANK_ACCOUNT_EXISTS: 'BANK_ACCOUNT_EXISTS',
  CCI_EXISTS: 'CCI_EXISTS',
  BANK_ACCOUNT_LIMIT: 'BANK_ACCOUNT_LIMIT',
  BANK_ACCOUNT_IN_USE: 'BANK_ACCOUNT_IN_USE',
  REAUTH_FAILED: 'REAUTH_FAILED',
  ACCOUNT_NOT_EMPTY: 'ACCOUNT_NOT_EMPTY',
  RESCUE_WITHIN_24_HOURS: 'RESCUE_WITHIN_24_HOURS',
  RESCUE_ABOVE_BALANCE: 'RESCUE_ABOVE_BALANCE',
  RESCUE_ACCOUNT_CURRENCY: 'RESCUE_ACCOUNT_CURRENCY',
  RESCUE_PAYOUT_NOT_REJECTED: 'RESCUE_PAYOUT_NOT_REJECTED',
  SCHEDULED_RESCUE_NOT_ALLOWED: 'SCHEDULED_RESCUE_NOT_ALLOWED',
  SCHEDULED_RESCUE_EXISTS: 'SCHEDULED_RESCUE_EXISTS',
  SCHEDULED_RESCUE_STATE: 'SCHEDULED_RESCUE_STATE',
  RESCUE_MINIMUM_AMOUNT: 'RESCUE_MINIMUM_AMOUNT',
  RESCUE_MINIMUM_REMAINING: 'RESCUE_MINIMUM_REMAINING',
  EMAIL_SAME_AS_CURRENT: 'EMAIL_SAME_AS_CURRENT',
  EMAIL_ALREADY_REGISTERED: 'EMAIL_ALREADY_REGISTERED',
  PHONE_SAME_AS_CURRENT: 'PHONE_SAME_AS_CURRENT',
  PHONE_ALREADY_REGISTERED: 'PHONE_ALREADY_REGISTERED',
  SECURITY_CODE_NO_MATCH: 'SECURITY_CODE_NO_MATCH',
  PASSWORD_TOO_COMMON: 'PASSWORD_TOO_COMMON',
  CAPTCHA_FAILED: 'CAPTCHA_FAILED',
  CODE_SEND_LIMITED: 'CODE_SEND_LIMITED',
  CODE_SEND_PAUSED: 'CODE_SEND_PAUSED',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  IDEMPOTENCY_IN_FLIGHT: 'IDEMPOTENCY_IN_FLIGHT',
  QUESTIONNAIRE_OUTDATED: 'QUESTIONNAIRE_OUTDATED',
  QUESTIONNAIRE_INCOMPLETE: 'QUESTIONNAIRE_INCOMPLETE',
  SIMULATION_DATE_OUT_OF_RANGE: 'SIMULATION_DATE_OUT_OF_RANGE',
  BIOMETRIC_ATTEMPTS_EXCEEDED: 'BIOMETRIC_ATTEMPTS_EXCEEDED',
  BIOMETRIC_SESSION_CLOSED: 'BIOMETRIC_SESSION_CLOSED',
  BIOMETRIC_IMAGE_INVALID: 'BIOMETRIC_IMAGE_INVALID',
  BIOMETRIC_NO_DOCUMENT: 'BIOMETRIC_NO_DOCUMENT',
  BIOMETRIC_DOCUMENT_PHOTO_MISSING: 'BIOMETRIC_DOCUMENT_PHOTO_MISSING',
  BIOMETRIC_PROVIDER_UNAVAILABLE: 'BIOMETRIC_PROVIDER_UNAVAILABLE',
  IDENTITY_NOT_VALIDATED: 'IDENTITY_NOT_VALIDATED',
  CLIENT_STEP_OUT_OF_ORDER: 'CLIENT_STEP_OUT_OF_ORDER',
  DOCUMENT_EXPIRED: 'DOCUMENT_EXPIRED',
  DOCUMENT_PHOTOS_MISSING: 'DOCUMENT_PHOTOS_MISSING',
  UBIGEO_UNKNOWN: 'UBIGEO_UNKNOWN',
  CLIENT_DATA_INCOMPLETE: 'CLIENT_DATA_INCOMPLETE',
  ADDRESS_NOT_EDITABLE: 'ADDRESS_NOT_EDITABLE',
  BIOMETRIC_REQUIRED: 'BIOMETRIC_REQUIRED',
  IDEMPOTENCY_KEY_REQUIRED: 'IDEMPOTENCY_KEY_REQUIRED',
  PARTICIPANT_NOT_READY: 'PARTICIPANT_NOT_READY',
  AMOUNT_BELOW_MINIMUM: 'AMOUNT_BELOW_MINIMUM',
  AMOUNT_ABOVE_MAXIMUM: 'AMOUNT_ABOVE_MAXIMUM',
  SUITABILITY_ACK_REQUIRED: 'SUITABILITY_ACK_REQUIRED',
  FUNDS_ORIGIN_OTHER_REQUIRED: 'FUNDS_ORIGIN_OTHER_REQUIRED',
  ORDER_NOT_CANCELLABLE: 'ORDER_NOT_CANCELLABLE',
  ORDER_NOT_PAYABLE: 'ORDER_NOT_PAYABLE',
  RECEIPT_INVALID: 'RECEIPT_INVALID',
  PAYMENT_SIGNATURE_INVALID: 'PAYMENT_SIGNATURE_INVALID',
  CARD_CURRENCY_NOT_COLLECTED: 'CARD_CURRENCY_NOT_COLLECTED',
  MOVEMENTS_RANGE_INVALID: 'MOVEMENTS_RANGE_INVALID',
  STATEMENT_PERIOD_NOT_HELD: 'STATEMENT_PERIOD_NOT_HELD',
  CERTIFICATE_DATE_OUT_OF_RANGE: 'CERTIFICATE_DATE_OUT_OF_RANGE',
  CERTIFICATE_NOT_HELD: 'CERTIFICATE_NOT_HELD',
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  UNAUTHORIZED: 'UNAUTHORIZED',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  MAINTENANCE: 'MAINTENANCE',
} as const satisfies Record<string, ErrorCode>;

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(ERRORS, code);
}

/** The entry of a code, or `undefined` for a code outside the catalogue. */
export function getCatalogueEntry(code: string): CatalogueEntry | undefined {
  return isErrorCode(code) ? ERRORS[code] : undefined;
}

/** Spanish text for a code, falling back to the generic one. */
export function userMessageOf(code: string | undefined): string {
  return (code && getCatalogueEntry(code)?.userMessage) || ERRORS.INTERNAL_ERROR.userMessage;
}

// ---------------------------------------------------------------------------------------------
// Error body
// ---------------------------------------------------------------------------------------------

/** Builds the body the API answers with for a catalogued code. */
export function errorBody(
  code: ErrorCode,
  requestId: string,
  extra?: Pick<ErrorBody, 'details' | 'meta'>,
): ErrorBody {
  const e = ERRORS[code];
  return { code: e.code, message: e.message, requestId, ...extra };
}

/** HTTP status of a code. */
export function statusOf(code: ErrorCode): number {
  return ERRORS[code].status;
}

/** Whether an answer means the session expired (spec section 8: 401, or 400 'User not found'). */
export function isSessionExpired(status: number, body: unknown): boolean {
  if (status === 401) return true;
  if (status !== 400 || !body || typeof body !== 'object') return false;
  return (body as { message?: unknown }).message === ERRORS.USER_NOT_FOUND.message;
}

/** Where a field issue was found. */
export type IssueLocation = 'body' | 'params' | 'querystring' | 'headers';

/**
 * The `details` of a VALIDATION_ERROR from zod issues: `path` joined with dots after the
 * location (`body.email`, `params.code`). Messages are the schemas' Spanish texts; the value
 * itself is never echoed (it may be a password).
 */
export function toFieldIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string; code?: string }[],
  location: IssueLocation,
): FieldIssue[] {
  return issues.map((issue) => ({
    path: [location, ...issue.path.map((p) => String(p))].join('.'),
    message: issue.message,
    ...(issue.code ? { code: issue.code } : {}),
  }));
}
