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
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { inArray, sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openScratchDatabase } from '../src/db/scratch';
import { biometricChecks, orders, users } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/seeds/demo';
import { seedFunds } from '../src/seeds/funds';
import { seedOrderHistory } from '../src/seeds/history';
import { limaDate } from '../src/lib/lima';
import { hashPassword } from '../src/lib/passwords';
import { freePort } from '../src/lib/net';
import { API_ROOT } from '../src/lib/paths';
import { haproxyBinary } from '../../../scripts/haproxy.mjs';
import { startCounterpartsProcess } from '../counterparts/process';

const ROOT = path.resolve(API_ROOT, '..', '..');
const SECONDS = Number(process.env['LOAD_SECONDS'] ?? 60);
/** Seconds of the same load before the measured ones, to warm fresh instances up. */
const WARMUP = Number(process.env['LOAD_WARMUP_SECONDS'] ?? 10);
/**
 * Requests per second offered, on a fixed schedule (an open loop: a slow answer does not hold
 * the next request back, and latency counts from when a request was due). `max` instead sends as
 * fast as the cluster answers on LOAD_CONNECTIONS connections (a closed loop): the capacity.
 */
const RATE = process.env['LOAD_RATE'] === 'max' ? null : Number(process.env['LOAD_RATE'] ?? 600);
const CONNECTIONS = Number(process.env['LOAD_CONNECTIONS'] ?? (RATE === null ? 16 : 64));
const CUSTOMERS = 48;
const NAMES = ['Lucía', 'Mateo', 'Valeria', 'Diego', 'Camila', 'Sebastián', 'Ximena', 'Joaquín'];
const SURNAMES = ['Quispe', 'Flores', 'Huamán', 'Rojas', 'Mendoza', 'Vargas', 'Chávez', 'Ramos'];
const TARGET = { rps: 600, p99: 100 };
/** Seconds over which HAProxy ramps an instance back from a restart up to its full share. */
const SLOWSTART_SECONDS = 10;

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

/** One request of the mix. */
interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** What a request carries to its answer. */
interface Context {
  customer: number;
  op: Op;
  key?: string;
}

type Build = (context: Context) => LoadRequest;
type Answered = (
  ms: number,
  status: number,
  body: string,
  context: Context,
  headers: Record<string, string | string[] | undefined> | string[],
) => void;

interface Transport {
  /** Connections that failed (reset, refused) and requests that got no answer in 10 s. */
  errors: number;
  timeouts: number;
}

/**
 * The open loop: `rate` requests a second on a fixed schedule for SECONDS, on a pool of up to
 * CONNECTIONS keep-alive connections, each request for the next customer in turn. A request is
 * never held back by a slow answer, and its latency counts from when it was due (a request
 * waiting for a free connection waits on the clock), so a stall shows in the figures.
 */
async function openLoop(
  base: string,
  rate: number,
  build: Build,
  answered: Answered,
  nextCustomer: () => number,
  seconds: number,
): Promise<Transport> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const url = new URL(base);
  const transport: Transport = { errors: 0, timeouts: 0 };
  const total = Math.round(rate * seconds);
  const interval = 1e9 / rate;
  const start = process.hrtime.bigint();
  const inFlight = new Set<Promise<void>>();
  const fire = (due: bigint) =>
    new Promise<void>((resolve) => {
      const context: Context = { customer: nextCustomer(), op: 'portfolio' };
      const request = build(context);
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: request.method,
          path: request.path,
          headers: request.body
            ? { ...request.headers, 'content-length': Buffer.byteLength(request.body) }
            : request.headers,
          agent,
          timeout: 10_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const ms = Number(process.hrtime.bigint() - due) / 1e6;
            answered(
              ms,
              res.statusCode ?? 0,
              Buffer.concat(chunks).toString('utf8'),
              context,
              res.headers,
            );
            resolve();
          });
        },
      );
      req.on('timeout', () => {
        transport.timeouts += 1;
        req.destroy(new Error('timeout'));
      });
      req.on('error', () => {
        transport.errors += 1;
        resolve();
      });
      req.end(request.body);
    });
  let sent = 0;
  while (sent < total) {
    const elapsed = Number(process.hrtime.bigint() - start);
    const due = Math.min(total, Math.floor(elapsed / interval) + 1);
    for (; sent < due; sent += 1) {
      const promise = fire(start + BigInt(Math.round(sent * interval))).finally(() =>
        inFlight.delete(promise),
      );
      inFlight.add(promise);
    }
    await sleep(1);
  }
  await Promise.all(inFlight);
  agent.destroy();
  return transport;
}

