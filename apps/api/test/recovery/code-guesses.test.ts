import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorBodySchema } from '@saf/contract';
import { and, eq, sql } from 'drizzle-orm';
import { codes } from '../../src/db/schema';
import { createTestServer, insertUser, lastCode, type TestServer } from '../helpers';
import type * as CodesLib from '../../src/lib/codes';

/**
 * Every comparison of a guess with the stored code goes through `hashCode`: counting its calls
 * with a guessed code counts the guesses that were evaluated.
 */
const evaluated = vi.hoisted(() => ({ codes: [] as string[] }));
vi.mock('../../src/lib/codes', async (importOriginal) => {
  const real = await importOriginal<typeof CodesLib>();
  return {
    ...real,
    hashCode: (secret: string, userId: number, purpose: string, code: string) => {
      evaluated.codes.push(code);
      return real.hashCode(secret, userId, purpose, code);
    },
  };
});

const N = 50;

/**
 * 50 wrong guesses of one recovery code at once: the attempt is counted by one conditional
 * UPDATE before the comparison, so at most 5 are compared; the code is then dead. Runs on
 * PGlite and, with DATABASE_URL, on PostgreSQL (where the requests really overlap).
 */
describe('parallel wrong guesses of a code', () => {
  let t: TestServer;

  beforeAll(async () => {
    // The per-IP limit (30 in 15 min) would otherwise stop the 31st guess on its own.
    t = await createTestServer({ env: { CODE_IP_LIMIT: '1000' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`${N} wrong recovery codes at once evaluate at most 5; the right code is then refused`, async () => {
    const email = 'adivina.codigo@demo.pe';
    const { id: userId } = await insertUser(t, { email });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/user/app/send-code-recovery-password',
      payload: { email, resend: false },
    });
    expect(sent.statusCode).toBe(200);
    const code = lastCode(t.mailer, email);
    const guesses = Array.from({ length: N + 1 }, (_, i) =>
      String((Number(code) + 1 + i * 7919) % 1_000_000).padStart(6, '0'),
    )
      .filter((g) => g !== code)
      .slice(0, N);
    if (process.env['DATABASE_URL']) {
      // A warm pool, so the requests overlap instead of queueing for a connection.
      await Promise.all(
        Array.from({ length: 20 }, () => t.database.db.execute(sql`select pg_sleep(0.05)`)),
      );
    }
    evaluated.codes.length = 0;

    const results = await Promise.all(
      guesses.map((guess) =>
        t.app.inject({
          method: 'GET',
          url: `/api/user/app/validate-code-recovery-password/${guess}/${encodeURIComponent(email)}`,
        }),
      ),
    );

    // Every guess gets the same answer, evaluated or not (nothing tells the caller which).
    for (const r of results) {
      expect(r.statusCode).toBe(400);
      expect(errorBodySchema.parse(JSON.parse(r.body)).code).toBe('100031');
    }
    const compared = new Set(evaluated.codes.filter((c) => guesses.includes(c)));
    expect(compared.size).toBeLessThanOrEqual(5);
    const [row] = await t.database.db
      .select({ attempts: codes.attempts })
      .from(codes)
      .where(and(eq(codes.userId, userId), eq(codes.purpose, 'PASSWORD_RECOVERY')));
    expect(row?.attempts).toBe(5);

    // Dead after 5 wrong tries: the right code no longer works.
    const right = await t.app.inject({
      method: 'GET',
      url: `/api/user/app/validate-code-recovery-password/${code}/${encodeURIComponent(email)}`,
    });
    expect(errorBodySchema.parse(JSON.parse(right.body)).code).toBe('100031');
  });

  it('a right code checked, then used, does not spend the wrong tries', async () => {
    const email = 'acierta.codigo@demo.pe';
    await insertUser(t, { email });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/app/send-code-recovery-password',
      payload: { email, resend: false },
    });
    const code = lastCode(t.mailer, email);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 4; i++) {
      const r = await t.app.inject({
        method: 'GET',
        url: `/api/user/app/validate-code-recovery-password/${wrong}/${encodeURIComponent(email)}`,
      });
      expect(errorBodySchema.parse(JSON.parse(r.body)).code).toBe('100031');
    }
    // Four wrong tries, then the right code twice (checked on the code page, then used).
    for (let i = 0; i < 2; i++) {
      const r = await t.app.inject({
        method: 'GET',
        url: `/api/user/app/validate-code-recovery-password/${code}/${encodeURIComponent(email)}`,
      });
      expect(r.statusCode).toBe(200);
    }
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/user/app/reset-password/',
      payload: {
        email,
        code,
        password: 'Nueva-Clave-Chiclayo-31',
        password_confirmation: 'Nueva-Clave-Chiclayo-31',
      },
    });
    expect(reset.statusCode).toBe(200);
  });
});
