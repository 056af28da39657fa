import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { bankAccounts, biometricChecks } from '../../src/db/schema';
import { MemoryMailer, type Mailer } from '../../src/adapters/mail/index';
import { MemoryRateLimitStore, type RateLimitStore } from '../../src/adapters/rate-limit/index';
import { mailRelay, type MailRelay } from '../../src/modules/mailbox/relay';
import { seedFunds } from '../../src/seeds/funds';
import { seedOrderHistory } from '../../src/seeds/history';
import { limaDate } from '../../src/lib/lima';
import {
  PASSWORD,
  bearer,
  createTestServer,
  insertUser,
  json,
  loginToken,
  type TestServer,
} from '../helpers';
import { countQueries, type QueryCounter } from './query-counter';

/**
 * The work per request of each route of `npm run load:cluster`'s mix, as counts that do not
 * depend on the machine: the SQL statements the database is sent (each one round trip on
 * PostgreSQL, BEGIN and COMMIT included; the mail outbox's relay round a request sets off
 * included) and the calls to the shared counter store (Redis in production). A GET is counted
 * on its second call, as it runs under load (its session and what it reads are already cached);
 * the ceilings below keep these figures from growing back unnoticed. docs/perf/load-cluster.md
 * keeps the table. `QUERIES_LOG=1` prints each statement.
 */

/** The ceilings: statements per request (SQL) and counter-store calls (Redis). */
const BUDGET: Record<string, { sql: number; redis: number }> = {
  login: { sql: 2, redis: 4 },
  portfolio: { sql: 3, redis: 0 },
  'fund list': { sql: 0, redis: 0 },
  'fund history (1Y)': { sql: 0, redis: 0 },
  movements: { sql: 1, redis: 0 },
  subscription: { sql: 15, redis: 0 },
  'subscription, retried with its key': { sql: 5, redis: 0 },
  rescue: { sql: 20, redis: 0 },
  'rescue refused (within 24 hours)': { sql: 7, redis: 0 },
};

