import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, errorBodySchema } from '@saf/contract';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { RedisRateLimitStore } from '../../src/adapters/rate-limit/index';
import { buildServer } from '../../src/server';
import {
  createTestServer,
  insertUser,
  json,
  lastCode,
  PASSWORD,
  type TestServer,
} from '../helpers';

/**
 * Races: 20 identical requests at once.
 * - On a real PostgreSQL (DATABASE_URL, set by CI): one emailed code is used exactly once, one
 *   send passes the resend limit, one registration wins. PGlite runs one transaction at a time
 *   and would hide these races, so they run only there.
 * - Password guesses: the lockout counters live in memory or Redis, so that race always runs;
 *   across two instances sharing Redis when REDIS_URL is set.
 */

const N = 20;

function codeOf(res: LightMyRequestResponse): string {
  return errorBodySchema.parse(JSON.parse(res.body)).code;
}

/** One winner; every loser answers a catalogued error from `allowed` with its status. */
function oneWinner(results: LightMyRequestResponse[], allowed: readonly (keyof typeof ERRORS)[]) {
  const winners = results.flatMap((r, i) => (r.statusCode === 200 ? [i] : []));
  expect(
    winners,
    results.map((r) => `${r.statusCode} ${r.body.slice(0, 80)}`).join('\n'),
  ).toHaveLength(1);
  for (const r of results) {
    if (r.statusCode === 200) continue;
    const code = codeOf(r) as keyof typeof ERRORS;
    expect(allowed).toContain(code);
    expect(r.statusCode).toBe(ERRORS[code].status);
  }
  return winners[0]!;
}

/**
 * Opens N pool connections before a race. On a cold pool the first request gets the only open
 * connection and finishes while the others still connect, so the requests never overlap and a
 * missing guard would go unnoticed (checked: without the conditional UPDATE the recovery race
 * passed on a cold pool and fails on a warm one).
 */
async function warmPool(t: TestServer) {
  await Promise.all(
    Array.from({ length: N }, () => t.database.db.execute(sql`select pg_sleep(0.05)`)),
  );
}

