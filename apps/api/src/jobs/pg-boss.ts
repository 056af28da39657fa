import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Db } from '../db/client';
import { LIMA, lastClosedDay, limaDate } from '../lib/lima';
import type { JobRunner, ResolvedJobRunnerOptions } from './types';
import { PUBLISH_NAV, runPublishNav, type JobRunResult } from './publish-nav';
import { checkPublishTime } from './publish-time';

/** pg-boss keeps its tables in this schema of the API's database. */
export const PG_BOSS_SCHEMA = 'pgboss';
/** The session lock under which instances set pg-boss up one after the other. */
const SETUP_LOCK = `${PG_BOSS_SCHEMA}:setup`;
/** How far this instance's clock may trail the database's when a cron job runs. */
const CRON_SKEW_MS = 5 * 60_000;
/** How long `trigger()` waits for its job. */
const TRIGGER_WAIT_MS = 60_000;

interface PublishNavData {
  /** The Lima day to publish up to; absent in the daily cron job (the last closed day then). */
  day?: string;
  reason?: string;
}

/**
 * The id of the catch-up job of a day, the same on every instance: two instances that start
 * together send one job (the second send finds the id taken), whatever state the first is in,
 * until pg-boss archives it (12 hours after it completes).
 */
export function catchUpJobId(day: string): string {
  return jobIdOf(`${PUBLISH_NAV}:catch-up:${day}`);
}

/** A job id (a UUID) from a key, the same on every instance. */
export function jobIdOf(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  // A UUID of version 8 (custom) and the RFC 4122 variant, from the hash.
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16) + hex.slice(18, 20),
    hex.slice(20, 32),
  ].join('-');
}

/** The daily cron line of a Lima `HH:mm` (evaluated in America/Lima). */
export function cronAt(time: string): string {
  const [hh, mm] = time.split(':').map(Number);
  return `${mm} ${hh} * * *`;
}

/**
 * The runner of PostgreSQL: pg-boss (its own tables in the `pgboss` schema, its own small pool).
 * The queue `publish-nav` gets a cron schedule at the publication time in America/Lima (pg-boss
 * sends one job per minute slot for every instance together), and each start sends the catch-up
 * job of the last closed day under a deterministic id and that day as its singleton key, so
 * instances starting together enqueue it once. Any instance's worker may take a job; the run
 * itself is guarded once more in `job_runs` (runPublishNav), so one run completes per day.
 */
export class PgBossRunner implements JobRunner {
  readonly kind = 'pg-boss';
  readonly instanceId: string;
  private boss: PgBoss | undefined;

  constructor(
    private readonly db: Db,
    private readonly url: string,
    private readonly options: ResolvedJobRunnerOptions,
  ) {
    this.instanceId = options.instanceId;
  }

  async start(): Promise<void> {
    if (this.boss) return;
    const { log, publishTime, clock, pollingIntervalSeconds } = this.options;
    await checkPublishTime(this.db, publishTime);
    const boss = new PgBoss({
      connectionString: this.url,
      schema: PG_BOSS_SCHEMA,
      max: 3,
      application_name: `saf-api jobs ${this.instanceId}`.slice(0, 63),
    });
    boss.on('error', (err: unknown) => log.error({ err }, 'pg-boss error'));
    this.boss = boss;
    try {
      // pg-boss 10 deadlocks when two instances create the same queue at once (its partition
      // DDL): instances set up one after the other, behind a session lock that a dead process
      // releases with its connection.
      await this.oneAtATime(async () => {
        await boss.start();
        await boss.createQueue(PUBLISH_NAV, {
          name: PUBLISH_NAV,
          retryLimit: 3,
          retryDelay: 60,
          retryBackoff: true,
          expireInSeconds: 15 * 60,
        });
        await boss.schedule(PUBLISH_NAV, cronAt(publishTime), { reason: 'schedule' }, { tz: LIMA });
        for (const job of this.options.daily) {
          await boss.createQueue(job.name, {
            name: job.name,
            retryLimit: 2,
            retryDelay: 300,
            expireInSeconds: 60 * 60,
          });
          await boss.schedule(job.name, cronAt(job.time), { reason: 'schedule' }, { tz: LIMA });
        }
      });
      for (const job of this.options.daily)
        await boss.work<{ reason?: string }>(job.name, { pollingIntervalSeconds }, async ([j]) => {
          const reason = j?.data?.reason ?? 'schedule';
          try {
            const result = await job.run(reason);
            log.info({ job: job.name, jobId: j?.id, reason }, `${job.name} done`);
            return result;
          } catch (err) {
            log.error({ err, job: job.name, jobId: j?.id, reason }, `${job.name} failed`);
            throw err;
          }
        });
      await boss.work<PublishNavData>(PUBLISH_NAV, { pollingIntervalSeconds }, ([job]) =>
        this.handle(job!),
      );
      const day = lastClosedDay(clock.now(), publishTime);
      await boss.send(PUBLISH_NAV, { day, reason: 'catch-up' } satisfies PublishNavData, {
        id: catchUpJobId(day),
        singletonKey: day,
      });
      // The daily jobs run once at the first start of a day too (instances starting together
      // send one job: the id is the day's).
      const today = limaDate(clock.now());
      for (const job of this.options.daily)
        await boss.send(
          job.name,
          { reason: 'start' },
          { id: jobIdOf(`${job.name}:start:${today}`), singletonKey: today },
        );
    } catch (err) {
      // A half-started pg-boss may hold a pool that stop() would not end.
      this.boss = undefined;
      await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
      await (boss.getDb() as { close?: () => Promise<void> }).close?.().catch(() => undefined);
      throw err;
    }
  }

