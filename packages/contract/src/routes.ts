import { type z } from 'zod';
import {
  loginHeadersSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  meResponseSchema,
  sessionResponseSchema,
} from './auth';
import { codeSentResponseSchema, codeValidResponseSchema, messageResponseSchema } from './common';
import { globalConfigResponseSchema } from './config';
import { devMailboxQuerySchema, devMailboxResponseSchema } from './dev';
import { updateEmailRequestSchema } from './email';
import { type ErrorCode } from './errors';
import {
  createPasswordRequestSchema,
  resetPasswordRequestSchema,
  sendEmailCreationPasswordRequestSchema,
  sendRecoveryCodeRequestSchema,
  updatePasswordRequestSchema,
  validateRecoveryCodeParamsSchema,
} from './password';
import {
  registerEmailRequestSchema,
  sendEmailValidationRequestSchema,
  sendProspectDocumentRequestSchema,
  sendProspectDocumentResponseSchema,
  validateSecurityCodeRequestSchema,
  verifyEmailParamsSchema,
  verifyEmailResponseSchema,
} from './registration';

/**
 * Who may call a route:
 * - `public`: anyone, no token;
 * - `publicToken`: the public anonymous account's token (its only right: register-email);
 * - `user`: a customer session (a prospect's session after verify-email counts).
 */
export type Auth = 'public' | 'publicToken' | 'user';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Success answers by HTTP status. Errors all use `errorBodySchema`. */
export type ResponseMap = { readonly [status: number]: z.ZodType };

export interface RouteDef<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends ResponseMap = ResponseMap,
  H extends z.ZodType | undefined = z.ZodType | undefined,
> {
  operationId: string;
  method: Method;
  /** Fastify style, e.g. '/api/user/app/verify-email/:code/:email/WEB'. */
  path: string;
  auth: Auth;
  summary: string;
  description?: string;
  tags: readonly string[];
  params?: P;
  querystring?: Q;
  body?: B;
  /** Headers the route reads (loose objects: other headers pass through). */
  headers?: H;
  /** `{ 200: schema }`: success answers only. */
  response: R;
  /** Catalogue codes the route can answer with, besides the generic ones of its auth level. */
  errors: readonly ErrorCode[];
  /** Registered only outside production with the dev outbox (the mailbox). */
  devOnly?: boolean;
}

/** Keeps the exact types of a route definition. */
export function defineRoute<const T extends RouteDef>(def: T): T {
  return def;
}

/** Generic codes any route may answer, by auth level (added to each route's `errors`). */
export const GENERIC_ERRORS: Record<Auth, readonly ErrorCode[]> = {
  public: [
    'VALIDATION_ERROR',
    'UNSUPPORTED_MEDIA_TYPE',
    'PAYLOAD_TOO_LARGE',
    'RATE_LIMITED',
    'INTERNAL_ERROR',
  ],
  publicToken: [
    'VALIDATION_ERROR',
    'UNAUTHORIZED',
    'FORBIDDEN',
    'UNSUPPORTED_MEDIA_TYPE',
    'PAYLOAD_TOO_LARGE',
    'RATE_LIMITED',
    'INTERNAL_ERROR',
  ],
  user: [
    'VALIDATION_ERROR',
    'UNAUTHORIZED',
    'USER_NOT_FOUND',
    'FORBIDDEN',
    'UNSUPPORTED_MEDIA_TYPE',
    'PAYLOAD_TOO_LARGE',
    'RATE_LIMITED',
    'INTERNAL_ERROR',
  ],
};