/** A counter store that counts its calls (each one round trip to Redis in production). */
function countingStore(store: RateLimitStore): { store: RateLimitStore; calls: () => number } {
  let calls = 0;
  const proxy = new Proxy(store, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { store: proxy, calls: () => calls };
}

describe('queries per request of the load mix', () => {
  let t: TestServer;
  let counter: QueryCounter;
  let relay: MailRelay | undefined;
  const redis = countingStore(new MemoryRateLimitStore());
  const email = 'carga1@demo.pe';
  let token = '';
  let account = 0;
  const figures: { route: string; sql: number; redis: number; statements: string[] }[] = [];

  beforeAll(async () => {
    // As production sends mail: through the outbox and its relay (its SMTP server a memory one).
    const mailer: Mailer = { name: 'outbox', send: (m) => relay!.mailer.send(m) };
    t = await createTestServer({ rateLimit: redis.store, mailer });
    relay = mailRelay({
      db: t.database.db,
      clock: t.clock,
      smtp: new MemoryMailer(),
      log: t.app.log,
    });
    // Wednesday 15 January 2025, 10:00 in Lima: a business day, before every cut-off.
    t.clock.set(new Date('2025-01-15T10:00:00-05:00'));
    const now = t.clock.now();
    await seedFunds(t.database.db, now, 1, { publishTime: '19:00' });
    // A customer of the load: identity validated, a risk profile, two funds held.
    const user = await insertUser(t, {
      email,
      name: 'Lucía',
      lastname: 'Quispe Rojas',
      documentType: '01',
      numberDocument: '70000000',
      birthDate: '1990-01-01',
      phoneNumber: '+51991000000',
      identityValidatedAt: now,
      passwordChangedAt: now,
      riskProfileId: 2,
      riskQuestionnaireAt: now,
      tokensValidAfter: new Date(0),
    });
    await seedOrderHistory(
      t.database.db,
      t.config,
      {
        email,
        steps: [
          {
            daysAgo: 200,
            outcome: 'transfer',
            body: { fund_code: 'RCPS', series: '000', amount: '5000.00', funds_origin: 'SAVINGS' },
          },
          {
            daysAgo: 150,
            outcome: 'transfer',
            body: { fund_code: 'RMPS', series: '000', amount: '4000.00', funds_origin: 'SALARY' },
          },
        ],
      },
      now,
    );
    await t.database.db.insert(biometricChecks).values(
      (['SUBSCRIPTION', 'RESCUE'] as const).map((purpose) => ({
        sessionId: randomUUID(),
        userId: user.id,
        purpose,
        day: limaDate(now),
        provider: 'sandbox',
        createdAt: now,
        expiresAt: now,
        comparedAt: now,
        result: 'POSITIVE',
      })),
    );
    const [pen] = await t.database.db
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(
        and(
          eq(bankAccounts.userId, user.id),
          eq(bankAccounts.currency, 'PEN'),
          isNull(bankAccounts.removedAt),
        ),
      );
    account = pen!.id;
    token = await loginToken(t.app, email);
    counter = countQueries(t.database);
  });
  afterAll(async () => {
    await relay?.close();
    await t?.close();
    if (figures.length) {
      const lines = figures.map((f) => `| ${f.route} | ${f.sql} | ${f.redis} |`);
      console.info(
        `\nqueries per request (${t.database.kind})\n| route | SQL statements | counter-store calls |\n|---|---|---|\n${lines.join('\n')}`,
      );
      if (process.env['QUERIES_LOG'])
        for (const f of figures) console.info(`\n${f.route}:\n  ${f.statements.join('\n  ')}`);
    }
  });

  /** Waits until the database has been sent nothing for a while (a relay round done). */
  const settle = async () => {
    for (let last = -1; last !== counter.count;) {
      last = counter.count;
      await new Promise((r) => setTimeout(r, 60));
    }
  };

  const measure = async (
    route: string,
    request: () => Promise<LightMyRequestResponse>,
    status: number,
  ) => {
    await settle();
    counter.reset();
    const before = redis.calls();
    const res = await counter.run(request);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
    await settle();
    const f = {
      route,
      sql: counter.count,
      redis: redis.calls() - before,
      statements: [...counter.log],
    };
    figures.push(f);
    return { res, f };
  };

  const get = (url: string) => () => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, payload: object, key: string) => () =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), 'idempotency-key': key },
      payload: payload as Record<string, unknown>,
    });

  const within = (f: { route: string; sql: number; redis: number }) => {
    const budget = BUDGET[f.route]!;
    expect(f.sql, `${f.route}: SQL statements`).toBeLessThanOrEqual(budget.sql);
    expect(f.redis, `${f.route}: counter-store calls`).toBeLessThanOrEqual(budget.redis);
  };

  it('login', async () => {
    const { f } = await measure(
      'login',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: PASSWORD },
        }),
      200,
    );
    within(f);
  });

  for (const [route, url] of [
    ['portfolio', '/api/portfolio'],
    ['fund list', '/api/funds'],
    ['fund history (1Y)', '/api/funds/RCPS/history?range=1Y'],
    ['movements', '/api/movements'],
  ] as const) {
    it(route, async () => {
      // The first call fills what an instance under load already holds.
      expect((await get(url)()).statusCode).toBe(200);
      const { f } = await measure(route, get(url), 200);
      within(f);
    });
  }

  it('subscription, and the same retried with its key', async () => {
    const body = { fund_code: 'RCPS', series: '000', amount: '1000.00', funds_origin: 'SAVINGS' };
    const key = `carga-${randomUUID()}`;
    const first = await measure('subscription', post('/api/subscriptions', body, key), 201);
    within(first.f);
    const again = await measure(
      'subscription, retried with its key',
      post('/api/subscriptions', body, key),
      201,
    );
    expect(again.res.headers['idempotent-replayed']).toBe('true');
    expect(json(again.res)).toEqual(json(first.res));
    within(again.f);
  });

  it('rescue, and a second one of the fund the same day', async () => {
    const body = {
      fund_code: 'RCPS',
      series: '000',
      mode: 'AMOUNT',
      amount: '200.00',
      bank_account_id: account,
    };
    const first = await measure('rescue', post('/api/rescues', body, `carga-${randomUUID()}`), 201);
    within(first.f);
    const second = await measure(
      'rescue refused (within 24 hours)',
      post('/api/rescues', body, `carga-${randomUUID()}`),
      409,
    );
    expect(json(second.res)['code']).toBe('RESCUE_WITHIN_24_HOURS');
    within(second.f);
  });
});
