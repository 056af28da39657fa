import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import { testConfig, type Config, type ConfigInput } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { migrationsDigest, openScratchDatabase } from '../src/db/scratch';
import { ManualClock } from '../src/lib/clock';
import { MemoryMailer, type Mailer } from '../src/adapters/mail/index';
import { MemoryRateLimitStore, type RateLimitStore } from '../src/adapters/rate-limit/index';
import type { CaptchaVerifier } from '../src/adapters/captcha/index';
import { buildServer, type Deps } from '../src/server';

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database: in-memory PGlite (from a cached migrated template) by default;
 * with DATABASE_URL a brand-new PostgreSQL database copied from a migrated template database,
 * dropped afterwards, so test files never see each other's rows.
 */
export async function freshDatabase(): Promise<TestDatabase> {
  const url = process.env['DATABASE_URL'];
  return openScratchDatabase({
    prefix: 'saf_test',
    url,
    max: 25,
    fromTemplate: true,
    template: url ? undefined : await pgliteTemplate(),
  });
}

let template: Promise<File> | undefined;

/**
 * A dump of a migrated PGlite, made once and cached on disk (keyed by the migrations): starting
 * from it takes about a second, an initdb plus migrations several.
 */
function pgliteTemplate(): Promise<File> {
  template ??= (async () => {
    const dir = path.join(os.tmpdir(), 'saf-api-test');
    const file = path.join(dir, `pglite-${migrationsDigest()}.tar`);
    if (!existsSync(file)) {
      const database = openDatabase({ dataDir: 'memory://' });
      await database.migrate();
      const client = (database.db as unknown as { $client: PGlite }).$client;
      const dump = await client.dumpDataDir('none');
      await database.close();
      mkdirSync(dir, { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
      renameSync(tmp, file);
    }
    return new File([readFileSync(file)], path.basename(file));
  })();
  return template;
}

/**
 * A production configuration: real secrets, and every external system on a real adapter but the
 * two sandboxes production may be told to run (the addresses are never called by these tests).
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  CODE_SECRET: 'y'.repeat(40),
  PUBLIC_USER_PASSWORD: 'a-real-public-password',
  DATABASE_URL: 'postgres://u@db:5432/x',
  SMTP_URL: 'smtp://mail:25',
  SMS_URL: 'https://sms.example.pe/send',
  CAPTCHA_PROVIDER: 'turnstile',
  CAPTCHA_SECRET: 'a-turnstile-secret',
  PAYMENT_GATEWAY: 'mercadopago',
  MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-0000000000000000-000000',
  MERCADOPAGO_WEBHOOK_SECRET: 'w'.repeat(40),
  TREASURY: 'camt',
  ...SAMPLE_PAYOUT_SETTINGS,
  NAV_SOURCE: 'core-file',
  PARTICIPANT_REGISTER: 'http',
  PARTICIPANT_REGISTER_URL: 'http://register.example.pe/api',
  BIOMETRICS: 'rekognition',
  REKOGNITION_REGION: 'us-east-1',
  SCREENING: 'lists',
  SCREENING_UN_URL: 'https://lists.example.pe/consolidated.xml',
  SCREENING_OFAC_URL: 'https://lists.example.pe/sdn.xml',
  SCREENING_OWN_LIST_URL: 'https://lists.example.pe/own-list.csv',
} as const satisfies ConfigInput;

export interface TestServer {
  app: FastifyInstance;
  config: Config;
  clock: ManualClock;
  mailer: MemoryMailer;
  rateLimit: RateLimitStore;
  database: Database;
  close(): Promise<void>;
}

/** A server on a fresh database with a manual clock, an in-memory mailer and counters. */
export async function createTestServer(
  opts: {
    env?: ConfigInput;
    clock?: ManualClock;
    mailer?: Mailer;
    captcha?: CaptchaVerifier;
    rateLimit?: RateLimitStore;
    /** Other collaborators (a log stream…). */
    deps?: Deps;
  } = {},
): Promise<TestServer> {
  const { database, drop } = await freshDatabase();
  const config = testConfig(opts.env);
  const clock = opts.clock ?? new ManualClock();
  const mailer = new MemoryMailer();
  const rateLimit = opts.rateLimit ?? new MemoryRateLimitStore();
  const app = await buildServer(config, {
    ...opts.deps,
    database,
    clock,
    mailer: opts.mailer ?? mailer,
    rateLimit,
    ...(opts.captcha ? { captcha: opts.captcha } : {}),
  });
  await app.ready();
  return {
    app,
    config,
    clock,
    mailer,
    rateLimit,
    database,
    async close() {
      await app.close();
      await drop();
    },
  };
}

/** The 6-digit code of the last mail sent to an address. */
export function lastCode(mailer: MemoryMailer, to: string): string {
  const m = mailer.last(to);
  const code = m && /\b(\d{6})\b/.exec(m.subject)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

export function json<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return JSON.parse(res.body) as T;
}

/** Asserts a catalogued error answer: status, code, message and a request id. */
export function expectError(
  res: LightMyRequestResponse,
  status: number,
  code: string,
  message: string,
): void {
  const body = json<{ code: string; message: string; requestId: string }>(res);
  const ok =
    res.statusCode === status &&
    body.code === code &&
    body.message === message &&
    typeof body.requestId === 'string' &&
    body.requestId.length > 0;
  if (!ok) {
    throw new Error(
      `expected ${status} ${code} "${message}", got ${res.statusCode} ${res.body.slice(0, 300)}`,
    );
  }
}

import { users, type NewUser, type User } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { SAMPLE_PAYOUT_SETTINGS } from '../src/testing/bank-files';

export const PASSWORD = 'Cuy-Chactado-Arequipa-77';
let passwordHash: Promise<string> | undefined;

/** Inserts a customer directly: verified, with PASSWORD, unless overridden. */
export async function insertUser(
  t: { database: Database; clock: ManualClock },
  over: Partial<NewUser> & { email: string },
): Promise<User> {
  passwordHash ??= hashPassword(PASSWORD);
  const now = t.clock.now();
  const [row] = await t.database.db
    .insert(users)
    .values({
      username: over.email,
      emailVerifiedAt: now,
      passwordHash: await passwordHash,
      createdAt: now,
      updatedAt: now,
      ...over,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

/** Logs a customer in and answers the token. */
export async function loginToken(app: FastifyInstance, email: string, password = PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return json<{ token: string }>(res).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
