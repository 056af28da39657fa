import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fundNav, fundSeries, funds } from '../../db/schema';
import { sandboxCoreSystem } from '../../adapters/core-system/index';
import type { NavSource } from '../shared/context';
import { addDays } from '../../lib/dates';
import type { FundType } from '../../adapters/core-system/nav-series';

/** Rows per INSERT when a long stretch of days is published at once. */
const BATCH = 2000;

/** A valor cuota as the core system may answer it: positive, at most 8 decimals. */
const NAV_VALUE = /^(?:0|[1-9]\d{0,11})(?:\.\d{1,8})?$/;

/**
 * Publishes every series' valor cuota up to `upTo` (a Lima date), from the day after the last
 * one stored, with the values the core system answers: one day in the daily run, every missing
 * day after a pause (a demo started months later shows current prices). Idempotent: a day
 * already published is left as it is, so two instances running it at once insert each day
 * once. Answers how many values it published.
 */
export async function publishNav(
  db: DbOrTx,
  upTo: string,
  now: Date,
  source: NavSource = sandboxCoreSystem,
  /** Only this fund's series (a test publishing one fund's day); every fund by default. */
  only: { fundCode?: string } = {},
): Promise<number> {
  const core = typeof source === 'function' ? source(db) : source;
  const rows = await db
    .select({
      seriesId: fundSeries.id,
      fundCode: funds.code,
      seriesCode: fundSeries.code,
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
    .where(only.fundCode ? eq(funds.code, only.fundCode) : undefined)
    .groupBy(fundSeries.id, funds.code, fundSeries.code, fundSeries.navSeed, funds.type)
    .orderBy(asc(fundSeries.id));
  let published = 0;
  for (const row of rows) {
    // A series starts from the first value its fund was seeded with (seeds/funds.ts).
    if (!row.lastDate || !row.lastValue || row.lastDate >= upTo) continue;
    const points = await core.navRange({
      fundCode: row.fundCode,
      seriesCode: row.seriesCode,
      navSeed: row.seed,
      fundType: row.type as FundType,
      lastDate: row.lastDate,
      lastValue: row.lastValue,
      upTo,
    });
    // Never store what the core system should not have answered: a gap, a day out of the
    // range, or a value that is not a valor cuota. The whole answer is checked first.
    let date = row.lastDate;
    for (const point of points) {
      const ok =
        point.date === addDays(date, 1) &&
        point.date <= upTo &&
        NAV_VALUE.test(point.value) &&
        Number(point.value) > 0;
      if (!ok) {
        throw new Error(
          `core system ${core.name} answered ${point.date} ${point.value} for ${row.fundCode} ${row.seriesCode} after ${date}`,
        );
      }
      date = point.date;
    }
    for (let i = 0; i < points.length; i += BATCH) {
      const inserted = await db
        .insert(fundNav)
        .values(
          points.slice(i, i + BATCH).map((p) => ({
            seriesId: row.seriesId,
            date: p.date,
            value: p.value,
            publishedAt: now,
          })),
        )
        .onConflictDoNothing()
        .returning({ date: fundNav.date });
      published += inserted.length;
    }
  }
  return published;
}
