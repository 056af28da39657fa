/**
 * An unknown email must cost the server the same work as a wrong password, so response time
 * tells nothing (docs/SECURITY.md). Wall-clock timing is noisy on a shared machine, so this checks
 * the work itself: both paths run exactly one argon2id verification with the same cost.
 */
import type * as Argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const verifications = vi.hoisted(() => [] as string[]);
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  return {
    ...real,
    verify: async (hashed: string, password: string | Uint8Array) => {
      verifications.push(hashed.split('$').slice(1, 4).join('$'));
      return real.verify(hashed, password);
    },
  };
});

const { createTestServer, insertUser } = await import('../helpers');
type TestServer = Awaited<ReturnType<typeof createTestServer>>;

describe('login work for unknown and known accounts', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
    await insertUser(t, { email: 'known@demo.pe' });
  });
  afterAll(() => t.close());

  async function workOf(email: string) {
    verifications.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'not-the-password' },
      remoteAddress: '10.3.0.1',
    });
    return {
      status: res.statusCode,
      body: res.json<{ code: string }>().code,
      work: [...verifications],
    };
  }

  it('runs one argon2id verification of the same cost either way', async () => {
    const known = await workOf('known@demo.pe');
    const unknown = await workOf('nobody@demo.pe');
    expect(known.work).toEqual(['argon2id$v=19$m=19456,t=2,p=1']);
    expect(unknown.work).toEqual(known.work);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toBe(known.body);
  });
});
