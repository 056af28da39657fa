import { and, asc, desc, eq, gt, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  RESCUE_INTERVAL_MS,
  fromUnits8,
  moneyOfCuotas,
  toUnits8,
  type CuotaLot,
  type RescueHolding,
} from '@saf/contract';
import { fundNav, fundSeries, funds, movements, orders, positions } from '../../db/schema';
import { addBusinessDays, cutoffState, limaDate, orderDay } from '../../lib/lima';
import type { DbOrTx } from '../../db/client';
import { seriesNames, seriesViewOf } from '../shared/order-rows';

// What a customer holds in each series as a rescue sees it: the cuotas, what pending rescues
// hold back, the lots by day bought, and the rescue's state machine.

/**
 * The life of a rescue as the order's two statuses (docs/DOMAIN.md, Rescues):
 *
 * | event     | from (payment, process) | to (payment, process) |
 * |-----------|-------------------------|-----------------------|
 * | cancelled | PENDING, PENDING (before the cut-off) | PENDING, ANNULLED |
 * | priced    | PENDING, PENDING (trade date's valor cuota published) | PENDING, APPROVED |
 * | paid      | PENDING, APPROVED (payment date reached, PAYOUTS=sandbox) | SUCCESS, APPROVED |
 * | sent      | PENDING, APPROVED (in the day's pain.001 file) | SENT, APPROVED |
 * | confirmed | SENT, APPROVED (the bank's pain.002 accepts it) | SUCCESS, APPROVED |
 * | returned  | SENT, APPROVED (the bank's pain.002 rejects it) | REJECTED, APPROVED |
 * | resent    | SENT, APPROVED (rejected on the fund's side) | PENDING, APPROVED |
 * | bounced   | SUCCESS, APPROVED (the statement returns the money paid) | REJECTED, APPROVED |
 * | rerouted  | REJECTED, APPROVED (the customer chose an account) | PENDING, APPROVED |
 *
 * The payment status is the payout to the customer's account (modules/payouts).
 */
export const RESCUE_TRANSITIONS = {
  cancelled: { from: ['PENDING', 'PENDING'], to: ['PENDING', 'ANNULLED'] },
  priced: { from: ['PENDING', 'PENDING'], to: ['PENDING', 'APPROVED'] },
  paid: { from: ['PENDING', 'APPROVED'], to: ['SUCCESS', 'APPROVED'] },
  sent: { from: ['PENDING', 'APPROVED'], to: ['SENT', 'APPROVED'] },
  confirmed: { from: ['SENT', 'APPROVED'], to: ['SUCCESS', 'APPROVED'] },
  returned: { from: ['SENT', 'APPROVED'], to: ['REJECTED', 'APPROVED'] },
  resent: { from: ['SENT', 'APPROVED'], to: ['PENDING', 'APPROVED'] },
  bounced: { from: ['SUCCESS', 'APPROVED'], to: ['REJECTED', 'APPROVED'] },
  rerouted: { from: ['REJECTED', 'APPROVED'], to: ['PENDING', 'APPROVED'] },
} as const;
export type RescueEvent = keyof typeof RESCUE_TRANSITIONS;

/** The statuses after `event`, or an error when the rescue is not where the event starts. */
export function nextRescueState(
  state: readonly [string, string],
  event: RescueEvent,
): readonly [string, string] {
  const rule = RESCUE_TRANSITIONS[event];
  if (state[0] !== rule.from[0] || state[1] !== rule.from[1])
    throw new Error(`A rescue in ${state.join('/')} cannot take "${event}"`);
  return rule.to;
}

type HoldingRow = {
  seriesId: number;
  seriesCode: string;
  seriesName: string;
  minRescue: string;
  minBalance: string;
  fundId: number;
  fundCode: string;
  fundName: string;
  currency: string;
  cutoffTime: string;
  settlementDays: number;
  feePct: string;
  minDays: number;
  scheduledAllowed: boolean;
  cuotas: string;
  invested: string;
};

/** What a holding row carries: its series and fund's rescue rules, and the position. */
const holdingColumns = {
  seriesId: fundSeries.id,
  minRescue: fundSeries.minRescue,
  minBalance: fundSeries.minBalance,
  fundId: funds.id,
  ...seriesNames,
  cutoffTime: funds.cutoffTime,
  settlementDays: funds.rescueSettlementDays,
  feePct: funds.earlyRescueFeePct,
  minDays: funds.earlyRescueMinDays,
  scheduledAllowed: funds.scheduledRescue,
  cuotas: positions.cuotas,
  invested: positions.invested,
};

export function holdingRows(db: DbOrTx, userId: number, where?: SQL) {
  return db
    .select(holdingColumns)
    .from(positions)
    .innerJoin(fundSeries, eq(fundSeries.id, positions.seriesId))
    .innerJoin(funds, eq(funds.id, fundSeries.fundId))
    .where(and(eq(positions.userId, userId), sql`${positions.cuotas} > 0`, where))
    .orderBy(asc(funds.id), asc(fundSeries.code));
}

/**
 * `holdingRows` with, beside each, when its fund's next rescue may be placed (`lastRescueWithin`,
 * null when none was placed in the past 24 hours): one statement, one snapshot, for a rescue
 * decided under the customer's lock.
 */
