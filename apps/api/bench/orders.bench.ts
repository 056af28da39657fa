/**
 * Benchmark of the order path (a script, not a test): `pnpm --filter @saf/api bench:orders`.
 *
 * The real server on 127.0.0.1 (ephemeral port) on a fresh database: in-memory PGlite, or a
 * brand-new PostgreSQL database when DATABASE_URL is set (dropped afterwards). It seeds the fund
 * catalogue, the demo customer's year of orders and BENCH_CUSTOMERS participants, then measures
 * with autocannon on loopback, each phase bounded by BENCH_SECONDS (default 10):
 * 0. a bare Fastify route in the same process: every figure is divided by it (same run, same
 *    machine, so the ratio holds on a shared, noisy host);
 * 1. POST /api/subscriptions with a new Idempotency-Key per request, spread over the
 *    participants (one customer's orders are decided one at a time under their row lock);
 * 2. GET /api/portfolio of the demo customer at 50 connections.
 * The requests are built per call (a key, a customer), so autocannon runs in this process for
 * every phase, the bare one included: the ratios compare like with like.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import autocannon, { type Result } from 'autocannon';
import { DEMO_PASSWORD, seed } from '../src/seeds/demo';
import { seedCompletedClientData } from '../src/seeds/client-data';
import { seedFunds } from '../src/seeds/funds';
import { seedDemoHistory } from '../src/seeds/history';
import { biometricChecks, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { limaDate } from '../src/lib/lima';
import { benchServers, fmt, runBenchmark, SECONDS, statuses } from './harness';

const CUSTOMERS = Math.max(1, Number(process.env['BENCH_CUSTOMERS'] ?? 20));
const CREATE_CONNECTIONS = Number(process.env['BENCH_CREATE_CONNECTIONS'] ?? 20);
const READ_CONNECTIONS = 50;

function run(title: string, opts: Parameters<typeof autocannon>[0]): Promise<Result> {
  console.info(`… ${title}: ${opts.connections} connections for ${SECONDS} s`);
  return autocannon({ duration: SECONDS, timeout: 10, ...opts });
}

async function main(): Promise<number> {
  const servers = await benchServers({ ORDER_DESK_INTERVAL_SECONDS: '0' });
  const { database, label, config } = servers;
  let exitCode = 0;
  try {
    const now = new Date();
    await seed(database.db, now);
    await seedFunds(database.db, now, 1, { publishTime: config.NAV_PUBLISH_TIME });
    await seedDemoHistory(database.db, config, now);
    const hash = await hashPassword(DEMO_PASSWORD);
    const emails: string[] = [];
    for (let i = 0; i < CUSTOMERS; i += 1) {
      const email = `bench${i}@demo.pe`;
      const [user] = await database.db
        .insert(users)
        .values({
          email,
          username: email,
          name: 'Cliente',
          lastname: `Prueba ${String.fromCharCode(65 + (i % 26))}`,
          emailVerifiedAt: now,
          identityValidatedAt: now,
          passwordHash: hash,
          documentType: '01',
          numberDocument: String(70_000_000 + i),
          birthDate: '1990-01-01',
          riskProfileId: 3,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await seedCompletedClientData(database.db, email, new Date(now.getTime() - 86_400_000));
      await database.db.insert(biometricChecks).values({
        sessionId: randomUUID(),
        userId: user!.id,
        purpose: 'SUBSCRIPTION',
        day: limaDate(now),
        provider: 'sandbox',
        createdAt: now,
        expiresAt: now,
        comparedAt: now,
        result: 'POSITIVE',
      });
      emails.push(email);
    }
    const { base, bareBase } = await servers.listen();
    const login = async (email: string) => {
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD, app: false }),
      });
      if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status}`);
      return ((await res.json()) as { token: string }).token;
    };
    const tokens = await Promise.all(emails.map(login));
    const demoToken = await login('cliente@demo.pe');

    console.info(`Benchmark of the order path on ${base} — database: ${label}`);
    console.info(
      `Machine: ${os.cpus().length} CPU (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`,
    );
    const reference = await run('bare Fastify route', {
      url: `${bareBase}/bare`,
      connections: READ_CONNECTIONS,
    });
    let n = 0;
    const body = JSON.stringify({
      fund_code: 'RCPS',
      series: '000',
      amount: '1000.00',
      funds_origin: 'SAVINGS',
    });
    const create = await run('create subscriptions', {
      url: `${base}/api/subscriptions`,
      connections: CREATE_CONNECTIONS,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            n += 1;
            return {
              ...req,
              body,
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${tokens[n % tokens.length]}`,
                'idempotency-key': randomUUID(),
              },
            };
          },
        },
      ],
    });
    const folio = await run('portfolio read', {
      url: `${base}/api/portfolio`,
      connections: READ_CONNECTIONS,
      headers: { authorization: `Bearer ${demoToken}` },
    });
    const ratio = (r: Result) => (r.requests.mean / reference.requests.mean).toFixed(3);
    console.info('');
    console.info(
      'phase                          conn  req/s      vs bare  p50 ms  p99 ms  answers',
    );
    for (const [name, conn, r] of [
      ['GET /bare (Fastify alone)', READ_CONNECTIONS, reference],
      ['POST /api/subscriptions', CREATE_CONNECTIONS, create],
      ['GET /api/portfolio', READ_CONNECTIONS, folio],
    ] as const) {
      console.info(
        `${name.padEnd(30)} ${String(conn).padEnd(5)} ${fmt(r.requests.mean, 1).padEnd(10)} ${ratio(r).padEnd(8)} ${fmt(r.latency.p50, 1).padEnd(7)} ${fmt(r.latency.p99, 1).padEnd(7)} ${statuses(r)}`,
      );
    }
    console.info('');
    console.info(
      `Orders per second: ${fmt(create.requests.mean, 1)} (p99 ${fmt(create.latency.p99, 1)} ms, ${ratio(create)} × the bare route)`,
    );
    console.info(
      `Portfolio read at ${READ_CONNECTIONS} connections: ${fmt(folio.requests.mean, 1)} req/s, p99 ${fmt(folio.latency.p99, 1)} ms (${ratio(folio)} × the bare route)`,
    );
    const failures = [reference, create, folio].reduce((s, r) => s + r.non2xx + r.errors, 0);
    if (failures > 0) {
      console.error(`${failures} answers were not 2xx or failed: the figures are not valid.`);
      exitCode = 1;
    }
  } finally {
    await servers.close();
  }
  return exitCode;
}

runBenchmark(main);
