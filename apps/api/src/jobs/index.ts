/**
 * Scheduled jobs: today the daily publication of the valor cuota (`publish-nav`). One runner per
 * API process, picked by the database: pg-boss on PostgreSQL (several instances share it, each
 * job runs once), an in-process timer on the embedded PGlite (one process owns that database).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Database } from '../db/client';
import { systemClock, type Clock } from '../lib/clock';
import { sandboxCoreSystem, type CoreSystem } from '../adapters/core-system/index';
import { InProcessRunner } from './in-process';
import { PgBossRunner } from './pg-boss';
import type { JobRunResult } from './publish-nav';

export { PUBLISH_NAV, runPublishNav, type JobRunResult } from './publish-nav';
export { InProcessRunner } from './in-process';
export { PgBossRunner, PG_BOSS_SCHEMA } from './pg-boss';

export interface JobRunner {
  readonly kind: 'in-process' | 'pg-boss';
  readonly instanceId: string;
  /**
   * Starts the daily schedule and, in the background, the catch-up run: every day missing up
   * to the last closed day is published (a demo started months later shows current prices).
   */
  start(): Promise<void>;
  /** Runs the publication for the last closed day now, and answers how that run ended. */
  trigger(): Promise<JobRunResult>;
  /** Stops scheduling; a run under way is let finish (bounded by `stopTimeoutMs`). */
  stop(): Promise<void>;
}

/** Where a runner logs (pino's and Fastify's loggers fit). */
export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export const silentJobLog: JobLog = { info() {}, warn() {}, error() {} };

export interface JobRunnerOptions {
  /** NAV_PUBLISH_TIME: the Lima `HH:mm` at which a day's valor cuota is published. */
  publishTime: string;
  clock?: Clock;
  core?: CoreSystem;
  /** Names this process in `job_runs`; host, pid and a random suffix by default. */
  instanceId?: string;
  log?: JobLog;
  /** pg-boss: how often an idle worker looks for jobs, seconds (at least 0.5; 2 by default). */
  pollingIntervalSeconds?: number;
  /** How long `stop()` lets a run under way finish, milliseconds (30 s by default). */
  stopTimeoutMs?: number;
  /** Work that follows a publication (the settlement of the orders of the published days). */
  onPublished?: (run: JobRunResult) => Promise<void>;
}

export type ResolvedJobRunnerOptions = Required<JobRunnerOptions>;

export function resolveJobRunnerOptions(options: JobRunnerOptions): ResolvedJobRunnerOptions {
  return {
    clock: systemClock,
    core: sandboxCoreSystem,
    instanceId: `${os.hostname()}/${process.pid}/${randomBytes(3).toString('hex')}`,
    log: silentJobLog,
    pollingIntervalSeconds: 2,
    stopTimeoutMs: 30_000,
    onPublished: async (): Promise<void> => undefined,
    ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)),
  } as unknown as ResolvedJobRunnerOptions;
}

/** The runner for a database: pg-boss on PostgreSQL, the in-process scheduler on PGlite. */
export function createJobRunner(database: Database, options: JobRunnerOptions): JobRunner {
  const resolved = resolveJobRunnerOptions(options);
  if (database.kind === 'postgres') {
    if (!database.url) throw new Error('pg-boss needs the PostgreSQL connection string');
    return new PgBossRunner(database.db, database.url, resolved);
  }
  return new InProcessRunner(database.db, resolved);
}
