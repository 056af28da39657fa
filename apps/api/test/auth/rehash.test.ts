import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { users } from '../../src/db/schema';
import { ARGON2_OPTIONS, hashPassword, passwordNeedsRehash } from '../../src/lib/passwords';
import { createTestServer, insertUser, loginToken, PASSWORD, type TestServer } from '../helpers';

const phcCost = (stored: string) => stored.split('$').slice(1, 4).join('$');

describe('passwords hashed at an outdated cost', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it('needs a rehash below the current argon2id cost, not at or above it', async () => {
    expect(passwordNeedsRehash(await hash('x-x-x-x-x', ARGON2_OPTIONS), ARGON2_OPTIONS)).toBe(
      false,
    );
    const weaker = [
      { ...ARGON2_OPTIONS, memoryCost: 4096 },
      { ...ARGON2_OPTIONS, timeCost: 1 },
      { ...ARGON2_OPTIONS, algorithm: 1 as const }, // argon2i
    ];
    for (const options of weaker)
      expect(passwordNeedsRehash(await hash('x-x-x-x-x', options), ARGON2_OPTIONS)).toBe(true);
    const stronger = await hash('x-x-x-x-x', { ...ARGON2_OPTIONS, timeCost: 3 });
    expect(passwordNeedsRehash(stronger, ARGON2_OPTIONS)).toBe(false);
    expect(passwordNeedsRehash('not-a-phc-string', ARGON2_OPTIONS)).toBe(true);
  });

  it('a successful login rehashes an outdated hash at the current cost; the password still works', async () => {
    const current = phcCost(await hashPassword('whatever-password'));
    // Half the memory and a single pass of what the server uses now.
    const old = await hash(PASSWORD, { ...ARGON2_OPTIONS, memoryCost: 512, timeCost: 1 });
    const user = await insertUser(t, { email: 'antiguo@demo.pe', passwordHash: old });
    const stored = async () =>
      (
        await t.database.db
          .select({ h: users.passwordHash })
          .from(users)
          .where(eq(users.id, user.id))
      )[0]!.h!;
    // A failed login changes nothing.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'antiguo@demo.pe', password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(await stored()).toBe(old);
    await loginToken(t.app, 'antiguo@demo.pe');
    const rehashed = await stored();
    expect(rehashed).not.toBe(old);
    expect(phcCost(rehashed)).toBe(current);
    // The same password logs in against the new hash, which is left alone from now on.
    await loginToken(t.app, 'antiguo@demo.pe');
    expect(await stored()).toBe(rehashed);
  });
});
