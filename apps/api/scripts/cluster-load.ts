/**
 * `npm run load:cluster`: the API as production runs it, under a mixed customer load.
 *
 * Two API instances from the production build (`node dist/main.js`, serving the built portal)
 * in production mode: NODE_ENV=production, their real adapters pointed at local counterparts
 * (`counterparts/production.ts`: SMTP, the SMS gateway, Turnstile, Mercado Pago, the
 * participant register, Amazon Rekognition), only the screening on its sandbox, named in
 * ALLOW_SANDBOX_IN_PRODUCTION. They share one PostgreSQL database (a scratch one on the server
 * DATABASE_URL names, dropped at the end) and Redis, behind HAProxy from Debian's packages
 * (installed when missing), health-checked on `/readyz`. For LOAD_SECONDS (60) the mix below
 * arrives at LOAD_RATE (600) requests a second on a fixed schedule, on loopback only, over up to
 * LOAD_CONNECTIONS (64) keep-alive connections: latency counts from when each request was due,
 * so a stall shows. (`LOAD_RATE=max` sends as fast as the cluster answers on 16 connections
 * instead: the capacity.) A 10 s warm-up at the same load comes first, unmeasured. Halfway
 * through, instance 1 is restarted as a rolling deploy does it: a successor starts, is ready and
 * ramped up to its full share, then instance 1 gets SIGTERM (drain, in-flight answered). Then
 * the script checks that every subscription and rescue the cluster acknowledged is in the
 * database, that no session broke (no 401), that a login lockout counts failures from both
 * instances (Redis) and that each valor-cuota publication ran once (pg-boss), and prints the
 * figures per route and overall beside the targets (600 req/s, p99 ≤ 100 ms, no error but the
 * business refusals listed in EXPECTED). Writes them to .tmp/load/cluster.json.
 *
 * Its parts are in `load/`: the settings and the mix's shares (`settings.ts`), the data
 * (`seed.ts`), the instances, HAProxy and the restart (`cluster.ts`), the open and closed loops
 * (`loops.ts`), the requests and what their answers tell (`mix.ts`), the figures and checks
 * (`report.ts`).
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openScratchDatabase } from '../src/db/scratch';
import { orders } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/seeds/demo';
import { API_ROOT } from '../src/lib/paths';
import { haproxyBinary } from '../../../scripts/haproxy.mjs';
import { startCounterpartsProcess } from '../counterparts/process';
import { restartHalfway, startCluster } from './load/cluster';
import { closedLoop, openLoop } from './load/loops';
import { loadMix } from './load/mix';
import { report } from './load/report';
import { seedLoad } from './load/seed';
import {
  CONNECTIONS,
  CUSTOMERS,
  POSTGRES_URL,
  RATE,
  SECONDS,
  WARMUP,
  sleep,
  type Answered,
} from './load/settings';

const ROOT = path.resolve(API_ROOT, '..', '..');

const haproxy = haproxyBinary();
if (!process.env['LOAD_SKIP_BUILD']) {
  console.info('Building (npm run build)…');
  const built = spawnSync(process.execPath, ['scripts/pnpm.mjs', '-r', 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('the build failed');
}

// The seeding below runs here, through code (the demo seed refuses a production API), with the
// development settings; the instances run with production's.
const config = loadConfig({ NODE_ENV: 'development' });
const counterparts = await startCounterpartsProcess();
const scratch = await openScratchDatabase({ prefix: 'saf_load', url: POSTGRES_URL, max: 4 });
const db = scratch.database.db;
const children: ChildProcess[] = [];
const tmp = path.join(ROOT, '.tmp', 'load');
mkdirSync(tmp, { recursive: true });

try {
  // --- The data: the fund catalogue with a year of valores cuota, and customers who hold funds.
  console.info(`Seeding ${scratch.label}…`);
  const emails = await seedLoad(db, config, new Date());

  // --- Two instances and the load balancer.
  const cluster = await startCluster({
    root: ROOT,
    tmp,
    haproxy,
    databaseUrl: scratch.url!,
    counterpartsEnv: counterparts.env,
    children,
  });
  const { base, ports } = cluster;

  // --- Sessions: every customer logs in once through the load balancer.
  const login = async (email: string, password = DEMO_PASSWORD, at = base) => {
    const res = await fetch(`${at}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    return { status: res.status, body: (await res.json()) as { token?: string; code?: string } };
  };
  const tokens: string[] = [];
  for (const email of emails) {
    const { body } = await login(email);
    if (!body.token) throw new Error(`login of ${email} failed: ${JSON.stringify(body)}`);
    tokens.push(body.token);
  }
  const accounts = new Map<string, number>();
  for (const row of (
    await db.execute<{ email: string; id: number }>(
      sql`select u.email, b.id from bank_accounts b join users u on u.id = b.user_id
          where b.currency = 'PEN' and b.removed_at is null`,
    )
  ).rows)
    accounts.set(row.email, Number(row.id));

  // --- The load.
  const { build, answered, record } = loadMix({ tokens, emails, accounts });
  let nextCustomer = 0;
  console.info(
    RATE === null
      ? `Load: ${SECONDS} s, as fast as answered on ${CONNECTIONS} connections through HAProxy to 2 instances; instance 1 restarts at ${SECONDS / 2} s…`
      : `Load: ${RATE} requests per second for ${SECONDS} s (up to ${CONNECTIONS} connections) through HAProxy to 2 instances; instance 1 restarts at ${SECONDS / 2} s…`,
  );
  const next = () => nextCustomer++ % CUSTOMERS;
  // Fresh instances compile their code as the first requests come: the same load warms them up
  // first, unmeasured (the restarted instance gets no such favour: see `slowstart` above).
  if (WARMUP > 0) {
    const ignore: Answered = () => undefined;
    if (RATE === null) await closedLoop(base, build, ignore, next, WARMUP);
    else await openLoop(base, RATE, build, ignore, next, WARMUP);
  }
  const restart = restartHalfway(cluster, SECONDS, () => record.loadStart);
  record.loadStart = Date.now();
  const transport =
    RATE === null
      ? await closedLoop(base, build, answered, next, SECONDS)
      : await openLoop(base, RATE, build, answered, next, SECONDS);
  const restarted = await restart;

  // --- What must hold afterwards.
  const unique = [...new Set(record.acknowledged)];
  const stored = unique.length
    ? (
        await db
          .select({ reference: orders.reference })
          .from(orders)
          .where(inArray(orders.reference, unique))
      ).map((r) => r.reference)
    : [];
  const lost = unique.filter((r) => !stored.includes(r));
  // Five wrong passwords, alternately on each instance, lock the account on both (Redis).
  const victim = emails[0]!;
  const direct = [ports[2], ports[1]].map((p) => `http://127.0.0.1:${p}`);
  for (let i = 0; i < 5; i++) await login(victim, 'Clave-Equivocada-1', direct[i % 2]);
  const locked = await login(victim, DEMO_PASSWORD, direct[1]);
  const jobs = (
    await db.execute<{ run_key: string; n: number }>(
      sql`select run_key, count(*)::int as n from job_runs where job = 'publish-nav' and outcome = 'completed' group by run_key`,
    )
  ).rows;

  const passed = report(tmp, record, transport, restarted, { unique, lost, locked, jobs });
  process.exitCode = passed ? 0 : 1;
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await sleep(2500);
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await scratch.drop().catch((err: unknown) => console.error('scratch database not dropped', err));
  await counterparts.close();
}
