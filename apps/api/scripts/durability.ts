/**
 * Durability of orders under `kill -9` (a script, not a test):
 * `DATABASE_URL=postgres://… pnpm --filter @saf/api durability`.
 *
 * On a brand-new PostgreSQL database on the server DATABASE_URL names (required: production
 * runs on PostgreSQL; the database is dropped afterwards) it starts the real API as a child
 * process on loopback, in production mode (NODE_ENV=production) with its real adapters pointed
 * at local counterparts (`counterparts/production.ts`; only the screening stays on its
 * sandbox, named in ALLOW_SANDBOX_IN_PRODUCTION). It sends subscriptions with
 * Idempotency-Keys from several clients at once, and kills the API with SIGKILL at a random
 * moment, DURABILITY_KILLS times (20 by default). After each restart every client retries,
 * with the same key and body, each request that got no answer. At the end every key has been
 * answered, and the script checks in the database that:
 * - every acknowledged order exists, with the reference its answer gave;
 * - each key made exactly one order (no duplicate, no order without an acknowledged key).
 * Bounded: at most DURABILITY_SECONDS (180 by default) overall. Prints the figures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { freePort } from '../src/lib/net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { openScratchDatabase } from '../src/db/scratch';
import { startProductionCounterparts } from '../counterparts/production';
import { DEMO_PASSWORD, seed } from '../src/seeds/demo';
import { seedCompletedClientData } from '../src/seeds/client-data';
import { seedFunds } from '../src/seeds/funds';
import { biometricChecks, idempotencyKeys, orders, users } from '../src/db/schema';
import { limaDate } from '../src/lib/lima';

const KILLS = Number(process.env['DURABILITY_KILLS'] ?? 20);
const DEADLINE = Date.now() + Number(process.env['DURABILITY_SECONDS'] ?? 180) * 1000;
const CLIENTS = 6;
const EMAIL = 'cliente@demo.pe';
const here = path.dirname(fileURLToPath(import.meta.url));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// A promise that can never settle empties the event loop and Node ends with 0: not a pass.
let finished = false;
/** The API under test, while one runs. */
let child: ChildProcess | undefined;

async function main() {
  const url = process.env['DATABASE_URL'];
  if (!url?.startsWith('postgres')) {
    console.error(
      'The API runs here as production does, on PostgreSQL: set DATABASE_URL to a server the script may create a database on, e.g.\n  DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @saf/api durability',
    );
    process.exitCode = 2;
    return;
  }
  const counterparts = await startProductionCounterparts();
  try {
    await killAndCheck(url, counterparts.env);
  } finally {
    // A run that failed half-way leaves no API behind it.
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await counterparts.close();
  }
}

