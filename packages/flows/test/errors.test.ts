import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '@saf/contract';
import { ApiError, NetworkError } from '../src/api/client';
import { describeError, NETWORK_MESSAGE, placeError, UNKNOWN_MESSAGE } from '../src/errors';

describe('the Spanish message of every catalogued error', () => {
  it.each(ERROR_CATALOGUE.map((e) => [e.code, e] as const))('%s', (code, entry) => {
    const error = new ApiError(entry.status, { code, message: entry.message, requestId: 'r' });
    const described = describeError(error);
    expect(described.code).toBe(code);
    expect(described.message).toBe(entry.userMessage);
    expect(described.message).not.toBe(entry.message);
    if (code === 'MAINTENANCE') {
      // The maintenance splash says it over the page: a form keeps no message of its own.
      expect(placeError(error, { [code]: 'email' }, ['email'])).toEqual({
        fieldErrors: {},
        formError: null,
        code,
      });
      return;
    }
    // Placed on the field a flow names for it, or else in the summary.
    expect(placeError(error, { [code]: 'email' }, ['email'])).toEqual({
      fieldErrors: { email: entry.userMessage },
      formError: null,
      code,
    });
    expect(placeError(error, {}, ['email']).formError).toBe(entry.userMessage);
  });

  it('explains a network failure and an unknown failure', () => {
    expect(describeError(new NetworkError(new TypeError('x'))).message).toBe(NETWORK_MESSAGE);
    expect(describeError(new Error('boom')).message).toBe(UNKNOWN_MESSAGE);
  });

  it('puts validation details on the fields they name, in Spanish only', () => {
    const error = new ApiError(400, {
      code: 'VALIDATION_ERROR',
      message: 'Validation error',
      requestId: 'r',
      details: [
        { path: 'body.email', message: 'Ingresa un correo electrónico válido.' },
        { path: 'body.password', message: 'Invalid input: expected string' },
      ],
    });
    expect(placeError(error, {}, ['email', 'password'])).toEqual({
      fieldErrors: {
        email: 'Ingresa un correo electrónico válido.',
        password: 'Revisa este dato.',
      },
      formError: null,
      code: 'VALIDATION_ERROR',
    });
  });
});
