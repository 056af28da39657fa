import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import Decimal from 'decimal.js';
import {
  FundSeries,
  HISTORY_MAX_POINTS,
  type FundDetail,
  type FundSimulation,
  type FundSummary,
  type HistoryRange,
  type RouteResponse,
} from '@saf/contract';
import type { Db } from '../../db/client';
import { fundNav, fundSeries, funds } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { PROFILE_REACH } from '../risk/questionnaire';
import { addDays, minusMonths } from '../../lib/dates';
import { downsample } from './downsample';
import type { HandlerMap } from '../shared/handlers';
import type { Ctx } from '../shared/context';
import { requireUser } from '../shared/handlers';
import { profileOf, recommend } from '../risk/suitability';
import { holidaysFrom } from './calendar';
import { cutoffState, limaDate, orderDay, untilCutoff } from '../../lib/lima';
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

type FundRow = typeof funds.$inferSelect;
type SeriesRow = typeof fundSeries.$inferSelect;

/** The funds (one, by code, or all) with their series, ordered by risk then name. */
async function loadFunds(db: Db, code?: string): Promise<{ fund: FundRow; series: SeriesRow[] }[]> {
  const rows = await db
    .select({ fund: funds, series: fundSeries })
    .from(funds)
    .innerJoin(fundSeries, eq(fundSeries.fundId, funds.id))
    .where(code === undefined ? undefined : eq(funds.code, code))
    .orderBy(asc(funds.riskLevel), asc(funds.name), asc(fundSeries.code));
  const byFund = new Map<number, { fund: FundRow; series: SeriesRow[] }>();
  for (const { fund, series } of rows) {
    const entry = byFund.get(fund.id) ?? { fund, series: [] };
    entry.series.push(series);
    byFund.set(fund.id, entry);
  }
  return [...byFund.values()];
}

