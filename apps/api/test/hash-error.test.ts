import { afterAll, beforeAll, describe, it, vi } from 'vitest';
import type * as Argon2 from '@node-rs/argon2';
import { ERRORS } from '@saf/contract';
import { createTestServer, expectError, insertUser, lastCode, type TestServer } from './helpers';

const BREAKS_HASHING = 'Password-That-Breaks-The-Hasher';

vi.mock('@node-rs/argon2', async (orig) => {
  const real = await orig<typeof Argon2>();
  return {
    ...real,
    hash: async (password: string | Uint8Array, ...rest: unknown[]) => {
      if (password === BREAKS_HASHING) throw new Error('out of memory');
      return (real.hash as (...a: unknown[]) => Promise<string>)(password, ...rest);
    },
  };
});

describe('create password when hashing fails', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
    await insertUser(t, { email: 'hash@demo.pe', passwordHash: null });
  });
  afterAll(() => t.close());

  it('answers 100074 Hash error', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/user/app/send-email-creation-password',
      payload: { email: 'hash@demo.pe' },
    });
    const code = lastCode(t.mailer, 'hash@demo.pe');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/app/create-password-customer',
      payload: {
        email: 'hash@demo.pe',
        code,
        password: BREAKS_HASHING,
        password_confirmation: BREAKS_HASHING,
      },
    });
    expectError(res, ERRORS['100074'].status, '100074', ERRORS['100074'].message);
  });
});
