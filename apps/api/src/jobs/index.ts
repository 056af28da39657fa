/**
 * Scheduled jobs: today the daily publication of the valor cuota (`publish-nav`). One runner per
 * API process, picked by the database: pg-boss on PostgreSQL (several instances share it, each
 * job runs once), an in-process timer on the embedded PGlite (one process owns that database).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Database } from '../db/client';
import { systemClock } from '../lib/clock';
import { sandboxCoreSystem } from '../adapters/core-system/index';
import { InProcessRunner } from './in-process';
import { PgBossRunner } from './pg-boss';
import type { JobLog, JobRunner, JobRunnerOptions, ResolvedJobRunnerOptions } from './types';

export { PUBLISH_NAV, runPublishNav, type JobRunResult } from './publish-nav';
export { InProcessRunner } from './in-process';
export { checkPublishTime, PublishTimeError } from './publish-time';
export { PgBossRunner, PG_BOSS_SCHEMA } from './pg-boss';

export type {
  DailyJob,
  JobLog,
  JobRunner,
  JobRunnerOptions,
  ResolvedJobRunnerOptions,
} from './types';

export const silentJobLog: JobLog = { info() {}, warn() {}, error() {} };

export function resolveJobRunnerOptions(options: JobRunnerOptions): ResolvedJobRunnerOptions {
  return {
    clock: systemClock,
    core: sandboxCoreSystem,
    instanceId: `${os.hostname()}/${process.pid}/${randomBytes(3).toString('hex')}`,
    log: silentJobLog,
    pollingIntervalSeconds: 2,
    stopTimeoutMs: 30_000,
    onPublished: async (): Promise<void> => undefined,
    daily: [],
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
