import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { fundNav, jobRuns, type JobRun } from '../src/db/schema';
import { PUBLISH_NAV } from '../src/jobs/index';

/** Polls `probe` until it answers something, within a bound (never a fixed sleep). */
export async function waitFor<T>(
  probe: () => Promise<T | undefined | null | false>,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let wait = 10; ; wait = Math.min(wait * 2, 200)) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** The publication runs of a day, oldest first. */
export function runsOf(db: Db, day: string): Promise<JobRun[]> {
  return db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.job, PUBLISH_NAV), eq(jobRuns.runKey, day)))
    .orderBy(asc(jobRuns.id));
}

/** Waits until `count` runs of a day have finished, and answers them. */
export function finishedRuns(db: Db, day: string, count: number): Promise<JobRun[]> {
  return waitFor(async () => {
    const runs = await runsOf(db, day);
    const done = runs.filter((r) => r.finishedAt);
    return done.length >= count && done;
  }, `${count} finished run(s) of ${day}`);
}

/** Every stored valor cuota from a day on, by series and day. */
export function navSince(db: Db, from: string) {
  return db
    .select({
      seriesId: fundNav.seriesId,
      date: fundNav.date,
      value: sql<string>`${fundNav.value}::text`,
    })
    .from(fundNav)
    .where(gte(fundNav.date, from))
    .orderBy(asc(fundNav.seriesId), asc(fundNav.date));
}
