import { z } from 'zod';
import { messageResponseSchema } from './common';
import { currentPasswordSchema, emailSchema } from './validators';
import { formStepsSchema, sessionUserSchema } from './user';

/** Header carrying the captcha action the public login expects (spec section 7). */
export const CAPTCHA_ACTION_HEADER = 'X-Captcha-Action';
/** The captcha action of the public anonymous login. */
export const PUBLIC_LOGIN_CAPTCHA_ACTION = 'public_login';

/**
 * POST /api/auth/login.
 *
 * Customers send email, password and the `app` flag (false from the portal). The public
 * anonymous account (fixed credentials from the portal configuration) logs in on the same call
 * with its own email and password plus `captcha_response`, and the expected action in the
 * `X-Captcha-Action` header ({@link PUBLIC_LOGIN_CAPTCHA_ACTION}); its answer has
 * `scope: 'public'` and a public token whose only right is register-email.
 */
export const loginRequestSchema = z
  .object({
    email: emailSchema,
    password: currentPasswordSchema,
    /** The spec's app flag: true from the mobile app, false from the web portal. */
    app: z.boolean().default(false),
    /** Captcha provider response token; only the public login uses it. */
    captcha_response: z.string().min(1).max(4096).optional(),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Headers of the login call; other headers pass through untouched. */
export const loginHeadersSchema = z.looseObject({
  'x-captcha-action': z.string().max(100).optional(),
});

export const TokenScope = {
  CUSTOMER: 'customer',
  PUBLIC: 'public',
} as const;
export type TokenScopeName = (typeof TokenScope)[keyof typeof TokenScope];
export const tokenScopeSchema = z.enum(TokenScope);

/**
 * Answer of a login (spec: user, form_steps, token, or message).
 * - customer: `user`, `form_steps` and `token` (a short-lived JWT; renewed tokens come in the
 *   `Authorization` answer header).
 * - public: `user` null, `form_steps` empty, `token` the public token.
 * Failures answer an error body with a catalogue code (100001-100008, CAPTCHA_FAILED).
 */
export const loginResponseSchema = z
  .object({
    scope: tokenScopeSchema,
    user: sessionUserSchema.nullable(),
    form_steps: formStepsSchema,
    token: z.string().nullable(),
    message: z.string().optional(),
  })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * An answer that opens a customer session outside login (email verified, password created):
 * the same fields as a customer login.
 */
export const sessionResponseSchema = z
  .object({
    message: z.string(),
    user: sessionUserSchema,
    form_steps: formStepsSchema,
    token: z.string(),
  })
  .meta({ id: 'SessionResponse' });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** GET /api/auth/me: the session user and form steps, read again after a page reload. */
export const meResponseSchema = z
  .object({
    user: sessionUserSchema,
    form_steps: formStepsSchema,
  })
  .meta({ id: 'MeResponse' });
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * POST /api/auth/logout: no body. Every token of the user issued before now stops working
 * (the per-user "tokens valid after" time).
 */
export const logoutResponseSchema = messageResponseSchema;
