/**
 * `npm run load:cluster`: the API as production runs it, under a mixed customer load.
 *
 * Two API instances from the production build (`node dist/main.js`, serving the built portal)
 * on one PostgreSQL database (a scratch one, dropped at the end) and Redis, behind HAProxy from
 * Debian's packages (installed when missing), health-checked on `/readyz`. For LOAD_SECONDS (60)
 * LOAD_CONNECTIONS (16) keep-alive connections, on loopback only, send the mix below as fast as
 * the cluster answers. Halfway through, instance 1 gets SIGTERM (drain, in-flight answered) and
 * is started again. Then the script checks that every subscription and rescue the cluster
 * acknowledged is in the database, that no session broke (no 401), that a login lockout counts
 * failures from both instances (Redis) and that each valor-cuota publication ran once (pg-boss),
 * and prints the figures per route and overall beside the targets (300 req/s, p99 ≤ 100 ms, no
 * error but the business refusals listed in EXPECTED). Writes them to .tmp/load/cluster.json.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { inArray, sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openScratchDatabase } from '../src/db/scratch';
import { biometricChecks, orders, users } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seed';
import { seedFunds } from '../src/db/seed-funds';
import { seedOrderHistory } from '../src/db/seed-history';
import { limaDate } from '../src/modules/funds/lima';
import { hashPassword } from '../src/lib/passwords';
import { freePort } from '../src/lib/net';
import { API_ROOT } from '../src/lib/paths';

const ROOT = path.resolve(API_ROOT, '..', '..');
const SECONDS = Number(process.env['LOAD_SECONDS'] ?? 60);
const CONNECTIONS = Number(process.env['LOAD_CONNECTIONS'] ?? 16);
const CUSTOMERS = 48;
const NAMES = ['Lucía', 'Mateo', 'Valeria', 'Diego', 'Camila', 'Sebastián', 'Ximena', 'Joaquín'];
const SURNAMES = ['Quispe', 'Flores', 'Huamán', 'Rojas', 'Mendoza', 'Vargas', 'Chávez', 'Ramos'];
const TARGET = { rps: 300, p99: 100 };

/** The mix, in per cent of requests. */
const MIX = [
  ['login', 2],
  ['portfolio', 24],
  ['funds', 16],
  ['history', 14],
  ['movements', 20],
  ['subscribe', 12],
  ['rescue', 12],
] as const;
type Op = (typeof MIX)[number][0];

/** Refusals a customer meets in business as usual: counted apart, not as errors. */
const EXPECTED = new Set([
  'RESCUE_WITHIN_24_HOURS',
  'RESCUE_MINIMUM_REMAINING',
  'RESCUE_ABOVE_BALANCE',
  'RESCUE_MINIMUM_AMOUNT',
]);

const postgres = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const redis = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url: string, seconds: number, status = 200): Promise<void> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    try {
      if ((await fetch(url)).status === status) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`${url} did not answer ${status} in ${seconds} s`);
    await sleep(200);
  }
}

