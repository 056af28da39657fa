import { z } from 'zod/mini';
import { defineRoute } from './route-def';
import { messageResponseSchema } from './common';
import { currentPasswordSchema, emailSchema } from './validators';
import { formStepsSchema, sessionUserSchema } from './user';

export {
  CAPTCHA_ACTION_HEADER,
  PUBLIC_LOGIN_CAPTCHA_ACTION,
  RECOVERY_CAPTCHA_ACTION,
} from './captcha';

/**
 * POST /api/auth/login.
 *
 * Customers send email, password and the `app` flag (false from the portal). The public
 * anonymous account (fixed credentials from the portal configuration) logs in on the same call
 * with its own email and password plus `captcha_response`, and the expected action in the
 * `X-Captcha-Action` header ({@link PUBLIC_LOGIN_CAPTCHA_ACTION}); its answer has
 * `scope: 'public'` and a public token whose only right is register-email.
 */
export const loginRequestSchema = /* @__PURE__ */ z
  .object({
    email: emailSchema,
    password: currentPasswordSchema,
    /** The spec's app flag: true from the mobile app, false from the web portal. */
    app: z._default(z.boolean(), false),
    /** Captcha provider response token; only the public login uses it. */
    captcha_response: z.optional(z.string().check(z.minLength(1), z.maxLength(4096))),
  })
  .check(z.meta({ id: 'LoginRequest' }));
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Headers of the login call; other headers pass through untouched. */
export const loginHeadersSchema = /* @__PURE__ */ z.looseObject({
  'x-captcha-action': z.optional(z.string().check(z.maxLength(100))),
});

export const TokenScope = {
  CUSTOMER: 'customer',
  PUBLIC: 'public',
} as const;
export type TokenScopeName = (typeof TokenScope)[keyof typeof TokenScope];
export const tokenScopeSchema = /* @__PURE__ */ z.enum(TokenScope);

/**
 * Answer of a login (spec: user, form_steps, token, or message).
 * - customer: `user`, `form_steps` and `token` (a short-lived JWT; renewed tokens come in the
 *   `Authorization` answer header).
 * - public: `user` null, `form_steps` empty, `token` the public token.
 * Failures answer an error body with a catalogue code (100001-100008, CAPTCHA_FAILED).
 */
export const loginResponseSchema = /* @__PURE__ */ z
  .object({
    scope: tokenScopeSchema,
    user: z.nullable(sessionUserSchema),
    form_steps: formStepsSchema,
    token: z.nullable(z.string()),
    message: z.optional(z.string()),
  })
  .check(z.meta({ id: 'LoginResponse' }));
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * An answer that opens a customer session outside login (email verified, password created):
 * the same fields as a customer login.
 */
export const sessionResponseSchema = /* @__PURE__ */ z
  .object({
    message: z.string(),
    user: sessionUserSchema,
    form_steps: formStepsSchema,
    token: z.string(),
  })
  .check(z.meta({ id: 'SessionResponse' }));
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** GET /api/auth/me: the session user and form steps, read again after a page reload. */
export const meResponseSchema = /* @__PURE__ */ z
  .object({
    user: sessionUserSchema,
    form_steps: formStepsSchema,
  })
  .check(z.meta({ id: 'MeResponse' }));
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * POST /api/auth/logout: no body. Every token of the user issued before now stops working
 * (the per-user "tokens valid after" time).
 */
export const logoutResponseSchema = messageResponseSchema;

// Routes of this area (registered by the server from `routes`).

export const loginRoute = /* @__PURE__ */ defineRoute({
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
});

export const logoutRoute = /* @__PURE__ */ defineRoute({
  operationId: 'logout',
  method: 'POST',
  path: '/api/auth/logout',
  auth: 'user',
  summary: 'Log out: every token issued so far stops working',
  tags: ['auth'],
  response: { 200: logoutResponseSchema },
  errors: [],
});

export const meRoute = /* @__PURE__ */ defineRoute({
  operationId: 'me',
  method: 'GET',
  path: '/api/auth/me',
  auth: 'user',
  summary: 'The session user and form steps',
  tags: ['auth'],
  response: { 200: meResponseSchema },
  errors: [],
});