/** The closed loop (LOAD_RATE=max): autocannon, as fast as the cluster answers. */
async function closedLoop(
  base: string,
  build: Build,
  answered: Answered,
  nextCustomer: () => number,
  seconds: number,
): Promise<Transport> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        setupRequest: (req: Record<string, unknown>, context: Context & { t0: bigint }) => {
          context.customer ??= nextCustomer();
          context.t0 = process.hrtime.bigint();
          return { ...req, ...build(context) };
        },
        onResponse: (
          status: number,
          body: string,
          context: Context & { t0: bigint },
          headers: Record<string, string> | string[],
        ) =>
          answered(
            Number(process.hrtime.bigint() - context.t0) / 1e6,
            status,
            body,
            context,
            headers,
          ),
      },
    ],
  } as unknown as Parameters<typeof autocannon>[0]);
  return { errors: result.errors, timeouts: result.timeouts };
}

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

// The seeding below runs here, through code (the demo seed refuses a production API), with the
// development settings; the instances run with production's.
const config = loadConfig({ NODE_ENV: 'development' });
const counterparts = await startCounterpartsProcess();
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
  // Instances 1 and 2, and the port instance 1's successor takes over on (a rolling restart).
  const ports = [await freePort(), await freePort(), await freePort()];
  const front = await freePort();
  const env = {
    ...process.env,
    ...counterparts.env,
    NODE_ENV: 'production',
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
  await Promise.all(ports.slice(0, 2).map((p) => waitFor(`http://127.0.0.1:${p}/readyz`, 120)));
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
  # An instance back from a restart gets its share of the traffic over 10 s, not at once: its
  # code is not compiled yet, and on two cores its start competes with the other instance.
  default-server inter 400ms fall 1 rise 2 slowstart ${SLOWSTART_SECONDS}s
  server api1 127.0.0.1:${ports[0]} check
  server api2 127.0.0.1:${ports[1]} check
  # Instance 1's successor: down (nothing listens) until the restart starts it.
  server api1b 127.0.0.1:${ports[2]} check
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
  /** Latencies by the 5-second window they were answered in: where a stall happened. */
  const windows: number[][] = [];
  /** Latencies by the second they were answered in, for the restart's timeline. */
  const seconds: number[][] = [];
  let loadStart = Date.now();
  const outcomes = new Map<string, number>();
  const acknowledged: string[] = [];
  let replays = 0;
  let nextCustomer = 0;
  const count = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);

  /** Each customer's last subscription key that was answered (autocannon resets contexts). */
  const answeredKeys = new Map<number, string>();
  /**
   * Halfway, instance 1 is restarted as a rolling deploy does it on two instances: its successor
   * starts and is ready (HAProxy ramps it up), then instance 1 gets SIGTERM and drains. Stopping
   * it first would leave one instance, one core's worth, to carry the whole load meanwhile.
   */
  const restartHalfway = async () => {
    await sleep((SECONDS * 1000) / 2);
    const t0 = Date.now();
    const at = () => +((Date.now() - loadStart) / 1000).toFixed(1);
    const events: Record<string, number> = { 'successor started': at() };
    const successor = start(2);
    await waitFor(`http://127.0.0.1:${ports[2]}/readyz`, 60);
    const ready = (Date.now() - t0) / 1000;
    events['successor ready'] = at();
    // HAProxy sees it up after two checks 400 ms apart, then ramps its share up over the
    // slow start: instance 1 leaves only when the successor takes a full share, or instance 2
    // would carry most of the load alone meanwhile.
    await sleep(1000 + SLOWSTART_SECONDS * 1000);
    const old = instances[0]!;
    const exited = new Promise<number | null>((r) => old.once('exit', (code) => r(code)));
    events['instance 1 SIGTERM'] = at();
    old.kill('SIGTERM');
    const code = await exited;
    events['instance 1 exited'] = at();
    instances[0] = successor;
    return { exitCode: code, seconds: ready, events };
  };

  /** The request of one customer's next operation. */
  const build = (context: Context): LoadRequest => {
    const c = context.customer;
    const op = pick();
    context.op = op;
    const auth = { authorization: `Bearer ${tokens[c]}` };
    const json = { 'content-type': 'application/json' };
    switch (op) {
      case 'login':
        // A customer's login: the captcha (Turnstile here) guards only the anonymous public
        // login, so none is sent.
        return {
          method: 'POST',
          path: '/api/auth/login',
          headers: json,
          body: JSON.stringify({ email: emails[c], password: DEMO_PASSWORD }),
        };
      case 'portfolio':
        return { method: 'GET', path: '/api/portfolio', headers: auth };
      case 'funds':
        return { method: 'GET', path: '/api/funds', headers: auth };
      case 'history':
        return {
          method: 'GET',
          path: `/api/funds/${random() < 0.5 ? 'RCPS' : 'BALS'}/history?range=1Y`,
          headers: auth,
        };
      case 'movements':
        return { method: 'GET', path: '/api/movements', headers: auth };
      case 'subscribe': {
        // One in ten is a retry of the customer's last order with its key (one the cluster
        // already answered): answered again, placed once.
        const last = answeredKeys.get(c);
        const key = last && random() < 0.1 ? last : `carga-${randomUUID()}`;
        context.key = key;
        return {
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
  };
  /** What an answer tells: its latency, its outcome, an order acknowledged, a new token. */
  const answered: Answered = (ms, status, body, context, headers) => {
    latencies.get(context.op)!.push(ms);
    (windows[Math.floor((Date.now() - loadStart) / 5000)] ??= []).push(ms);
    (seconds[Math.floor((Date.now() - loadStart) / 1000)] ??= []).push(ms);
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
              i % 2 === 0 && h.toLowerCase() === 'idempotent-replayed' && headers[i + 1] === 'true',
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
  };

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
  const restart = restartHalfway();
  loadStart = Date.now();
  const transport =
    RATE === null
      ? await closedLoop(base, build, answered, next, SECONDS)
      : await openLoop(base, RATE, build, answered, next, SECONDS);
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
  const direct = [ports[2], ports[1]].map((p) => `http://127.0.0.1:${p}`);
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
    socketErrors: transport.errors,
    timeouts: transport.timeouts,
  };
  console.info('\nroute        requests   req/s    p50    p95    p99    max (ms)');
  for (const r of rows)
    console.info(
      `${r.route.padEnd(12)} ${String(r.requests).padStart(8)} ${String(r.rps).padStart(7)} ${[r.p50, r.p95, r.p99, r.max].map((v) => v.toFixed(1).padStart(6)).join(' ')}`,
    );
  console.info('Overall:', overall);
  console.info(
    `By 5-second window (instance 1 restarts at ${SECONDS / 2} s), p99 ms: ${windows.map((xs, i) => `${i * 5}s ${quantile(xs ?? [], 0.99).toFixed(0)}`).join(' · ')}`,
  );
  console.info(
    `The restart, second by second (answers, p99 ms): ${Object.entries(restarted.events)
      .map(([name, t]) => `${name} at ${t} s`)
      .join(', ')}\n  ${seconds
      .map((xs, i) => ({ i, xs: xs ?? [] }))
      .filter(
        ({ i }) => i >= SECONDS / 2 - 2 && i <= (restarted.events['instance 1 exited'] ?? 0) + 3,
      )
      .map(({ i, xs }) => `${i}s ${xs.length}/${quantile(xs, 0.99).toFixed(0)}`)
      .join(' · ')}`,
  );
  console.info('Answers:', Object.fromEntries([...outcomes.entries()].sort()));
  const checks = {
    [`${overall.rps} req/s ≥ ${TARGET.rps}`]: overall.rps >= TARGET.rps,
    [`p99 ${overall.p99} ms ≤ ${TARGET.p99}`]: overall.p99 <= TARGET.p99,
    [`no error but business refusals (${errors.length} kinds)`]:
      errors.length === 0 && transport.errors === 0 && transport.timeouts === 0,
    [`every acknowledged order stored (${unique.length}, lost ${lost.length})`]: lost.length === 0,
    'no session broke (no 401)': ![...outcomes.keys()].some((k) => k.split(' ')[1] === '401'),
    [`instance 1 restarted mid-load (successor ready in ${restarted.seconds.toFixed(1)} s, then SIGTERM: exit ${restarted.exitCode})`]:
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
        rate: RATE ?? 'max',
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
  await counterparts.close();
}