export function holdingRowsWithNextRescue(db: DbOrTx, userId: number, now: Date, where?: SQL) {
  const since = new Date(now.getTime() - RESCUE_INTERVAL_MS);
  const lastRescueAt = sql<Date | null>`(
        SELECT max(o.created_at) FROM ${orders} o
        JOIN ${fundSeries} os ON os.id = o.series_id
        WHERE o.user_id = ${userId} AND o.kind = 'RESCUE' AND os.fund_id = ${funds.id}
          AND o.process_status <> 'ANNULLED' AND o.created_at > ${since.toISOString()}::timestamptz
      )`.mapWith(orders.createdAt);
  return db
    .select({ ...holdingColumns, lastRescueAt })
    .from(positions)
    .innerJoin(fundSeries, eq(fundSeries.id, positions.seriesId))
    .innerJoin(funds, eq(funds.id, fundSeries.fundId))
    .where(and(eq(positions.userId, userId), sql`${positions.cuotas} > 0`, where))
    .orderBy(asc(funds.id), asc(fundSeries.code));
}

/** Rescues not priced yet (their cuotas are held back) of a customer in a series. */
export const UNPRICED = and(
  eq(orders.kind, 'RESCUE'),
  eq(orders.paymentStatus, 'PENDING'),
  eq(orders.processStatus, 'PENDING'),
);

export async function reservedCuotas(
  db: DbOrTx,
  userId: number,
  seriesId: number,
  exceptId?: number,
) {
  const [row] = await db
    .select({ sum: sql<string>`COALESCE(SUM(${orders.reservedCuotas}), 0)::text` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.seriesId, seriesId),
        UNPRICED,
        exceptId === undefined ? undefined : ne(orders.id, exceptId),
      ),
    );
  return row?.sum ?? '0';
}

/** The latest published valor cuota of a series on or before a day. */
async function latestNav(db: DbOrTx, seriesId: number, onOrBefore: string) {
  const [row] = await db
    .select({ date: fundNav.date, value: fundNav.value })
    .from(fundNav)
    .where(and(eq(fundNav.seriesId, seriesId), lte(fundNav.date, onOrBefore)))
    .orderBy(desc(fundNav.date))
    .limit(1);
  return row;
}

/**
 * The cuotas still held by the day they were bought, oldest first: subscriptions' movements,
 * less what rescues sold (oldest first) and then what `reserved` holds back.
 */
export async function lotsOf(
  db: DbOrTx,
  userId: number,
  seriesId: number,
  reserved: string,
): Promise<CuotaLot[]> {
  const rows = await db
    .select({ date: movements.date, cuotas: movements.cuotas })
    .from(movements)
    .where(and(eq(movements.userId, userId), eq(movements.seriesId, seriesId)))
    .orderBy(asc(movements.date), asc(movements.id));
  const lots = rows
    .filter((r) => toUnits8(r.cuotas) > 0n)
    .map((r) => ({ date: r.date, u: toUnits8(r.cuotas) }));
  let sold = -rows
    .filter((r) => toUnits8(r.cuotas) < 0n)
    .reduce((sum, r) => sum + toUnits8(r.cuotas), 0n);
  sold += toUnits8(reserved);
  for (const lot of lots) {
    const take = lot.u < sold ? lot.u : sold;
    lot.u -= take;
    sold -= take;
  }
  return lots.filter((l) => l.u > 0n).map((l) => ({ date: l.date, cuotas: fromUnits8(l.u) }));
}

/** The last rescue of the fund in the past 24 hours (cancelled ones do not count). */
export async function lastRescueWithin(db: DbOrTx, userId: number, fundId: number, now: Date) {
  const [row] = await db
    .select({ createdAt: orders.createdAt })
    .from(orders)
    .innerJoin(fundSeries, eq(fundSeries.id, orders.seriesId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.kind, 'RESCUE'),
        eq(fundSeries.fundId, fundId),
        ne(orders.processStatus, 'ANNULLED'),
        gt(orders.createdAt, new Date(now.getTime() - RESCUE_INTERVAL_MS)),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row ? new Date(row.createdAt.getTime() + RESCUE_INTERVAL_MS) : null;
}

/** Cuotas `a − b`, never below zero. */
export function minus(a: string, b: string): string {
  const left = toUnits8(a) - toUnits8(b);
  return fromUnits8(left < 0n ? 0n : left);
}

export async function holdingView(
  db: DbOrTx,
  userId: number,
  h: HoldingRow,
  now: Date,
  days: ReadonlySet<string>,
  /** `lastRescueWithin` of the holding, when the caller has just read it (one query less). */
  known?: { next: Date | null },
): Promise<RescueHolding | null> {
  const today = limaDate(now);
  const nav = await latestNav(db, h.seriesId, today);
  if (!nav) return null;
  const reserved = await reservedCuotas(db, userId, h.seriesId);
  const available = minus(h.cuotas, reserved);
  const tradeDate = orderDay(now, h.cutoffTime, days);
  const next = known ? known.next : await lastRescueWithin(db, userId, h.fundId, now);
  return {
    ...seriesViewOf(h),
    cuotas: h.cuotas,
    reserved_cuotas: fromUnits8(toUnits8(reserved)),
    available_cuotas: available,
    valor_cuota: nav.value,
    valor_cuota_date: nav.date,
    available_value: moneyOfCuotas(available, nav.value),
    min_rescue: h.minRescue,
    min_balance: h.minBalance,
    early_rescue_fee_pct: h.feePct,
    early_rescue_min_days: h.minDays,
    lots: await lotsOf(db, userId, h.seriesId, reserved),
    cost_basis: { invested: h.invested, cuotas: h.cuotas },
    cutoff_time: h.cutoffTime,
    trade_date: tradeDate,
    cutoff_state: cutoffState(now, h.cutoffTime, days),
    payment_date: addBusinessDays(tradeDate, h.settlementDays, days),
    settlement_days: h.settlementDays,
    next_rescue_from: next ? next.toISOString() : null,
    scheduled_rescue_allowed: h.scheduledAllowed,
  };
}