  private async oneAtATime(setUp: () => Promise<void>): Promise<void> {
    const client = await (this.db.$client as pg.Pool).connect();
    try {
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [SETUP_LOCK]);
      try {
        await setUp();
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [SETUP_LOCK]);
      }
    } finally {
      client.release();
    }
  }

  private async handle(job: PgBoss.Job<PublishNavData>): Promise<JobRunResult> {
    const { clock, publishTime, log, core, instanceId, onPublished } = this.options;
    // The cron job has no day: pg-boss created it at the publication instant by the database's
    // clock, which this instance's may trail by a little.
    const day =
      job.data?.day ?? lastClosedDay(new Date(clock.now().getTime() + CRON_SKEW_MS), publishTime);
    const reason = job.data?.reason ?? 'schedule';
    try {
      const run = await runPublishNav(this.db, { day, instanceId, clock, core });
      log.info({ job: PUBLISH_NAV, jobId: job.id, reason, ...run }, 'valor cuota published');
      await onPublished(run).catch((err: unknown) =>
        log.error({ err, job: PUBLISH_NAV }, 'after-publication work failed'),
      );
      return run;
    } catch (err) {
      log.error(
        { err, job: PUBLISH_NAV, jobId: job.id, reason, day },
        'valor cuota publication failed',
      );
      throw err;
    }
  }

  /** Sends a job for the last closed day and waits for whichever instance runs it. */
  async trigger(): Promise<JobRunResult> {
    const boss = this.boss;
    if (!boss) throw new Error('the job runner is not started');
    const day = lastClosedDay(this.options.clock.now(), this.options.publishTime);
    const id = await boss.send(PUBLISH_NAV, { day, reason: 'trigger' } satisfies PublishNavData);
    if (!id) throw new Error('pg-boss did not take the job');
    const deadline = Date.now() + TRIGGER_WAIT_MS;
    let wait = 20;
    while (Date.now() < deadline) {
      if (this.boss !== boss) throw new Error('the job runner stopped');
      const job = await boss.getJobById<PublishNavData>(PUBLISH_NAV, id);
      if (job?.state === 'completed') return job.output as unknown as JobRunResult;
      if (job && (job.state === 'failed' || job.state === 'retry' || job.state === 'cancelled')) {
        const message = (job.output as { message?: string } | null)?.message;
        throw new Error(`${PUBLISH_NAV} job ${id} ${job.state}${message ? `: ${message}` : ''}`);
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait = Math.min(wait * 2, 250);
    }
    throw new Error(`${PUBLISH_NAV} job ${id} not done within ${TRIGGER_WAIT_MS} ms`);
  }

  /** Stops polling and scheduling, lets a job under way finish (bounded), ends pg-boss's pool. */
  async stop(): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    this.boss = undefined;
    await boss.stop({
      graceful: true,
      wait: true,
      close: true,
      timeout: this.options.stopTimeoutMs,
    });
  }
}
