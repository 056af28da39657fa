import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { jobRuns } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { NavSource } from '../shared/context';
import { publishNav } from './publish';

/** The daily publication of the valor cuota: its queue name, and its name in `job_runs`. */
export const PUBLISH_NAV = 'publish-nav';

export interface JobRunResult {
  runId: number;
  /** The run key: the Lima day published up to. */
  day: string;
  outcome: 'completed' | 'skipped';
  /** Values stored by this run. */
  published: number;
  instanceId: string;
}

/**
 * Takes the publication's lock for the rest of the transaction: runs of every instance, and the
 * imports and approvals of the core system's files, queue behind each other.
 */
export async function lockPublication(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`job_runs:${PUBLISH_NAV}`}))`);
}

/**
 * One run of the publication job: every series' valor cuota up to `day` (the last closed day)
 * through the core system, recorded in `job_runs`. The scheduled job runs it, and so does the
 * import of a core system's file (`modules/nav-file`) under the same lock.
 *
 * Exactly once per day, whatever calls it: the run takes a transaction-scoped advisory lock of
 * the job (runs of every instance queue behind each other, and a process that dies releases it
 * with its connection), publishes, and stores its outcome in the same transaction as the values.
 * A run of a day that an earlier run already completed, and that found nothing left to publish,
 * is recorded as `skipped`: `job_runs` holds one `completed` run per day however many instances
 * or triggers ran it. A failed run rolls back whatever it published and is recorded as `failed`.
 */
export async function runPublishNav(
  db: Db,
  options: { day: string; instanceId: string; clock: Clock; core: NavSource },
): Promise<JobRunResult> {
  const { day, instanceId, clock, core } = options;
  const startedAt = clock.now();
  const [run] = await db
    .insert(jobRuns)
    .values({ job: PUBLISH_NAV, runKey: day, instanceId, startedAt, outcome: 'running' })
    .returning({ id: jobRuns.id });
  const runId = run!.id;
  try {
    return await db.transaction(async (tx) => {
      await lockPublication(tx);
      const published = await publishNav(tx, day, startedAt, core);
      const [done] = await tx
        .select({ id: jobRuns.id })
        .from(jobRuns)
        .where(
          and(
            eq(jobRuns.job, PUBLISH_NAV),
            eq(jobRuns.runKey, day),
            eq(jobRuns.outcome, 'completed'),
          ),
        )
        .limit(1);
      const outcome = done && published === 0 ? 'skipped' : 'completed';
      await tx
        .update(jobRuns)
        .set({ outcome, published, finishedAt: clock.now() })
        .where(eq(jobRuns.id, runId));
      return { runId, day, outcome, published, instanceId } satisfies JobRunResult;
    });
  } catch (err) {
    await db
      .update(jobRuns)
      .set({
        outcome: 'failed',
        finishedAt: clock.now(),
        error: (err instanceof Error ? err.message : String(err)).slice(0, 2000),
      })
      .where(eq(jobRuns.id, runId))
      .catch(() => undefined);
    throw err;
  }
}
