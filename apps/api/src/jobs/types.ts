import type { Clock } from '../lib/clock';
import type { NavSource } from '../modules/shared/context';
import type { JobRunResult } from './publish-nav';

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

/**
 * Another daily job (the AML lists' refresh): run once a day at a Lima time across every
 * instance (pg-boss's cron; the in-process timer on PGlite), and once when the runner starts.
 */
export interface DailyJob {
  /** The queue's name, e.g. `refresh-screening-lists`. */
  name: string;
  /** Lima `HH:mm`. */
  time: string;
  run(reason: string): Promise<unknown>;
}

export interface JobRunnerOptions {
  /** NAV_PUBLISH_TIME: the Lima `HH:mm` at which a day's valor cuota is published. */
  publishTime: string;
  clock?: Clock;
  /** Where the valor cuota comes from (NAV_SOURCE); the sandbox's generator by default. */
  core?: NavSource;
  /** Names this process in `job_runs`; host, pid and a random suffix by default. */
  instanceId?: string;
  log?: JobLog;
  /** pg-boss: how often an idle worker looks for jobs, seconds (at least 0.5; 2 by default). */
  pollingIntervalSeconds?: number;
  /** How long `stop()` lets a run under way finish, milliseconds (30 s by default). */
  stopTimeoutMs?: number;
  /** Work that follows a publication (the settlement of the orders of the published days). */
  onPublished?: (run: JobRunResult) => Promise<void>;
  /** Other daily jobs (none by default). */
  daily?: DailyJob[];
}

export type ResolvedJobRunnerOptions = Required<JobRunnerOptions>;
