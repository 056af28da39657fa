import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import {
  FundSeries,
  HISTORY_MAX_POINTS,
  type FundSummary,
  type HistoryRange,
  type RouteResponse,
} from '@saf/contract';
import type { Db } from '../../db/client';
import { fundNav, fundSeries, funds } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { minusMonths } from './dates';
import { downsample } from './downsample';
import type { HandlerMap } from '../shared/handlers';
import { requireUser } from '../shared/handlers';
import { periodReturns, periodStart, RETURN_PERIODS, type NavPoint } from './returns';

/**
 * A PostgreSQL array literal of numbers or ISO dates, sent as one parameter (drizzle would
 * spread a JavaScript array into a list of parameters).
 */
const pgArray = (values: readonly (number | string)[]) => `{${values.join(',')}}`;

/** IGV (Peru's VAT) added to the unified fee, in per cent. */
const IGV_PCT = '18.00';

/**
 * For each series and each period start, the last valor cuota on or before it, plus the last
 * one of all: the few rows the returns need, instead of the whole history.
 */
async function navPointsFor(db: Db, seriesIds: number[]): Promise<Map<number, NavPoint[]>> {
  const points = new Map<number, NavPoint[]>();
  if (!seriesIds.length) return points;
  const last = await db.execute<{ series_id: number; date: string; value: string }>(sql`
    SELECT DISTINCT ON (series_id) series_id, date::text AS date, value::text AS value
    FROM fund_nav
    WHERE series_id = ANY(${pgArray(seriesIds)}::int[])
    ORDER BY series_id, date DESC`);
  const ids: number[] = [];
  const starts: string[] = [];
  for (const row of last.rows) {
    points.set(row.series_id, [{ date: row.date, value: row.value }]);
    for (const period of RETURN_PERIODS) {
      ids.push(row.series_id);
      starts.push(periodStart(period, row.date));
    }
  }
  if (!ids.length) return points;
  const found = await db.execute<{ series_id: number; date: string; value: string }>(sql`
    SELECT DISTINCT d.series_id, n.date::text AS date, n.value::text AS value
    FROM unnest(${pgArray(ids)}::int[], ${pgArray(starts)}::date[]) AS d(series_id, start)
    CROSS JOIN LATERAL (
      SELECT date, value FROM fund_nav
      WHERE series_id = d.series_id AND date <= d.start
      ORDER BY date DESC LIMIT 1
    ) n`);
  for (const row of found.rows)
    points.get(row.series_id)!.push({ date: row.date, value: row.value });
  for (const list of points.values()) list.sort((a, b) => a.date.localeCompare(b.date));
  return points;
}

const RANGE_MONTHS: Record<HistoryRange, number> = {
  '1M': 1,
  '6M': 6,
  '1Y': 12,
  '3Y': 36,
  '5Y': 60,
};

export const fundHandlers: HandlerMap = {
  fundList: async (ctx, input): Promise<RouteResponse<'fundList'>> => {
    requireUser(input);
    const rows = await ctx.db
      .select({ fund: funds, series: fundSeries })
      .from(funds)
      .innerJoin(fundSeries, eq(fundSeries.fundId, funds.id))
      .orderBy(asc(funds.riskLevel), asc(funds.name), asc(fundSeries.code));
    const byFund = new Map<
      number,
      { fund: typeof funds.$inferSelect; series: (typeof fundSeries.$inferSelect)[] }
    >();
    for (const { fund, series } of rows) {
      const entry = byFund.get(fund.id) ?? { fund, series: [] };
      entry.series.push(series);
      byFund.set(fund.id, entry);
    }
    // Returns and the latest valor cuota are those of series A (the one every customer can buy).
    const seriesA = new Map<number, number>();
    for (const { fund, series } of byFund.values()) {
      const a = series.find((s) => s.code === FundSeries.A);
      if (a) seriesA.set(fund.id, a.id);
    }
    const navs = await navPointsFor(ctx.db, [...seriesA.values()]);
    const list: FundSummary[] = [...byFund.values()].map(({ fund, series }) => {
      const history = navs.get(seriesA.get(fund.id) ?? -1) ?? [];
      const latest = history.at(-1);
      return {
        code: fund.code,
        name: fund.name,
        type: fund.type as FundSummary['type'],
        currency: fund.currency as FundSummary['currency'],
        risk_level: fund.riskLevel,
        profiles: fund.profiles as FundSummary['profiles'],
        objective: fund.objective,
        benchmark: fund.benchmark,
        cutoff_time: fund.cutoffTime,
        rescue_settlement_days: fund.rescueSettlementDays,
        unified_fee_pct: fund.unifiedFeePct,
        igv_pct: IGV_PCT,
        early_rescue_fee_pct: fund.earlyRescueFeePct,
        early_rescue_min_days: fund.earlyRescueMinDays,
        card_theme: fund.cardTheme,
        nav: latest ? { date: latest.date, value: latest.value } : null,
        returns: periodReturns(history),
        series: series.map((s) => ({
          code: s.code as FundSummary['series'][number]['code'],
          name: s.name,
          min_initial: s.minInitial,
          min_additional: s.minAdditional,
          min_rescue: s.minRescue,
          min_balance: s.minBalance,
        })),
      };
    });
    return { funds: list };
  },
  fundHistory: async (ctx, input): Promise<RouteResponse<'fundHistory'>> => {
    requireUser(input);
    const { code } = input.params;
    const [series] = await ctx.db
      .select({ id: fundSeries.id })
      .from(fundSeries)
      .innerJoin(funds, eq(funds.id, fundSeries.fundId))
      .where(and(eq(funds.code, code), eq(fundSeries.code, FundSeries.A)));
    if (!series) throw new AppError('NOT_FOUND');
    const [last] = await ctx.db
      .select({ date: sql<string>`${fundNav.date}::text` })
      .from(fundNav)
      .where(eq(fundNav.seriesId, series.id))
      .orderBy(desc(fundNav.date))
      .limit(1);
    const empty = {
      code,
      series: FundSeries.A,
      from: null,
      to: null,
      points: [],
      total_points: 0,
      downsampled: false,
    };
    if (!last) return empty;
    const to = input.query.to && input.query.to < last.date ? input.query.to : last.date;
    const from = input.query.from ?? minusMonths(to, RANGE_MONTHS[input.query.range ?? '1Y']);
    if (from > to) return empty;
    const rows = await ctx.db
      .select({
        date: sql<string>`${fundNav.date}::text`,
        value: sql<string>`${fundNav.value}::text`,
      })
      .from(fundNav)
      .where(and(eq(fundNav.seriesId, series.id), gte(fundNav.date, from), lte(fundNav.date, to)))
      .orderBy(asc(fundNav.date));
    const points = downsample(rows, HISTORY_MAX_POINTS);
    return {
      code,
      series: FundSeries.A,
      from: rows[0]?.date ?? null,
      to: rows.at(-1)?.date ?? null,
      points,
      total_points: rows.length,
      downsampled: points.length < rows.length,
    };
  },
};