/** The list's view of funds: latest valor cuota and returns of series A, minimums, fees. */
async function summaries(
  db: Db,
  loaded: { fund: FundRow; series: SeriesRow[] }[],
): Promise<FundSummary[]> {
  // Returns and the latest valor cuota are those of series A (the one every customer can buy).
  const seriesA = new Map<number, number>();
  for (const { fund, series } of loaded) {
    const a = series.find((s) => s.code === FundSeries.A);
    if (a) seriesA.set(fund.id, a.id);
  }
  const navs = await navPointsFor(db, [...seriesA.values()]);
  return loaded.map(({ fund, series }) => {
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
}

/** Money in a fund's currency: 2 decimals, halves to even. */
const Money = Decimal.clone({ precision: 34, rounding: Decimal.ROUND_HALF_EVEN });

/**
 * An answer computed from the fund catalogue alone: from the instance's cache when it keeps one
 * (emptied whenever the catalogue changes), else from the database.
 */
const cached = <T>(ctx: Ctx, key: string, read: () => Promise<T>): Promise<T> =>
  ctx.fundsCache ? ctx.fundsCache.load(key, read) : read();

/** Every fund's summary (the list), the same for every customer. */
const allSummaries = (ctx: Ctx) =>
  cached(ctx, 'summaries', async () => summaries(ctx.db, await loadFunds(ctx.db)));

export const fundHandlers: HandlerMap = {
  fundList: async (ctx, input): Promise<RouteResponse<'fundList'>> => {
    requireUser(input);
    return { funds: await allSummaries(ctx) };
  },
  fundDetail: async (ctx, input): Promise<RouteResponse<'fundDetail'>> => {
    const user = requireUser(input);
    const loaded = await loadFunds(ctx.db, input.params.code);
    const [summary] = await summaries(ctx.db, loaded);
    const entry = loaded[0];
    if (!summary || !entry) throw new AppError('NOT_FOUND');
    const { fund } = entry;
    const now = ctx.clock.now();
    const today = limaDate(now);
    const days = await holidaysFrom(ctx.db, today);
    const left = untilCutoff(now, fund.cutoffTime, days);
    const held = await ctx.db.execute<{
      code: string;
      cuotas: string;
      date: string;
      value: string;
    }>(sql`
      SELECT s.code, p.cuotas::text AS cuotas, n.date::text AS date, n.value::text AS value
      FROM positions p
      JOIN fund_series s ON s.id = p.series_id
      CROSS JOIN LATERAL (
        SELECT date, value FROM fund_nav WHERE series_id = p.series_id ORDER BY date DESC LIMIT 1
      ) n
      WHERE p.user_id = ${user.id} AND s.fund_id = ${fund.id} AND p.cuotas > 0
      ORDER BY s.code`);
    const profile = profileOf(user.riskProfileId);
    const seriesA = entry.series.find((s) => s.code === FundSeries.A);
    const [bounds] = seriesA
      ? await ctx.db
          .select({
            first: sql<string | null>`min(${fundNav.date})::text`,
            last: sql<string | null>`max(${fundNav.date})::text`,
          })
          .from(fundNav)
          .where(eq(fundNav.seriesId, seriesA.id))
      : [];
    return {
      fund: summary,
      history: { first: bounds?.first ?? null, last: bounds?.last ?? null },
      composition: {
        asset_classes: fund.composition.assetClasses,
        holdings: fund.composition.holdings,
      },
      documents: fund.documents.map((d) => ({
        kind: d.kind as FundDetail['documents'][number]['kind'],
        title: d.title,
        url: d.url,
      })),
      order_window: {
        server_time: now.toISOString(),
        cutoff_at: left === null ? null : new Date(now.getTime() + left).toISOString(),
        order_day: orderDay(now, fund.cutoffTime, days),
        cutoff_state: cutoffState(now, fund.cutoffTime, days),
      },
      balance: held.rows.map((r) => ({
        series: r.code as FundDetail['balance'][number]['series'],
        cuotas: r.cuotas,
        amount: new Money(r.cuotas).times(r.value).toFixed(2),
        nav_date: r.date,
        nav_value: r.value,
      })),
      suitability: {
        profile,
        suitable: profile === null ? null : fund.riskLevel <= PROFILE_REACH[profile],
      },
    };
  },
  fundSimulation: async (ctx, input): Promise<RouteResponse<'fundSimulation'>> => {
    requireUser(input);
    const { code } = input.params;
    const { amount, from } = input.query;
    const [series] = await ctx.db
      .select({ id: fundSeries.id, currency: funds.currency })
      .from(fundSeries)
      .innerJoin(funds, eq(funds.id, fundSeries.fundId))
      .where(and(eq(funds.code, code), eq(fundSeries.code, FundSeries.A)));
    if (!series) throw new AppError('NOT_FOUND');
    const bounds = await ctx.db
      .select({
        first: sql<string | null>`min(${fundNav.date})::text`,
        last: sql<string | null>`max(${fundNav.date})::text`,
      })
      .from(fundNav)
      .where(eq(fundNav.seriesId, series.id));
    const first = bounds[0]?.first ?? null;
    const last = bounds[0]?.last ?? null;
    // The investment buys at a published day strictly before the last one: a simulation that
    // starts today has nothing to show yet.
    if (!first || !last || from < first || from >= last)
      throw new AppError('SIMULATION_DATE_OUT_OF_RANGE', {
        meta: { min: first ?? '', max: last ? addDays(last, -1) : '' },
      });
    const [start] = await ctx.db
      .select({
        date: sql<string>`${fundNav.date}::text`,
        value: sql<string>`${fundNav.value}::text`,
      })
      .from(fundNav)
      .where(and(eq(fundNav.seriesId, series.id), gte(fundNav.date, from)))
      .orderBy(asc(fundNav.date))
      .limit(1);
    const [end] = await ctx.db
      .select({
        date: sql<string>`${fundNav.date}::text`,
        value: sql<string>`${fundNav.value}::text`,
      })
      .from(fundNav)
      .where(eq(fundNav.seriesId, series.id))
      .orderBy(desc(fundNav.date))
      .limit(1);
    if (!start || !end) throw new AppError('SIMULATION_DATE_OUT_OF_RANGE');
    const invested = new Money(amount);
    const cuotas = invested.div(start.value).toDecimalPlaces(8);
    const endAmount = cuotas.times(end.value).toDecimalPlaces(2);
    return {
      code,
      currency: series.currency as FundSimulation['currency'],
      amount: invested.toFixed(2),
      start_date: start.date,
      start_value: start.value,
      cuotas: cuotas.toFixed(8),
      end_date: end.date,
      end_value: end.value,
      end_amount: endAmount.toFixed(2),
      gain: endAmount.minus(invested).toFixed(2),
      return: endAmount.div(invested).minus(1).toFixed(8),
    };
  },
  fundDocument: async (ctx, input): Promise<RouteResponse<'fundDocument'>> => {
    const { code, file } = input.params;
    const loaded = await loadFunds(ctx.db, code);
    const [summary] = await summaries(ctx.db, loaded);
    const fund = loaded[0]?.fund;
    if (!summary || !fund) throw new AppError('NOT_FOUND');
    // The PDF engine loads on the first document asked for, not with every instance's start.
    const { renderFundDocument } = await import('./documents');
    const pdf = await renderFundDocument(file, {
      fund: summary,
      composition: fund.composition,
      manager: ctx.config.MANAGER_NAME,
    });
    void input.reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${code.toLowerCase()}-${file}"`);
    // A file, not JSON: Fastify sends a Buffer as it is.
    return pdf as unknown as RouteResponse<'fundDocument'>;
  },
  recommendedFunds: async (ctx, input): Promise<RouteResponse<'recommendedFunds'>> => {
    const user = requireUser(input);
    const profile = profileOf(user.riskProfileId);
    return { profile, funds: recommend(await allSummaries(ctx), profile) };
  },
  fundHistory: async (ctx, input): Promise<RouteResponse<'fundHistory'>> => {
    requireUser(input);
    const { code } = input.params;
    const { range, from, to } = input.query;
    return cached(ctx, `history:${JSON.stringify([code, range, from, to])}`, () =>
      fundHistory(ctx.db, code, input.query),
    );
  },
};

/** A fund's valor cuota over a range (series A), downsampled to HISTORY_MAX_POINTS. */
async function fundHistory(
  db: Db,
  code: string,
  query: { range?: HistoryRange | undefined; from?: string | undefined; to?: string | undefined },
): Promise<RouteResponse<'fundHistory'>> {
  const [series] = await db
    .select({ id: fundSeries.id })
    .from(fundSeries)
    .innerJoin(funds, eq(funds.id, fundSeries.fundId))
    .where(and(eq(funds.code, code), eq(fundSeries.code, FundSeries.A)));
  if (!series) throw new AppError('NOT_FOUND');
  const [last] = await db
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
  const to = query.to && query.to < last.date ? query.to : last.date;
  const from = query.from ?? minusMonths(to, RANGE_MONTHS[query.range ?? '1Y']);
  if (from > to) return empty;
  const rows = await db
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
}
