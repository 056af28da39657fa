// The operator's switches and the jobs' runs.
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/**
 * The operator's maintenance switch (`npm run ops -- maintenance on|off`): while its one
 * row exists and `until` has not passed, every customer route answers 503 MAINTENANCE. Every
 * instance reads it with a short cache (`MAINTENANCE_CACHE_MS`), so no deploy is needed.
 */
export const maintenance = pgTable('maintenance', {
  /** Always `portal`: one switch. */
  scope: text('scope').primaryKey(),
  since: ts('since').notNull(),
  /** When it ends by itself; null: until switched off. */
  until: ts('until'),
});

/**
 * Every run of a scheduled job (src/jobs), on whichever instance ran it: what ran, for which
 * key (the publication job's Lima day), when, and how it ended.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: serial('id').primaryKey(),
    /** The job's name, e.g. `publish-nav`. */
    job: text('job').notNull(),
    /** What the run is for: the Lima day whose valor cuota it publishes. */
    runKey: text('run_key').notNull(),
    /** The API instance (process) that ran it. */
    instanceId: text('instance_id').notNull(),
    startedAt: ts('started_at').notNull(),
    finishedAt: ts('finished_at'),
    /**
     * `running`; `completed`; `skipped` (the key was already completed and nothing was left to
     * publish); `failed` (with `error`). A run whose process died stays `running`.
     */
    outcome: text('outcome').notNull(),
    /** Rows the run stored (valores cuota published). */
    published: integer('published').notNull().default(0),
    error: text('error'),
  },
  (t) => [index('job_runs_job_key_idx').on(t.job, t.runKey)],
);

export type JobRun = typeof jobRuns.$inferSelect;

/**
 * Every action of the operators' command (`npm run ops`): who ran it, when, what, the hash of the
 * file it read, what it changed, and whether it succeeded. Rows are only ever added.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: serial('id').primaryKey(),
    at: ts('at').notNull(),
    /** The operator's name as the command was given it (OPS_OPERATOR or --as). */
    operator: text('operator').notNull(),
    /** The command and its arguments, e.g. `maintenance on --for 30`. */
    command: text('command').notNull(),
    /** SHA-256 (hex) of the file the command read, when it read one. */
    fileHash: text('file_hash'),
    /** `ok` or `failed`. */
    outcome: text('outcome').notNull(),
    /** What changed (or why it failed), as the command reported it. */
    summary: jsonb('summary').notNull(),
  },
  (t) => [index('operator_audit_at_idx').on(t.at)],
);

export type OperatorAuditRow = typeof operatorAudit.$inferSelect;
