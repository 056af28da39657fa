import { and, asc, eq, gt, lte, sql, type Column } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fundNav, fundSeries, funds, navFileValues, navFiles } from '../../db/schema';
import { coreFileSystem, type DeliveredNav } from '../../adapters/core-system/core-file';
import type { FundType } from '../../adapters/core-system/nav-series';
import type { NavSource } from '../shared/context';

/** The accepted files' values, as the `core-file` core system reads them. */
export function deliveredNav(db: DbOrTx): DeliveredNav {
  return {
    accepted: (fundCode, seriesCode, after, upTo) =>
      db
        .select({ date: navFileValues.date, value: sql<string>`${navFileValues.value}::text` })
        .from(navFileValues)
        .innerJoin(navFiles, eq(navFiles.id, navFileValues.fileId))
        .innerJoin(fundSeries, eq(fundSeries.id, navFileValues.seriesId))
        .innerJoin(funds, eq(funds.id, fundSeries.fundId))
        .where(
          and(
            eq(funds.code, fundCode),
            eq(fundSeries.code, seriesCode),
            eq(navFiles.status, 'ACCEPTED'),
            gt(navFileValues.date, after),
            lte(navFileValues.date, upTo),
          ),
        )
        .orderBy(asc(navFileValues.date)),
  };
}

/** The publication's source when the core system's files are imported (NAV_SOURCE=core-file). */
export const coreFileSource: NavSource = (db) => coreFileSystem(deliveredNav(db));

/** Where a series stands before a file: the last day it has a value for, and that value. */
export interface SeriesState {
  seriesId: number;
  fundCode: string;
  seriesCode: string;
  fundType: FundType;
  /** The last day published or delivered by an accepted file (null: the series has none). */
  through: string | null;
  value: string | null;
}

/** Every series of the catalogue, where it stands (published values, then accepted files). */
export async function seriesStates(db: DbOrTx): Promise<SeriesState[]> {
  const lastOf = (date: Column, value: Column) => ({
    date: sql<string | null>`max(${date})::text`,
    value: sql<string | null>`(array_agg(${value}::text order by ${date} desc))[1]`,
  });
  const published = await db
    .select({
      seriesId: fundSeries.id,
      fundCode: funds.code,
      seriesCode: fundSeries.code,
      fundType: funds.type,
      ...lastOf(fundNav.date, fundNav.value),
    })
    .from(fundSeries)
    .innerJoin(funds, eq(funds.id, fundSeries.fundId))
    .leftJoin(fundNav, eq(fundNav.seriesId, fundSeries.id))
    .groupBy(fundSeries.id, funds.code, fundSeries.code, funds.type)
    .orderBy(asc(funds.code), asc(fundSeries.code));
  const delivered = await db
    .select({
      seriesId: navFileValues.seriesId,
      ...lastOf(navFileValues.date, navFileValues.value),
    })
    .from(navFileValues)
    .innerJoin(navFiles, eq(navFiles.id, navFileValues.fileId))
    .where(eq(navFiles.status, 'ACCEPTED'))
    .groupBy(navFileValues.seriesId);
  const deliveredBy = new Map(delivered.map((d) => [d.seriesId, d]));
  return published.map(({ date, value, fundType, ...series }) => {
    const later = deliveredBy.get(series.seriesId);
    const last = later?.date && (!date || later.date > date) ? later : { date, value };
    return { ...series, fundType: fundType as FundType, through: last.date, value: last.value };
  });
}
