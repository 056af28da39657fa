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
import { DEMO_PASSWORD, seed } from '../src/seeds/demo';
import { benchServers, fmt, runBenchmark, SECONDS, statuses } from './harness';

// One account: the lockout counts attempts in flight (a success clears them) and refuses more
// than 5 at once, so the login phase stays under that. 4 connections saturate 2 cores of argon2id.
const LOGIN_CONNECTIONS = Math.min(5, Number(process.env['BENCH_LOGIN_CONNECTIONS'] ?? 4));
const READ_CONNECTIONS = 50;
const EMAIL = 'cliente@demo.pe';

function run(title: string, opts: Parameters<typeof autocannon>[0]): Promise<Result> {
  console.info(`… ${title}: ${opts.connections} connections for ${SECONDS} s`);
  return autocannon({ duration: SECONDS, timeout: 10, workers: 1, ...opts });
}

async function main(): Promise<number> {
  const servers = await benchServers();
  const { database, label } = servers;
  let exitCode = 0;
  try {
    await seed(database.db);
    const { base, bareBase } = await servers.listen();
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
      url: `${bareBase}/bare`,
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
    await servers.close();
  }
  return exitCode;
}

runBenchmark(main);
