import { describe, expect, it } from 'vitest';
import {
  ERROR_CATALOGUE,
  ERRORS,
  ErrorCodes,
  errorBody,
  isSessionExpired,
  toFieldIssues,
  userMessageOf,
} from './errors';
import { errorBodySchema } from './error-body';
import { errorsOf, routeList, routes } from './routes';

/** Spec section 8, code -> exact message. */
const SPEC: Record<string, string> = {
  '100001': 'No roles',
  '100002': 'User blocked',
  '100003': 'Bad user credentials',
  '100004': 'Not registered',
  '100005': 'Not verified',
  '100006': 'Disabled',
  '100007': 'Attempt limit',
  '100008': 'Incorrect credentials',
  '100021': 'Email not found',
  '100022': 'Send limit',
  '100031': 'Invalid code',
  '100032': 'Code already used',
  '100033': 'Code expired',
  '100061': 'Email not found',
  '100062': 'Send limit',
  '100071': 'Email not found',
  '100072': 'Account exists',
  '100073': 'Password mismatch',
  '100074': 'Hash error',
  '100091': 'Email exists',
  '100092': 'Email already verified',
  '100093': 'Email not in spectrum',
  '100094': 'Email not matching spectrum',
  '100101': 'User not found',
  '100102': 'Email already verified',
  '100103': 'Send limit',
  '100104': 'User has no funds',
};

/** The spec's message-only errors, verbatim. */
const SPEC_MESSAGES = [
  'User Already registered',
  'Bad Request',
  'Phone number exist',
  'Number document exist',
  'User is not legal year',
  'Already passed AML',
  'This bank account is already exist',
  'This cci is already exist',
  "You can't make a new rescue in less than 24 hours",
  'The minimum amount to rescue is',
  'minimum amount to remain',
  "New email can't be the same as the current one",
  'Email Already registered',
  "New phone number can't be the same as the current one",
  'Phone number Already registered',
  'Security Code No match',
  'User not found',
];

describe('error catalogue', () => {
  it('has unique codes', () => {
    const codes = ERROR_CATALOGUE.map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('has every numeric code of spec section 8 with its message', () => {
    for (const [code, message] of Object.entries(SPEC)) {
      expect(ERRORS[code as keyof typeof ERRORS]?.message, code).toBe(message);
    }
  });

  it('has every message-only error of spec section 8 verbatim', () => {
    const messages = new Set(ERROR_CATALOGUE.map((e) => e.message));
    for (const message of SPEC_MESSAGES) expect(messages.has(message), message).toBe(true);
  });

  it('uses UPPER_SNAKE names for non-numeric codes, and sane statuses', () => {
    for (const e of ERROR_CATALOGUE) {
      expect(e.code).toMatch(/^(\d{6}|[A-Z][A-Z0-9_]*)$/);
      expect(e.status).toBeGreaterThanOrEqual(400);
      expect(e.status).toBeLessThan(600);
      expect(e.userMessage.length).toBeGreaterThan(0);
    }
  });

  it('gives the generic HTTP codes their statuses', () => {
    expect(ERRORS.VALIDATION_ERROR.status).toBe(400);
    expect(ERRORS.UNAUTHORIZED.status).toBe(401);
    expect(ERRORS.USER_NOT_FOUND).toMatchObject({ status: 400, message: 'User not found' });
    expect(ERRORS.FORBIDDEN.status).toBe(403);
    expect(ERRORS.NOT_FOUND.status).toBe(404);
    expect(ERRORS.PAYLOAD_TOO_LARGE.status).toBe(413);
    expect(ERRORS.UNSUPPORTED_MEDIA_TYPE.status).toBe(415);
    expect(ERRORS.RATE_LIMITED.status).toBe(429);
    expect(ERRORS.INTERNAL_ERROR.status).toBe(500);
  });

  it('never answers a credentials error with 401 (that would end a live session)', () => {
    expect(ERRORS[ErrorCodes.INCORRECT_CREDENTIALS].status).toBe(400);
    expect(ERRORS[ErrorCodes.BAD_USER_CREDENTIALS].status).toBe(400);
  });

  it('names every code through ErrorCodes', () => {
    expect(new Set(Object.values(ErrorCodes))).toEqual(new Set(ERROR_CATALOGUE.map((e) => e.code)));
  });

  it('builds bodies that match the error body schema', () => {
    const body = errorBody('VALIDATION_ERROR', 'req-1', {
      details: [{ path: 'body.email', message: 'Ingresa un correo electrónico válido.' }],
    });
    expect(errorBodySchema.parse(body)).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Validation error',
      requestId: 'req-1',
      details: [{ path: 'body.email', message: 'Ingresa un correo electrónico válido.' }],
    });
  });

  it('recognises an expired session as the spec says', () => {
    expect(isSessionExpired(401, {})).toBe(true);
    expect(isSessionExpired(400, { message: 'User not found' })).toBe(true);
    expect(isSessionExpired(400, { message: 'Validation error' })).toBe(false);
    expect(isSessionExpired(403, null)).toBe(false);
  });

  it('falls back to a generic Spanish message', () => {
    expect(userMessageOf('100008')).toBe(ERRORS['100008'].userMessage);
    expect(userMessageOf('nope')).toBe(ERRORS.INTERNAL_ERROR.userMessage);
    expect(userMessageOf(undefined)).toBe(ERRORS.INTERNAL_ERROR.userMessage);
  });

  it('adds the generic codes of the auth level', () => {
    expect(errorsOf(routes.me)).toEqual(expect.arrayContaining(['UNAUTHORIZED', 'USER_NOT_FOUND']));
    expect(errorsOf(routes.login)).toEqual(expect.arrayContaining(['100008', 'VALIDATION_ERROR']));
    expect(errorsOf(routes.login)).not.toContain('UNAUTHORIZED');
  });

  it('lists only catalogued codes on routes', () => {
    for (const route of routeList) {
      for (const code of route.errors) expect(ERRORS[code], code).toBeDefined();
    }
  });
});

describe('field issues', () => {
  it('prefixes the location and never carries the value', () => {
    expect(
      toFieldIssues(
        [
          {
            path: ['email'],
            message: 'Ingresa un correo electrónico válido.',
            code: 'invalid_format',
          },
          { path: ['items', 0, 'amount'], message: 'x' },
        ],
        'body',
      ),
    ).toEqual([
      {
        path: 'body.email',
        message: 'Ingresa un correo electrónico válido.',
        code: 'invalid_format',
      },
      { path: 'body.items.0.amount', message: 'x' },
    ]);
  });
});
