import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fundNav, fundSeries, funds } from '../../db/schema';
import { addDays } from './dates';
import { nextNav, type FundType } from './nav-series';

/** Rows per INSERT when a long stretch of days is published at once. */
const BATCH = 2000;

/**
 * Publishes every series' valor cuota up to `upTo` (a Lima date), from the day after the last
 * one stored: one day in the daily run, every missing day after a pause (a demo started months
 * later shows current prices). Idempotent: a day already published is left as it is, so two
 * instances running it at once insert each day once. Answers how many values it published.
 */
export async function publishNav(db: Db, upTo: string, now: Date): Promise<number> {
  const rows = await db
    .select({
      seriesId: fundSeries.id,
      seed: fundSeries.navSeed,
      type: funds.type,
      lastDate: sql<string | null>`max(${fundNav.date})::text`,
      lastValue: sql<
        string | null
      >`(array_agg(${fundNav.value}::text order by ${fundNav.date} desc))[1]`,
    })
    .from(fundSeries)
    .innerJoin(funds, eq(funds.id, fundSeries.fundId))
    .leftJoin(fundNav, eq(fundNav.seriesId, fundSeries.id))
    .groupBy(fundSeries.id, fundSeries.navSeed, funds.type);
  let published = 0;
  for (const row of rows) {
    // A series starts from the first value its fund was seeded with (db/seed-funds.ts).
    if (!row.lastDate || !row.lastValue) continue;
    let value = row.lastValue;
    let date = row.lastDate;
    let batch: (typeof fundNav.$inferInsert)[] = [];
    const flush = async () => {
      if (!batch.length) return;
      const inserted = await db
        .insert(fundNav)
        .values(batch)
        .onConflictDoNothing()
        .returning({ date: fundNav.date });
      published += inserted.length;
      batch = [];
    };
    while (date < upTo) {
      date = addDays(date, 1);
      value = nextNav(row.seed, row.type as FundType, value, date);
      batch.push({ seriesId: row.seriesId, date, value, publishedAt: now });
      if (batch.length >= BATCH) await flush();
    }
    await flush();
  }
  return published;
}