export const routes = {
  login: defineRoute({
    operationId: 'login',
    method: 'POST',
    path: '/api/auth/login',
    auth: 'public',
    summary: 'Log in (customer or public anonymous account)',
    description:
      'Customers: email, password, app flag; the answer has scope "customer", the user, the ' +
      'form steps and a token. The public anonymous account logs in here too with its ' +
      'configured credentials plus `captcha_response` and the `X-Captcha-Action` header; the ' +
      'answer has scope "public" and a token good only for register-email. Errors: 100001 no ' +
      'customer role, 100002 suspended, 100003 public login refused, 100004 prospect without ' +
      'password, 100005 email not verified, 100006 disabled, 100007 locked after 5 failures in ' +
      '15 min, 100008 unknown email or wrong password (indistinguishable).',
    tags: ['auth'],
    body: loginRequestSchema,
    headers: loginHeadersSchema,
    response: { 200: loginResponseSchema },
    errors: [
      '100001',
      '100002',
      '100003',
      '100004',
      '100005',
      '100006',
      '100007',
      '100008',
      'CAPTCHA_FAILED',
    ],
  }),
  logout: defineRoute({
    operationId: 'logout',
    method: 'POST',
    path: '/api/auth/logout',
    auth: 'user',
    summary: 'Log out: every token issued so far stops working',
    tags: ['auth'],
    response: { 200: logoutResponseSchema },
    errors: [],
  }),
  me: defineRoute({
    operationId: 'me',
    method: 'GET',
    path: '/api/auth/me',
    auth: 'user',
    summary: 'The session user and form steps',
    tags: ['auth'],
    response: { 200: meResponseSchema },
    errors: [],
  }),
  globalConfig: defineRoute({
    operationId: 'globalConfig',
    method: 'GET',
    path: '/api/app/global-config',
    auth: 'public',
    summary: 'Global configuration: legal documents, consent versions, contact, document types',
    tags: ['config'],
    response: { 200: globalConfigResponseSchema },
    errors: [],
  }),
  registerEmail: defineRoute({
    operationId: 'registerEmail',
    method: 'POST',
    path: '/api/app/customer/register-email',
    auth: 'publicToken',
    summary: 'Register an email with the consents; sends the verification code',
    tags: ['registration'],
    body: registerEmailRequestSchema,
    response: { 200: codeSentResponseSchema },
    errors: ['USER_ALREADY_REGISTERED', 'PHONE_NUMBER_EXIST', '100062'],
  }),
  sendEmailValidation: defineRoute({
    operationId: 'sendEmailValidation',
    method: 'POST',
    path: '/api/user/app/send-email-validation',
    auth: 'public',
    summary: 'Send (again) the code that verifies an email',
    tags: ['registration'],
    body: sendEmailValidationRequestSchema,
    response: { 200: codeSentResponseSchema },
    errors: ['100061', '100062', '100102'],
  }),
  verifyEmail: defineRoute({
    operationId: 'verifyEmail',
    method: 'PATCH',
    path: '/api/user/app/verify-email/:code/:email/WEB',
    auth: 'public',
    summary: 'Verify an email with its code; opens the session',
    tags: ['registration'],
    params: verifyEmailParamsSchema,
    response: { 200: verifyEmailResponseSchema },
    errors: ['SECURITY_CODE_NO_MATCH', '100092', 'EMAIL_ALREADY_REGISTERED'],
  }),
  sendProspectDocument: defineRoute({
    operationId: 'sendProspectDocument',
    method: 'POST',
    path: '/api/app/customer/send-prospect-document',
    auth: 'user',
    summary: 'Identity validation: document type and number, birth date, names',
    tags: ['registration'],
    body: sendProspectDocumentRequestSchema,
    response: { 200: sendProspectDocumentResponseSchema },
    errors: ['NUMBER_DOCUMENT_EXIST', 'USER_NOT_LEGAL_YEAR', 'ALREADY_PASSED_AML'],
  }),
  validateSecurityCode: defineRoute({
    operationId: 'validateSecurityCode',
    method: 'POST',
    path: '/api/app/customer/validate-security-code',
    auth: 'public',
    summary: 'Check a code received by email without using it up',
    tags: ['registration'],
    body: validateSecurityCodeRequestSchema,
    response: { 200: codeValidResponseSchema },
    errors: ['SECURITY_CODE_NO_MATCH'],
  }),
  sendEmailCreationPassword: defineRoute({
    operationId: 'sendEmailCreationPassword',
    method: 'POST',
    path: '/api/user/app/send-email-creation-password',
    auth: 'public',
    summary: 'Send the code to create the password',
    tags: ['password'],
    body: sendEmailCreationPasswordRequestSchema,
    response: { 200: codeSentResponseSchema },
    errors: ['100061', '100062', '100072'],
  }),
  createPassword: defineRoute({
    operationId: 'createPassword',
    method: 'POST',
    path: '/api/user/app/create-password-customer',
    auth: 'public',
    summary: 'Create the password with the emailed code; opens the session',
    tags: ['password'],
    body: createPasswordRequestSchema,
    response: { 200: sessionResponseSchema },
    errors: [
      '100071',
      '100072',
      '100073',
      '100074',
      'SECURITY_CODE_NO_MATCH',
      'PASSWORD_TOO_COMMON',
    ],
  }),
  updatePassword: defineRoute({
    operationId: 'updatePassword',
    method: 'PATCH',
    path: '/api/app/customer/update-password',
    auth: 'user',
    summary: 'Change the password (current password required); ends other sessions',
    tags: ['password'],
    body: updatePasswordRequestSchema,
    response: { 200: messageResponseSchema },
    errors: ['100007', '100008', '100073', '100074', 'PASSWORD_TOO_COMMON'],
  }),
  sendRecoveryCode: defineRoute({
    operationId: 'sendRecoveryCode',
    method: 'POST',
    path: '/api/user/app/send-code-recovery-password',
    auth: 'public',
    summary: 'Send a password recovery code',
    tags: ['password'],
    body: sendRecoveryCodeRequestSchema,
    response: { 200: codeSentResponseSchema },
    errors: ['100021', '100022'],
  }),
  validateRecoveryCode: defineRoute({
    operationId: 'validateRecoveryCode',
    method: 'GET',
    path: '/api/user/app/validate-code-recovery-password/:code/:email',
    auth: 'public',
    summary: 'Check a recovery code without using it up',
    tags: ['password'],
    params: validateRecoveryCodeParamsSchema,
    response: { 200: codeValidResponseSchema },
    errors: ['100031', '100032', '100033', 'BAD_REQUEST'],
  }),
  resetPassword: defineRoute({
    operationId: 'resetPassword',
    method: 'PUT',
    path: '/api/user/app/reset-password/',
    auth: 'public',
    summary: 'Set a new password with the recovery code; ends every session',
    tags: ['password'],
    body: resetPasswordRequestSchema,
    response: { 200: messageResponseSchema },
    errors: [
      '100031',
      '100032',
      '100033',
      'BAD_REQUEST',
      '100073',
      '100074',
      'PASSWORD_TOO_COMMON',
    ],
  }),
  updateEmail: defineRoute({
    operationId: 'updateEmail',
    method: 'POST',
    path: '/api/user/app/update-email-customer',
    auth: 'user',
    summary: 'Start an email change: sends a code to the new address',
    tags: ['email'],
    body: updateEmailRequestSchema,
    response: { 200: codeSentResponseSchema },
    errors: [
      '100007',
      '100008',
      '100091',
      '100093',
      '100094',
      '100103',
      'EMAIL_SAME_AS_CURRENT',
      'EMAIL_ALREADY_REGISTERED',
    ],
  }),
  devMailbox: defineRoute({
    operationId: 'devMailbox',
    method: 'GET',
    path: '/api/dev/mailbox',
    auth: 'public',
    summary: 'Development only: the mails queued for an address',
    tags: ['dev'],
    querystring: devMailboxQuerySchema,
    response: { 200: devMailboxResponseSchema },
    errors: [],
    devOnly: true,
  }),
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export const routeList: readonly RouteDef[] = Object.values(routes);

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a client sends to a route (schema inputs). */
export type RouteInput<N extends RouteName> = {
  params: In<Routes[N] extends { params: infer P } ? P : undefined>;
  query: In<Routes[N] extends { querystring: infer Q } ? Q : undefined>;
  body: In<Routes[N] extends { body: infer B } ? B : undefined>;
};

/** The 200 answer of a route. */
export type RouteResponse<N extends RouteName> = Out<
  Routes[N]['response'] extends { 200: infer S } ? S : undefined
>;

/** Fills a Fastify-style path with its params (URL-encoded). */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Every code a route can answer with: its own and the generic ones of its auth level. */
export function errorsOf(route: Pick<RouteDef, 'auth' | 'errors'>): ErrorCode[] {
  return [...new Set<ErrorCode>([...route.errors, ...GENERIC_ERRORS[route.auth]])];
}

/** What a handler receives for a route once the schemas parsed it (schema outputs). */
export type RouteParsedInput<N extends RouteName> = {
  params: Out<Routes[N] extends { params: infer P } ? P : undefined>;
  query: Out<Routes[N] extends { querystring: infer Q } ? Q : undefined>;
  body: Out<Routes[N] extends { body: infer B } ? B : undefined>;
};