const login = (t: TestServer, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe.runIf(process.env['DATABASE_URL'])('concurrent use of one code (PostgreSQL)', () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`one recovery code submitted ${N} times at once resets the password once`, async () => {
    const email = 'carrera.recuperacion@demo.pe';
    await insertUser(t, { email });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/user/app/send-code-recovery-password',
      payload: { email, resend: false },
    });
    expect(sent.statusCode).toBe(200);
    const code = lastCode(t.mailer, email);
    await warmPool(t);
    const passwords = Array.from({ length: N }, (_, i) => `Nueva-Clave-Carrera-${i}-Cusco`);

    const results = await Promise.all(
      passwords.map((password) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/user/app/reset-password/',
          payload: { email, code, password, password_confirmation: password },
        }),
      ),
    );
    // A loser finds the code used, or (while the winner's try is still counted) out of tries.
    const winner = oneWinner(results, ['100032', '100031']);

    // Exactly the winning password logs in; two losers' passwords do not (fewer than the lockout).
    expect((await login(t, email, passwords[winner]!)).statusCode).toBe(200);
    for (const i of [(winner + 1) % N, (winner + 2) % N]) {
      const res = await login(t, email, passwords[i]!);
      expect(codeOf(res)).toBe('100008');
    }
    // The code stays used.
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/user/app/reset-password/',
      payload: {
        email,
        code,
        password: 'Otra-Clave-Mas-Tarde-9',
        password_confirmation: 'Otra-Clave-Mas-Tarde-9',
      },
    });
    expect(codeOf(again)).toBe('100032');
  });

  it(`one password-creation code submitted ${N} times at once creates the password once`, async () => {
    const email = 'carrera.creacion@demo.pe';
    await insertUser(t, { email, passwordHash: null, emailVerifiedAt: null });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/user/app/send-email-creation-password',
      payload: { email, resend: false, backoffice: false, origin: 'WEB' },
    });
    expect(sent.statusCode).toBe(200);
    const code = lastCode(t.mailer, email);
    await warmPool(t);
    const passwords = Array.from({ length: N }, (_, i) => `Primera-Clave-Carrera-${i}-Puno`);

    const results = await Promise.all(
      passwords.map((password) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/app/create-password-customer',
          payload: { email, code, password, password_confirmation: password, origin: 'APP' },
        }),
      ),
    );
    // A loser either finds the code used (no match) or, later, the password already there.
    const winner = oneWinner(results, ['SECURITY_CODE_NO_MATCH', '100072']);
    expect(json<{ token: string }>(results[winner]!).token).toMatch(/^eyJ/);
    expect((await login(t, email, passwords[winner]!)).statusCode).toBe(200);
    const loser = await login(t, email, passwords[(winner + 1) % N]!);
    expect(codeOf(loser)).toBe('100008');
  });

  it(`one email-verification code submitted ${N} times at once verifies once`, async () => {
    const email = 'carrera.verificacion@demo.pe';
    await insertUser(t, { email, emailVerifiedAt: null });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/user/app/send-email-validation',
      payload: { email, resend: true, origin: 'WEB' },
    });
    expect(sent.statusCode).toBe(200);
    const code = lastCode(t.mailer, email);
    await warmPool(t);

    const results = await Promise.all(
      Array.from({ length: N }, () =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/user/app/verify-email/${code}/${encodeURIComponent(email)}/WEB`,
        }),
      ),
    );
    oneWinner(results, ['SECURITY_CODE_NO_MATCH', '100092']);
  });
});

describe.runIf(process.env['DATABASE_URL'])(
  'concurrent sends and registrations (PostgreSQL)',
  () => {
    let t: TestServer;

    beforeAll(async () => {
      t = await createTestServer();
    });
    afterAll(async () => {
      await t?.close();
    });

    it(`${N} concurrent recovery-code requests send one code (the resend limit holds)`, async () => {
      const email = 'carrera.envio@demo.pe';
      await insertUser(t, { email });
      await warmPool(t);
      const results = await Promise.all(
        Array.from({ length: N }, () =>
          t.app.inject({
            method: 'POST',
            url: '/api/user/app/send-code-recovery-password',
            payload: { email, resend: true },
          }),
        ),
      );
      // Beyond the per-destination cap (10 an hour) the sender refuses before looking.
      oneWinner(results, ['100022', 'CODE_SEND_LIMITED']);
      expect(t.mailer.sent.filter((m) => m.to === email)).toHaveLength(1);
    });

    it(`${N} concurrent registrations of one email create one account`, async () => {
      const email = 'carrera.registro@demo.pe';
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: t.config.PUBLIC_USER_EMAIL, password: t.config.PUBLIC_USER_PASSWORD },
      });
      const publicToken = json<{ token: string }>(login).token;
      await warmPool(t);
      const results = await Promise.all(
        Array.from({ length: N }, () =>
          t.app.inject({
            method: 'POST',
            url: '/api/app/customer/register-email',
            headers: { authorization: `Bearer ${publicToken}` },
            payload: {
              email,
              terms_accepted: true,
              terms_version: t.config.TERMS_VERSION,
              privacy_policy_accepted: true,
              privacy_policy_version: t.config.PRIVACY_VERSION,
            },
          }),
        ),
      );
      oneWinner(results, ['USER_ALREADY_REGISTERED', 'CODE_SEND_LIMITED']);
    });
  },
);

// The lockout counters live in memory or Redis, not in the database: this race is real on
// PGlite too, so it always runs.
describe('concurrent password guesses', () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`${N} wrong passwords at once get at most 5 verifications, then the account is locked`, async () => {
    const email = 'carrera.clave@demo.pe';
    await insertUser(t, { email });
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) => login(t, email, `Clave-Equivocada-${i}-Tacna`)),
    );
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === '100008').length).toBeLessThanOrEqual(4);
    expect(codes.every((c) => c === '100008' || c === '100007')).toBe(true);
    // Locked: even the right password is refused until the lock ends.
    expect(codeOf(await login(t, email, PASSWORD))).toBe('100007');
    t.clock.advanceMinutes(15);
    expect((await login(t, email, PASSWORD)).statusCode).toBe(200);
  });
});

// Two API instances sharing the Redis counters (REDIS_URL): the limit holds across instances.
// Without REDIS_URL the block is skipped, and its name in the report says why.
const redisUrl = process.env['REDIS_URL'];
describe.runIf(redisUrl)(
  redisUrl
    ? 'concurrent password guesses on two instances'
    : 'concurrent password guesses on two instances (skipped: REDIS_URL is not set; CI sets it)',
  () => {
    let t: TestServer;
    let second: FastifyInstance;
    let stores: RedisRateLimitStore[];

    beforeAll(async () => {
      const prefix = `saf:test:${randomUUID()}:`;
      stores = [0, 1].map(() => new RedisRateLimitStore(process.env['REDIS_URL']!, prefix));
      t = await createTestServer({ rateLimit: stores[0]! });
      second = await buildServer(t.config, {
        database: t.database,
        clock: t.clock,
        mailer: t.mailer,
        rateLimit: stores[1]!,
      });
      await second.ready();
    });
    afterAll(async () => {
      await second?.close();
      await t?.close();
      for (const s of stores ?? []) await s.close();
    });

    it(`${N} wrong passwords split over two instances get at most 5 verifications`, async () => {
      const email = 'carrera.instancias@demo.pe';
      await insertUser(t, { email });
      const results = await Promise.all(
        Array.from({ length: N }, (_, i) =>
          (i % 2 ? second : t.app).inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email, password: `Clave-Equivocada-${i}-Piura` },
          }),
        ),
      );
      const codes = results.map(codeOf);
      expect(codes.filter((c) => c === '100008').length).toBeLessThanOrEqual(4);
      expect(codes.every((c) => c === '100008' || c === '100007')).toBe(true);
      expect(codeOf(await login(t, email, PASSWORD))).toBe('100007');
    });
  },
);
