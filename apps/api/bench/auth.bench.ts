/**
 * Benchmark of the authentication path (a script, not a test): `pnpm --filter @saf/api bench`.
 *
 * Starts the real server on 127.0.0.1 with an ephemeral port on a fresh database (in-memory
 * PGlite by default; a brand-new PostgreSQL database, dropped afterwards, when DATABASE_URL is
 * set), seeds the demo customers, then measures with autocannon on loopback only:
 * 0. a bare Fastify route of the same version answering a small JSON object, in the same
 *    process, at 50 connections: the reference every phase is divided by, so the figures
 *    compare within one run on a shared, noisy machine;
 * 1. login verifications per second (POST /api/auth/login, one argon2id verify each);
 * 2. p50/p99 latency of an authenticated read of the session user (GET /api/auth/me) at 50
 *    concurrent connections.
 * Each phase is bounded in time (BENCH_SECONDS, default 10). The load generator runs in a worker
 * thread so it does not share the server's event loop. The login limits (failures per IP,
 * code checks per IP) are raised through configuration for this server only; no code path is
 * turned off. Successful logins never count towards the account lockout.
 */
import os from 'node:os';
import autocannon, { type Result } from 'autocannon';
import Fastify from 'fastify';
import { loadConfig } from '../src/config';
import { openScratchDatabase } from '../src/db/scratch';
import { DEMO_PASSWORD, seed } from '../src/seeds/demo';
import { buildServer } from '../src/server';

const SECONDS = Math.max(1, Math.min(60, Number(process.env['BENCH_SECONDS'] ?? 10)));
// One account: the lockout counts attempts in flight (a success clears them) and refuses more
// than 5 at once, so the login phase stays under that. 4 connections saturate 2 cores of argon2id.
const LOGIN_CONNECTIONS = Math.min(5, Number(process.env['BENCH_LOGIN_CONNECTIONS'] ?? 4));
const READ_CONNECTIONS = 50;
const EMAIL = 'cliente@demo.pe';

function run(title: string, opts: Parameters<typeof autocannon>[0]): Promise<Result> {
  console.info(`… ${title}: ${opts.connections} connections for ${SECONDS} s`);
  return autocannon({ duration: SECONDS, timeout: 10, workers: 1, ...opts });
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function statuses(r: Result): string {
  return Object.entries(r.statusCodeStats)
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
}

async function main() {
  const { database, label, drop } = await openScratchDatabase({
    prefix: 'saf_bench',
    url: process.env['DATABASE_URL'],
    max: Number(process.env['BENCH_POOL'] ?? 20),
  });
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    // Raised for the benchmark only: every request comes from 127.0.0.1.
    LOGIN_IP_LIMIT: '1000000',
    CODE_IP_LIMIT: '1000000',
  });
  const app = await buildServer(config, { database });
  // The reference: Fastify alone, one route answering a small JSON object.
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true, service: 'bare', version: 1 }));
  let exitCode = 0;
  try {
    await seed(database.db);
    await app.listen({ host: '127.0.0.1', port: 0 });
    await bare.listen({ host: '127.0.0.1', port: 0 });
    const bareAddress = bare.server.address();
    if (!bareAddress || typeof bareAddress === 'string') throw new Error('no TCP address');
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    const base = `http://127.0.0.1:${address.port}`;
    const loginBody = JSON.stringify({ email: EMAIL, password: DEMO_PASSWORD, app: false });

    const first = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: loginBody,
    });
    if (first.status !== 200)
      throw new Error(`login of the seeded customer failed: ${first.status}`);
    const { token } = (await first.json()) as { token: string };

    console.info(`Benchmark of the auth path on ${base} — database: ${label}`);
    console.info(
      `Machine: ${os.cpus().length} CPU (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`,
    );
    console.info(
      'Limits raised for this run through configuration: LOGIN_IP_LIMIT=1000000, CODE_IP_LIMIT=1000000 ' +
        '(lockout and argon2id unchanged; only successful logins are sent, at most 5 at once).',
    );

    const reference = await run('bare Fastify route', {
      url: `http://127.0.0.1:${bareAddress.port}/bare`,
      method: 'GET',
      connections: READ_CONNECTIONS,
    });
    const login = await run('login', {
      url: `${base}/api/auth/login`,
      method: 'POST',
      connections: LOGIN_CONNECTIONS,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: loginBody,
    });
    const me = await run('session user read', {
      url: `${base}/api/auth/me`,
      method: 'GET',
      connections: READ_CONNECTIONS,
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });

    const ratio = (r: Result) => `${(r.requests.mean / reference.requests.mean).toFixed(3)} ×`;
    const rows: [string, string, string, string, string, string, string][] = [
      ['phase', 'connections', 'req/s (mean)', 'vs bare', 'p50 ms', 'p99 ms', 'answers'],
      [
        'GET /bare (Fastify alone)',
        String(READ_CONNECTIONS),
        fmt(reference.requests.mean, 1),
        '1.000 ×',
        fmt(reference.latency.p50, 1),
        fmt(reference.latency.p99, 1),
        statuses(reference),
      ],
      [
        'POST /api/auth/login',
        String(LOGIN_CONNECTIONS),
        fmt(login.requests.mean, 1),
        ratio(login),
        fmt(login.latency.p50, 1),
        fmt(login.latency.p99, 1),
        statuses(login),
      ],
      [
        'GET /api/auth/me',
        String(READ_CONNECTIONS),
        fmt(me.requests.mean, 1),
        ratio(me),
        fmt(me.latency.p50, 1),
        fmt(me.latency.p99, 1),
        statuses(me),
      ],
    ];
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
    console.info('');
    for (const [i, r] of rows.entries()) {
      console.info(
        r
          .map((c, j) => c.padEnd(widths[j]!))
          .join('  ')
          .trimEnd(),
      );
      if (i === 0) console.info(widths.map((w) => '-'.repeat(w)).join('  '));
    }
    console.info('');
    console.info(`Login verifications per second: ${fmt(login.requests.mean, 1)}`);
    console.info(
      `Session user read at ${READ_CONNECTIONS} connections: p50 ${fmt(me.latency.p50, 1)} ms, ` +
        `p99 ${fmt(me.latency.p99, 1)} ms (${fmt(me.requests.mean)} req/s, ${ratio(me)} the bare route)`,
    );
    const failures =
      reference.non2xx + reference.errors + login.non2xx + login.errors + me.non2xx + me.errors;
    if (failures > 0) {
      console.error(`${failures} answers were not 2xx or failed: the figures are not valid.`);
      exitCode = 1;
    }
  } finally {
    await bare.close();
    await app.close();
    await drop();
  }
  process.exit(exitCode);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