function haproxyBinary(): string {
  const found = spawnSync('sh', ['-c', 'command -v haproxy || ls /usr/sbin/haproxy'], {
    encoding: 'utf8',
  }).stdout.trim();
  if (found) return found.split('\n')[0]!;
  if (process.getuid?.() !== 0)
    throw new Error('HAProxy is missing: sudo apt-get install -y haproxy, then run this again');
  console.info("Installing HAProxy from Debian's packages…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const done = spawnSync('apt-get', ['install', '-y', '-qq', 'haproxy'], { stdio: 'inherit', env });
  if (done.status !== 0) throw new Error('apt-get install haproxy failed');
  return '/usr/sbin/haproxy';
}

// ---------------------------------------------------------------------------------------------

const haproxy = haproxyBinary();
if (!process.env['LOAD_SKIP_BUILD']) {
  console.info('Building (npm run build)…');
  const built = spawnSync(process.execPath, ['scripts/pnpm.mjs', '-r', 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('the build failed');
}

const config = loadConfig({ NODE_ENV: 'development' });
const scratch = await openScratchDatabase({ prefix: 'saf_load', url: postgres, max: 4 });
const db = scratch.database.db;
const children: ChildProcess[] = [];
const tmp = path.join(ROOT, '.tmp', 'load');
mkdirSync(tmp, { recursive: true });

try {
  // --- The data: the fund catalogue with a year of valores cuota, and customers who hold funds.
  console.info(`Seeding ${scratch.label}…`);
  const now = new Date();
  await seedFunds(db, now, 1, { publishTime: config.NAV_PUBLISH_TIME });
  const hash = await hashPassword(DEMO_PASSWORD);
  const emails = Array.from({ length: CUSTOMERS }, (_, i) => `carga${i + 1}@demo.pe`);
  await db.insert(users).values(
    emails.map((email, i) => ({
      email,
      username: email,
      name: NAMES[i % NAMES.length]!,
      lastname: `${SURNAMES[i % SURNAMES.length]} ${SURNAMES[(i * 5 + 3) % SURNAMES.length]}`,
      documentType: '01',
      numberDocument: String(70_000_000 + i),
      birthDate: '1990-01-01',
      phoneNumber: `+5199${String(1_000_000 + i).padStart(7, '0')}`,
      emailVerifiedAt: now,
      identityValidatedAt: now,
      passwordHash: hash,
      passwordChangedAt: now,
      riskProfileId: 2,
      riskQuestionnaireAt: now,
      createdAt: now,
      updatedAt: now,
      tokensValidAfter: new Date(0),
    })),
  );
  for (const email of emails)
    await seedOrderHistory(
      db,
      config,
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
  // Every customer passed today's facial check for subscribing and for rescuing.
  const people = await db.select({ id: users.id }).from(users).where(inArray(users.email, emails));
  await db.insert(biometricChecks).values(
    people.flatMap(({ id }) =>
      (['SUBSCRIPTION', 'RESCUE'] as const).map((purpose) => ({
        sessionId: randomUUID(),
        userId: id,
        purpose,
        day: limaDate(now),
        provider: 'sandbox',
        createdAt: now,
        expiresAt: now,
        comparedAt: now,
        result: 'POSITIVE',
      })),
    ),
  );

  // --- Two instances and the load balancer.
  const ports = [await freePort(), await freePort()];
  const front = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: scratch.url!,
    REDIS_URL: redis,
    // This run's own counters, whatever earlier runs or tests left in the same Redis.
    REDIS_PREFIX: `saf:load:${randomUUID().slice(0, 8)}:`,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PORTAL_DIR: path.join(ROOT, 'apps', 'portal', 'dist'),
    TRUST_PROXY: 'true',
    SHUTDOWN_DRAIN_MS: '1500',
    ORDER_DESK_INTERVAL_SECONDS: '5',
  };
  const start = (i: number) => {
    // LOAD_PROFILE=1: instance 2 (never restarted) writes a CPU profile under .tmp/load/.
    const profile =
      process.env['LOAD_PROFILE'] && i === 1 ? ['--cpu-prof', `--cpu-prof-dir=${tmp}`] : [];
    const child = spawn(process.execPath, [...profile, 'dist/main.js'], {
      cwd: API_ROOT,
      env: { ...env, PORT: String(ports[i]) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    return child;
  };
  const instances = [start(0), start(1)];
  await Promise.all(ports.map((p) => waitFor(`http://127.0.0.1:${p}/readyz`, 120)));
  const cfg = path.join(tmp, 'haproxy.cfg');
  writeFileSync(
    cfg,
    `global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  option http-keep-alive
  option forwardfor
  # A request that found an instance going away is sent to the other one (orders carry an
  # Idempotency-Key, so a retried POST cannot place twice).
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response 503
frontend portal
  bind 127.0.0.1:${front}
  default_backend api
backend api
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter 400ms fall 1 rise 2
  server api1 127.0.0.1:${ports[0]} check
  server api2 127.0.0.1:${ports[1]} check
`,
  );
  children.push(spawn(haproxy, ['-f', cfg, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] }));
  const base = `http://127.0.0.1:${front}`;
  await waitFor(`${base}/readyz`, 30);

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
  let seed = 20261126;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const pick = (): Op => {
    let r = random() * 100;
    for (const [op, weight] of MIX) if ((r -= weight) < 0) return op;
    return 'portfolio';
  };
  const latencies = new Map<Op, number[]>(MIX.map(([op]) => [op, []]));
  const outcomes = new Map<string, number>();
  const acknowledged: string[] = [];
  let replays = 0;
  let nextCustomer = 0;
  const count = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);

  interface Context {
    customer: number;
    op: Op;
    t0: bigint;
    key?: string;
  }
  /** Each customer's last subscription key that was answered (autocannon resets contexts). */
  const answeredKeys = new Map<number, string>();
  const restartAt = Date.now() + (SECONDS * 1000) / 2;
  const restart = (async () => {
    await sleep(restartAt - Date.now());
    const t0 = Date.now();
    const old = instances[0]!;
    const exited = new Promise<number | null>((r) => old.once('exit', (code) => r(code)));
    old.kill('SIGTERM');
    const code = await exited;
    instances[0] = start(0);
    await waitFor(`http://127.0.0.1:${ports[0]}/readyz`, 60);
    return { exitCode: code, seconds: (Date.now() - t0) / 1000 };
  })();

  console.info(
    `Load: ${SECONDS} s, ${CONNECTIONS} connections through HAProxy to 2 instances; instance 1 restarts at ${SECONDS / 2} s…`,
  );
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 10,
    requests: [
      {
        setupRequest: (req: Record<string, unknown>, context: Context) => {
          context.customer ??= nextCustomer++ % CUSTOMERS;
          const c = context.customer;
          const op = pick();
          context.op = op;
          context.t0 = process.hrtime.bigint();
          const auth = { authorization: `Bearer ${tokens[c]}` };
          const json = { 'content-type': 'application/json' };
          switch (op) {
            case 'login':
              return {
                ...req,
                method: 'POST',
                path: '/api/auth/login',
                headers: json,
                body: JSON.stringify({ email: emails[c], password: DEMO_PASSWORD }),
              };
            case 'portfolio':
              return { ...req, method: 'GET', path: '/api/portfolio', headers: auth };
            case 'funds':
              return { ...req, method: 'GET', path: '/api/funds', headers: auth };
            case 'history':
              return {
                ...req,
                method: 'GET',
                path: `/api/funds/${random() < 0.5 ? 'RCPS' : 'BALS'}/history?range=1Y`,
                headers: auth,
              };
            case 'movements':
              return { ...req, method: 'GET', path: '/api/movements', headers: auth };
            case 'subscribe': {
              // One in ten is a retry of the customer's last order with its key (one the cluster
              // already answered): answered again, placed once.
              const last = answeredKeys.get(c);
              const key = last && random() < 0.1 ? last : `carga-${randomUUID()}`;
              context.key = key;
              return {
                ...req,
                method: 'POST',
                path: '/api/subscriptions',
                headers: { ...auth, ...json, 'idempotency-key': key },
                body: JSON.stringify({
                  fund_code: 'RCPS',
                  series: '000',
                  amount: '1000.00',
                  funds_origin: 'SAVINGS',
                }),
              };
            }
            case 'rescue':
              return {
                ...req,
                method: 'POST',
                path: '/api/rescues',
                headers: { ...auth, ...json, 'idempotency-key': `carga-${randomUUID()}` },
                body: JSON.stringify({
                  fund_code: random() < 0.5 ? 'RCPS' : 'RMPS',
                  series: '000',
                  mode: 'AMOUNT',
                  amount: '200.00',
                  bank_account_id: accounts.get(emails[c]!),
                }),
              };
          }
        },
        onResponse: (
          status: number,
          body: string,
          context: Context,
          headers: Record<string, string> | string[],
        ) => {
          const ms = Number(process.hrtime.bigint() - context.t0) / 1e6;
          latencies.get(context.op)!.push(ms);
          let code = '';
          if (status >= 400) {
            try {
              code = (JSON.parse(body) as { code?: string }).code ?? '';
            } catch {
              code = 'unparsed';
            }
          }
          count(`${context.op} ${status}${code ? ` ${code}` : ''}`);
          if (status === 201 && (context.op === 'subscribe' || context.op === 'rescue')) {
            // Both answer the order itself: a subscription (Order) or a rescue (Rescue).
            const { reference } = JSON.parse(body) as { reference?: string };
            if (reference) acknowledged.push(reference);
            // autocannon hands the raw header list ([name, value, …]) or an object.
            const replayed = Array.isArray(headers)
              ? headers.some(
                  (h, i) =>
                    i % 2 === 0 &&
                    h.toLowerCase() === 'idempotent-replayed' &&
                    headers[i + 1] === 'true',
                )
              : headers['idempotent-replayed'] === 'true';
            if (replayed) replays += 1;
            if (context.op === 'subscribe' && context.key)
              answeredKeys.set(context.customer, context.key);
          }
          if (context.op === 'login' && status === 200) {
            const token = (JSON.parse(body) as { token?: string }).token;
            if (token) tokens[context.customer] = token;
          }
        },
      },
    ],
  } as unknown as Parameters<typeof autocannon>[0]);
  const restarted = await restart;

  // --- What must hold afterwards.
  const unique = [...new Set(acknowledged)];
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
  const direct = ports.map((p) => `http://127.0.0.1:${p}`);
  for (let i = 0; i < 5; i++) await login(victim, 'Clave-Equivocada-1', direct[i % 2]);
  const locked = await login(victim, DEMO_PASSWORD, direct[1]);
  const jobs = (
    await db.execute<{ run_key: string; n: number }>(
      sql`select run_key, count(*)::int as n from job_runs where job = 'publish-nav' and outcome = 'completed' group by run_key`,
    )
  ).rows;

  // --- Figures.
  const quantile = (xs: number[], q: number) => {
    if (!xs.length) return 0;
    const sorted = [...xs].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  };
  const all = [...latencies.values()].flat();
  const errors = [...outcomes.entries()].filter(([key]) => {
    const [, status, code] = key.split(' ');
    const s = Number(status);
    return s >= 500 || s === 0 || (s >= 400 && !EXPECTED.has(code ?? ''));
  });
  const rows = MIX.map(([op]) => {
    const xs = latencies.get(op)!;
    return {
      route: op,
      requests: xs.length,
      rps: +(xs.length / SECONDS).toFixed(1),
      p50: +quantile(xs, 0.5).toFixed(1),
      p95: +quantile(xs, 0.95).toFixed(1),
      p99: +quantile(xs, 0.99).toFixed(1),
      max: +Math.max(0, ...xs).toFixed(1),
    };
  });
  const overall = {
    requests: all.length,
    rps: +(all.length / SECONDS).toFixed(1),
    p50: +quantile(all, 0.5).toFixed(1),
    p95: +quantile(all, 0.95).toFixed(1),
    p99: +quantile(all, 0.99).toFixed(1),
    max: +Math.max(0, ...all).toFixed(1),
    socketErrors: result.errors,
    timeouts: result.timeouts,
  };
  console.info('\nroute        requests   req/s    p50    p95    p99    max (ms)');
  for (const r of rows)
    console.info(
      `${r.route.padEnd(12)} ${String(r.requests).padStart(8)} ${String(r.rps).padStart(7)} ${[r.p50, r.p95, r.p99, r.max].map((v) => v.toFixed(1).padStart(6)).join(' ')}`,
    );
  console.info('Overall:', overall);
  console.info('Answers:', Object.fromEntries([...outcomes.entries()].sort()));
  const checks = {
    [`${overall.rps} req/s ≥ ${TARGET.rps}`]: overall.rps >= TARGET.rps,
    [`p99 ${overall.p99} ms ≤ ${TARGET.p99}`]: overall.p99 <= TARGET.p99,
    [`no error but business refusals (${errors.length} kinds)`]:
      errors.length === 0 && result.errors === 0 && result.timeouts === 0,
    [`every acknowledged order stored (${unique.length}, lost ${lost.length})`]: lost.length === 0,
    'no session broke (no 401)': ![...outcomes.keys()].some((k) => k.split(' ')[1] === '401'),
    [`instance 1 restarted (exit ${restarted.exitCode}, back in ${restarted.seconds.toFixed(1)} s)`]:
      restarted.exitCode === 0,
    [`lockout shared across instances (${locked.body.code ?? locked.status})`]:
      locked.body.code === '100007',
    [`each publication ran once (${jobs.length} days)`]: jobs.every((j) => Number(j.n) === 1),
    [`retried subscriptions answered again, placed once (${replays})`]: replays > 0,
  };
  console.info(`Idempotent replays answered: ${replays}`);
  if (errors.length) console.info('Errors:', Object.fromEntries(errors));
  for (const [name, ok] of Object.entries(checks)) console.info(`${ok ? '✓' : '✗'} ${name}`);
  writeFileSync(
    path.join(tmp, 'cluster.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        cores: os.cpus().length,
        seconds: SECONDS,
        connections: CONNECTIONS,
        mix: Object.fromEntries(MIX),
        rows,
        overall,
        outcomes: Object.fromEntries(outcomes),
        restarted,
        replays,
        checks,
      },
      null,
      2,
    ),
  );
  process.exitCode = Object.values(checks).every(Boolean) ? 0 : 1;
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await sleep(2500);
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await scratch.drop().catch((err: unknown) => console.error('scratch database not dropped', err));
}
