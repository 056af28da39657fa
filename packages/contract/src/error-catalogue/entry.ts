/** The shape of one catalogue entry and the helper that builds it. */

export type ErrorArea =
  | 'login'
  | 'register'
  | 'recovery-send'
  | 'recovery-verify'
  | 'send-email'
  | 'create-password'
  | 'email-change'
  | 'send-code'
  | 'identity'
  | 'bank-account'
  | 'rescue'
  | 'email'
  | 'phone'
  | 'security-code'
  | 'password'
  | 'captcha'
  | 'idempotency'
  | 'risk'
  | 'funds'
  | 'biometrics'
  | 'profile'
  | 'client-data'
  | 'orders'
  | 'statements'
  | 'http';

export interface CatalogueEntry {
  /** Stable identifier the client switches on. */
  readonly code: string;
  /** The spec's message, exactly as the server sends it. */
  readonly message: string;
  /** HTTP status the API answers with. */
  readonly status: number;
  readonly area: ErrorArea;
  /** Spanish text for the customer. */
  readonly userMessage: string;
}

export function entry<const C extends string>(
  code: C,
  message: string,
  status: number,
  area: ErrorArea,
  userMessage: string,
) {
  return { code, message, status, area, userMessage } as const;
}