/** The run itself, with the API's production settings beside DATABASE_URL. */
async function killAndCheck(url: string, production: Record<string, string>) {
  const scratch = await openScratchDatabase({ prefix: 'saf_durability', url });
  const { database, label, drop } = scratch;
  const now = new Date();
  await database.migrate();
  // The demo seed refuses a production API (`npm run seed`); this process seeds through code.
  await seed(database.db, now);
  await seedFunds(database.db, now, 1, { publishTime: '19:00' });
  await seedCompletedClientData(database.db, EMAIL, new Date(now.getTime() - 86_400_000));
  const [user] = await database.db.select().from(users).where(eq(users.email, EMAIL));
  await database.db.insert(biometricChecks).values({
    sessionId: randomUUID(),
    userId: user!.id,
    purpose: 'SUBSCRIPTION',
    day: limaDate(now),
    provider: 'sandbox',
    createdAt: now,
    expiresAt: now,
    // Valid for the whole run (the facial check counts for 30 minutes).
    comparedAt: new Date(now.getTime() + 25 * 60_000),
    result: 'POSITIVE',
  });

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    ...production,
    NODE_ENV: 'production',
    DATABASE_URL: scratch.url,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'silent',
    ORDER_DESK_INTERVAL_SECONDS: '0',
    LOGIN_IP_LIMIT: '100000',
  };
  /** What the API says still runs on a sandbox (`/readyz`): in production, the allowed two. */
  let sandboxes: string[] = [];
  /** Resolves once the child is gone (it may be gone already: a killed child has a signalCode). */
  const exited = (c: ChildProcess) =>
    new Promise((r) =>
      c.exitCode !== null || c.signalCode !== null ? r(null) : c.once('exit', r),
    );
  const start = async () => {
    child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../src/main.ts')], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (;;) {
      if (Date.now() > DEADLINE) throw new Error('the API did not come up in time');
      // Ready: migrations checked, the database answering (production serves no /api/docs).
      try {
        const res = await fetch(`${base}/readyz`);
        if (res.status === 200) {
          ({ sandboxes } = (await res.json()) as { sandboxes: string[] });
          return;
        }
      } catch {
        // not listening yet
      }
      await sleep(150);
    }
  };
  await start();
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: DEMO_PASSWORD, app: false }),
  });
  const { token } = (await login.json()) as { token: string };

  /** key → its body and, once answered, the reference. */
  const sent = new Map<string, { body: string; reference?: string }>();
  let acknowledged = 0;
  let replays = 0;
  let failures = 0;
  let up = true;
  const send = async (key: string): Promise<void> => {
    const entry = sent.get(key)!;
    try {
      const res = await fetch(`${base}/api/subscriptions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': key,
        },
        body: entry.body,
        signal: AbortSignal.timeout(5000),
      });
      if (res.status === 201) {
        const { reference } = (await res.json()) as { reference: string };
        if (entry.reference && entry.reference !== reference) failures += 1;
        if (!entry.reference) acknowledged += 1;
        else replays += 1;
        entry.reference = reference;
      } else if (res.status !== 409) {
        failures += 1;
        console.error(`unexpected ${res.status}: ${await res.text()}`);
      }
    } catch {
      // No answer: the API died under it. The key is retried after the restart.
    }
  };
  const client = async () => {
    while (up) {
      const key = randomUUID();
      const amount = (500 + Math.floor(Math.random() * 500_000) / 100).toFixed(2);
      sent.set(key, {
        body: JSON.stringify({ fund_code: 'RCPS', series: '000', amount, funds_origin: 'SAVINGS' }),
      });
      await send(key);
    }
  };

  let kills = 0;
  while (kills < KILLS && Date.now() < DEADLINE) {
    up = true;
    const clients = Array.from({ length: CLIENTS }, client);
    await sleep(200 + Math.random() * 800);
    child!.kill('SIGKILL');
    kills += 1;
    up = false;
    await Promise.all(clients);
    await exited(child!);
    await start();
    // Every unanswered key again, and a few answered ones (they must replay the same order).
    const pending = [...sent.entries()].filter(([, v]) => !v.reference).map(([k]) => k);
    const answered = [...sent.entries()].filter(([, v]) => v.reference).map(([k]) => k);
    for (const key of [...pending, ...answered.slice(-3)]) await send(key);
  }
  child!.kill('SIGTERM');
  await exited(child!);

  const check = scratch.database;
  const rows = await check.db
    .select({ reference: orders.reference })
    .from(orders)
    .where(eq(orders.userId, user!.id));
  const keys = await check.db
    .select({ n: sql<number>`count(*)::int` })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.userId, user!.id));
  const references = new Set(rows.map((r) => r.reference));
  const unanswered = [...sent.values()].filter((v) => !v.reference).length;
  const missing = [...sent.values()].filter((v) => v.reference && !references.has(v.reference));
  const duplicates = rows.length - references.size;
  const orphans = rows.length - acknowledged;
  console.info(`Durability under kill -9 — database: ${label}`);
  console.info(`API in production mode; sandboxes: ${sandboxes.join(', ') || 'none'}`);
  console.info(`kills: ${kills}; keys sent: ${sent.size}; acknowledged: ${acknowledged}`);
  console.info(`unanswered at the end: ${unanswered}; replays checked: ${replays}`);
  console.info(
    `orders in the database: ${rows.length}; stored keys: ${keys[0]?.n ?? 0}; acknowledged but missing: ${missing.length}; duplicates: ${duplicates}; orders without an acknowledged key: ${orphans}; wrong answers: ${failures}`,
  );
  await drop();
  const ok =
    kills >= Math.min(KILLS, 1) &&
    unanswered === 0 &&
    missing.length === 0 &&
    duplicates === 0 &&
    orphans === 0 &&
    failures === 0;
  console.info(ok ? 'Every acknowledged order exists exactly once.' : 'FAILED');
  // exitCode, not exit(): the figures reach a pipe before the process ends.
  process.exitCode = ok ? 0 : 1;
}

process.on('exit', (code) => {
  if (!finished && code === 0) {
    console.error('The script stopped before its checks: FAILED');
    process.exitCode = 1;
  }
});

main().then(
  () => {
    finished = true;
  },
  (err: unknown) => {
    finished = true;
    console.error(err);
    process.exitCode = 1;
  },
);
