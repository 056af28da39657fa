// Plain constants, apart from the schemas: a page that only needs a header name ships no zod.

/** Header carrying the captcha action the public login expects (spec section 7). */
export const CAPTCHA_ACTION_HEADER = 'X-Captcha-Action';
/** The captcha action of the public anonymous login. */
export const PUBLIC_LOGIN_CAPTCHA_ACTION = 'public_login';
/** The captcha action of the request for a password recovery code. */
export const RECOVERY_CAPTCHA_ACTION = 'password_recovery';
