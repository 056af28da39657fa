import type { Db } from '../db/client';
import { lastClosedDay, nextPublishAt } from '../lib/lima';
import type { DailyJob, JobRunner, ResolvedJobRunnerOptions } from './types';
import { runPublishNav, type JobRunResult } from './publish-nav';
import { checkPublishTime } from './publish-time';

/** After a failed scheduled run, the next try (unless the next publication comes first). */
const RETRY_MS = 5 * 60_000;

/**
 * The scheduler of the embedded database (PGlite, one process): a timer to the next publication
 * instant (`NAV_PUBLISH_TIME`, Lima), re-armed after every run, and a catch-up run on start.
 * Runs of this process never overlap (one queue); the timer never keeps the process alive.
 */
export class InProcessRunner implements JobRunner {
  readonly kind = 'in-process';
  readonly instanceId: string;
  private timer: NodeJS.Timeout | undefined;
  private armedAt: Date | undefined;
  private tail: Promise<unknown> = Promise.resolve();
  private started = false;
  private readonly dailyTimers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly db: Db,
    private readonly options: ResolvedJobRunnerOptions,
  ) {
    this.instanceId = options.instanceId;
  }

  async start(): Promise<void> {
    if (this.started) return;
    await checkPublishTime(this.db, this.options.publishTime);
    this.started = true;
    this.arm();
    this.run('catch-up').catch(() =>
      this.arm(new Date(this.options.clock.now().getTime() + RETRY_MS)),
    );
    for (const job of this.options.daily) {
      this.armDaily(job);
      void this.runDaily(job, 'start');
    }
  }

  /** Runs a daily job now, after whatever this runner is doing (its runs never overlap). */
  runDaily(job: DailyJob, reason: string): Promise<unknown> {
    const { log } = this.options;
    const result = this.tail.then(() =>
      job.run(reason).then(
        (r) => {
          log.info({ job: job.name, reason }, `${job.name} done`);
          return r;
        },
        (err: unknown) => {
          log.error({ err, job: job.name, reason }, `${job.name} failed`);
          return undefined;
        },
      ),
    );
    this.tail = result.catch(() => undefined);
    return result;
  }

  private armDaily(job: DailyJob): void {
    if (!this.started) return;
    const now = this.options.clock.now();
    const due = nextPublishAt(now, job.time);
    const timer = setTimeout(
      () => {
        void this.runDaily(job, 'schedule').finally(() => this.armDaily(job));
      },
      Math.max(0, due.getTime() - now.getTime()),
    );
    timer.unref();
    this.dailyTimers.set(job.name, timer);
  }

  /** The instant the timer is armed for (the next publication, or a retry). */
  nextRunAt(): Date | undefined {
    return this.armedAt;
  }

  trigger(): Promise<JobRunResult> {
    return this.run('trigger');
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.armedAt = undefined;
    for (const timer of this.dailyTimers.values()) clearTimeout(timer);
    this.dailyTimers.clear();
    // Let a run under way finish, within the bound.
    let bound: NodeJS.Timeout | undefined;
    await Promise.race([
      this.tail,
      new Promise<void>((resolve) => {
        bound = setTimeout(resolve, this.options.stopTimeoutMs);
        bound.unref();
      }),
    ]);
    clearTimeout(bound);
  }

  /** Arms the timer for the next publication instant, or for `at` when that comes first. */
  private arm(at?: Date): void {
    if (!this.started) return;
    if (this.timer) clearTimeout(this.timer);
    const now = this.options.clock.now();
    const next = nextPublishAt(now, this.options.publishTime);
    const due = at && at < next ? at : next;
    this.armedAt = due;
    this.timer = setTimeout(() => this.fire(due), Math.max(0, due.getTime() - now.getTime()));
    this.timer.unref();
  }

  private fire(due: Date): void {
    this.timer = undefined;
    this.run('schedule', due).then(
      () => this.arm(),
      () => this.arm(new Date(this.options.clock.now().getTime() + RETRY_MS)),
    );
  }

  /** Queues one run for the last closed day (at `due` at the earliest: a timer may fire early). */
  private run(reason: string, due?: Date): Promise<JobRunResult> {
    const { clock, publishTime, log, core, instanceId, onPublished } = this.options;
    const result = this.tail.then(async () => {
      const now = clock.now();
      const day = lastClosedDay(due && now < due ? due : now, publishTime);
      try {
        const run = await runPublishNav(this.db, { day, instanceId, clock, core });
        log.info({ job: 'publish-nav', reason, ...run }, 'valor cuota published');
        await onPublished(run).catch((err: unknown) =>
          log.error({ err, job: 'publish-nav' }, 'after-publication work failed'),
        );
        return run;
      } catch (err) {
        log.error({ err, job: 'publish-nav', reason, day }, 'valor cuota publication failed');
        throw err;
      }
    });
    this.tail = result.catch(() => undefined);
    return result;
  }
}
