import { and, asc, eq, sql } from 'drizzle-orm';
import Decimal from 'decimal.js';
import {
  ClientDataStatus,
  ORDER_MAX_AMOUNT,
  type CreateSubscriptionBody,
  type InvestOptions,
  type Order,
  type OrderBlockerName,
} from '@saf/contract';
import { facialCheckPassed, spendFacialCheck } from '../biometrics/service';
import type { Db } from '../../db/client';
import {
  clientData,
  collectorAccounts,
  fundSeries,
  funds,
  orderEvents,
  orders,
  positions,
  users,
  type User,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { holidaysFrom } from '../funds/calendar';
import { cutoffState, limaDate, limaInstant, orderDay, untilCutoff } from '../../lib/lima';
import type { DbOrTx } from '../../db/client';
import { profileOf } from '../risk/suitability';
import { PROFILE_REACH } from '../risk/questionnaire';
import type { Ctx } from '../shared/context';
import { userChanged } from '../shared/users';
import { nextOrderState, NEW_ORDER, type OrderEvent } from './lifecycle';
import { orderMail, type OrderMailKind } from './mail';
import { byReference, lockOrder, orderView, orderViews, stateOf, type OrderRow } from './views';
import { insertOrder } from '../shared/order-rows';

/** An online checkout must be paid within this time. */
export const CHECKOUT_TTL_MS = 30 * 60_000;
/** IGV (Peru's VAT) on the unified fee, in per cent. */
export const IGV = '0.18';

export const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN });

type SeriesRow = {
  seriesId: number;
  seriesCode: string;
  seriesName: string;
  minInitial: string;
  minAdditional: string;
  fundId: number;
  fundCode: string;
  fundName: string;
  currency: string;
  riskLevel: number;
  cutoffTime: string;
  unifiedFeePct: string;
  earlyRescueFeePct: string;
  earlyRescueMinDays: number;
  held: boolean;
};

/** The fund's series, each with whether the customer holds cuotas of it. */
async function fundSeriesRows(db: DbOrTx, code: string, userId: number): Promise<SeriesRow[]> {
  return db
    .select({
      seriesId: fundSeries.id,
      seriesCode: fundSeries.code,
      seriesName: fundSeries.name,
      minInitial: fundSeries.minInitial,
      minAdditional: fundSeries.minAdditional,
      fundId: funds.id,
      fundCode: funds.code,
      fundName: funds.name,
      currency: funds.currency,
      riskLevel: funds.riskLevel,
      cutoffTime: funds.cutoffTime,
      unifiedFeePct: funds.unifiedFeePct,
      earlyRescueFeePct: funds.earlyRescueFeePct,
      earlyRescueMinDays: funds.earlyRescueMinDays,
      held: sql<boolean>`EXISTS (SELECT 1 FROM ${positions} WHERE ${positions.userId} = ${userId} AND ${positions.seriesId} = ${fundSeries.id} AND ${positions.cuotas} > 0)`,
    })
    .from(fundSeries)
    .innerJoin(funds, eq(funds.id, fundSeries.fundId))
    .where(eq(funds.code, code))
    .orderBy(asc(fundSeries.code));
}

/** What the customer's own record blocks (AML, no risk profile), before any query. */
function userBlocker(user: User): OrderBlockerName | null {
  if (user.amlOutcome === 'BLOCKED') return 'AML_BLOCKED';
  if (!user.riskProfileId) return 'RISK_PROFILE';
  return null;
}

/** What the customer's client data blocks (AML, the yearly update, data not completed). */
function clientDataBlocker(
  user: User,
  row: { status: string | null; aml: string | null } | undefined,
): OrderBlockerName | null {
  if (row?.aml === 'BLOCKED') return 'AML_BLOCKED';
  if (row?.status === ClientDataStatus.REVIEW || user.hasPassedYear) return 'YEARLY_UPDATE';
  if (row?.status !== ClientDataStatus.COMPLETED) return 'CLIENT_DATA';
  return null;
}

const blockerColumns = { status: clientData.status, aml: clientData.amlOutcome };

/** What must come before a first or further investment, or null (docs/DOMAIN.md, Orders). */
export async function blockerOf(db: DbOrTx, user: User): Promise<OrderBlockerName | null> {
  const early = userBlocker(user);
  if (early) return early;
  const [row] = await db
    .select(blockerColumns)
    .from(clientData)
    .where(eq(clientData.userId, user.id));
  return clientDataBlocker(user, row);
}

/**
 * Locks the customer's row, so one customer's orders are decided one at a time, and reads in
 * the same statement what stands before an order and whether compliance reviews the customer
 * (enhanced due diligence: the order is taken but held).
 */
async function lockCustomer(
  tx: DbOrTx,
  user: User,
): Promise<{ blocker: OrderBlockerName | null; underReview: boolean }> {
  const [row] = await tx
    .select({ ...blockerColumns, edd: users.eddStatus })
    .from(users)
    .leftJoin(clientData, eq(clientData.userId, users.id))
    .where(eq(users.id, user.id))
    .for('update', { of: users });
  return {
    blocker: userBlocker(user) ?? clientDataBlocker(user, row),
    underReview: row?.edd === 'REVIEW',
  };
}

/** The trade date an order placed at `now` gets, and that day's cut-off instant. */
export async function tradeWindow(db: DbOrTx, now: Date, cutoffTime: string) {
  const days = await holidaysFrom(db, limaDate(now));
  const tradeDate = orderDay(now, cutoffTime, days);
  return { tradeDate, cutoffAt: limaInstant(tradeDate, cutoffTime), days };
}

export async function investOptions(ctx: Ctx, user: User, code: string): Promise<InvestOptions> {
  const rows = await fundSeriesRows(ctx.db, code, user.id);
  const first = rows[0];
  if (!first) throw new AppError('NOT_FOUND');
  const now = ctx.clock.now();
  const { tradeDate, days } = await tradeWindow(ctx.db, now, first.cutoffTime);
  const left = untilCutoff(now, first.cutoffTime, days);
  const profile = profileOf(user.riskProfileId);
  const accounts = await ctx.db
    .select()
    .from(collectorAccounts)
    .where(eq(collectorAccounts.currency, first.currency))
    .orderBy(asc(collectorAccounts.position));
  return {
    fund: {
      code: first.fundCode,
      name: first.fundName,
      currency: first.currency as InvestOptions['fund']['currency'],
      risk_level: first.riskLevel,
      cutoff_time: first.cutoffTime,
      unified_fee_pct: new D(first.unifiedFeePct).times(new D(1).plus(IGV)).toFixed(2),
      early_rescue_fee_pct: new D(first.earlyRescueFeePct).toFixed(2),
      early_rescue_min_days: first.earlyRescueMinDays,
    },
    series: rows.map((r) => ({
      code: r.seriesCode as InvestOptions['series'][number]['code'],
      name: r.seriesName,
      minimum_kind: r.held ? 'additional' : 'initial',
      minimum: r.held ? r.minAdditional : r.minInitial,
      min_initial: r.minInitial,
      min_additional: r.minAdditional,
      held: r.held,
    })),
    trade_date: tradeDate,
    cutoff_at: left === null ? null : new Date(now.getTime() + left).toISOString(),
    cutoff_state: cutoffState(now, first.cutoffTime, days),
    server_time: now.toISOString(),
    suitability_required: profile !== null && first.riskLevel > PROFILE_REACH[profile],
    blocker: await blockerOf(ctx.db, user),
    biometric_valid: await facialCheckPassed(ctx.db, user.id, 'SUBSCRIPTION', now),
    collector_accounts: accounts.map((a) => ({
      bank: a.bank,
      bank_code: a.bankCode,
      holder: a.holder,
      currency: a.currency as InvestOptions['fund']['currency'],
      account_number: a.accountNumber,
      cci: a.cci,
    })),
    max_amount: ORDER_MAX_AMOUNT,
    card_payment: ctx.gateway.currencies.includes(first.currency),
  };
}

export async function addEvent(
  tx: DbOrTx,
  orderId: number,
  kind: Order['events'][number]['kind'],
  at: Date,
  detail: string | null = null,
) {
  await tx.insert(orderEvents).values({ orderId, kind, at, detail });
}

/**
 * Places a subscription order, inside the caller's transaction (the idempotency key's): the
 * customer's row is locked first, so one customer's orders are decided one at a time.
 */
export async function placeSubscription(
  tx: DbOrTx,
  user: User,
  body: CreateSubscriptionBody,
  now: Date,
): Promise<{ order: Order; firstInvestmentTxid: string | undefined }> {
  const { blocker, underReview } = await lockCustomer(tx, user);
  if (blocker) throw new AppError('PARTICIPANT_NOT_READY', { meta: { blocker } });
  const rows = await fundSeriesRows(tx, body.fund_code, user.id);
  const series = rows.find((r) => r.seriesCode === body.series);
  if (!series) throw new AppError('NOT_FOUND');
  const other = body.funds_origin_other?.trim() ?? '';
  if (body.funds_origin === 'OTHER' && !other)
    throw new AppError('FUNDS_ORIGIN_OTHER_REQUIRED', {
      details: [{ path: 'funds_origin_other', message: 'required' }],
    });
  const profile = profileOf(user.riskProfileId);
  if (
    profile !== null &&
    series.riskLevel > PROFILE_REACH[profile] &&
    body.suitability_ack !== true
  )
    throw new AppError('SUITABILITY_ACK_REQUIRED', {
      details: [{ path: 'suitability_ack', message: 'required' }],
    });
  const additional = series.held;
  const minimum = additional ? series.minAdditional : series.minInitial;
  const amount = new D(body.amount);
  if (amount.lt(minimum))
    throw new AppError('AMOUNT_BELOW_MINIMUM', {
      details: [{ path: 'amount', message: 'below minimum' }],
      meta: { minimum, kind: additional ? 'additional' : 'initial', currency: series.currency },
    });
  if (amount.gt(ORDER_MAX_AMOUNT))
    throw new AppError('AMOUNT_ABOVE_MAXIMUM', {
      details: [{ path: 'amount', message: 'above maximum' }],
      meta: { maximum: ORDER_MAX_AMOUNT },
    });
  const { tradeDate, cutoffAt } = await tradeWindow(tx, now, series.cutoffTime);
  const { id, reference } = await insertOrder(tx, 'SUS', now, {
    userId: user.id,
    kind: 'SUBSCRIPTION',
    seriesId: series.seriesId,
    currency: series.currency,
    amount: amount.toFixed(2),
    fundsOrigin: body.funds_origin,
    fundsOriginOther: body.funds_origin === 'OTHER' ? other : null,
    suitabilityAck: body.suitability_ack === true,
    paymentMethod: body.payment_method ?? 'transfer',
    paymentStatus: NEW_ORDER.payment,
    processStatus: NEW_ORDER.process,
    tradeDate,
    cutoffAt,
    ...(underReview ? { complianceReview: 'HELD' } : {}),
    createdAt: now,
    updatedAt: now,
  });
  // The facial check passed for subscriptions is spent by this order (none: refused, and the
  // order rolled back); the next order needs a new check.
  if (!(await spendFacialCheck(tx, user.id, 'SUBSCRIPTION', now, id)))
    throw new AppError('BIOMETRIC_REQUIRED');
  let firstInvestmentTxid: string | undefined;
  if (!user.firstInvestmentAt) {
    const [row] = await tx
      .update(users)
      .set({ firstInvestmentAt: now, updatedAt: now })
      .where(and(eq(users.id, user.id), sql`${users.firstInvestmentAt} IS NULL`))
      .returning({ txid: sql<string>`txid_current()::text` });
    firstInvestmentTxid = row?.txid;
  }
  const order = await orderView(tx, user.id, reference, now);
  return { order: order!, firstInvestmentTxid };
}

/**
 * Sends an order's email to the customer (a user already read, or their id); a mail failure
 * never undoes the change (it is logged).
 */
export async function mailOrder(
  ctx: Ctx,
  kind: OrderMailKind,
  to: number | Pick<User, 'email'>,
  order: Order,
) {
  try {
    const [user] =
      typeof to === 'number'
        ? await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, to))
        : [to];
    if (user) await ctx.mailer.send(orderMail(kind, user.email, order, ctx.config.PORTAL_URL));
  } catch (err) {
    ctx.log.error({ err, reference: order.reference, kind }, 'order mail not sent');
  }
}

export async function afterFirstInvestment(ctx: Ctx, userId: number, txid: string | undefined) {
  if (txid !== undefined) await userChanged(ctx, userId, txid);
}

export async function getOrder(ctx: Ctx, user: User, reference: string): Promise<Order> {
  const view = await orderView(ctx.db, user.id, reference, ctx.clock.now());
  if (!view) throw new AppError('NOT_FOUND');
  return view;
}

/** Applies one lifecycle event to a locked order row and records it. */
export async function transition(
  tx: DbOrTx,
  row: OrderRow,
  event: OrderEvent,
  now: Date,
  extra: Partial<typeof orders.$inferInsert> = {},
  detail: string | null = null,
) {
  const next = nextOrderState(stateOf(row), event);
  await tx
    .update(orders)
    .set({ paymentStatus: next.payment, processStatus: next.process, updatedAt: now, ...extra })
    .where(eq(orders.id, row.id));
  const kinds: Record<OrderEvent, Order['events'][number]['kind']> = {
    payment_confirmed: 'PAYMENT_CONFIRMED',
    payment_rejected: 'PAYMENT_REJECTED',
    cancelled: 'CANCELLED',
    refused: 'REFUSED',
    settled: 'SETTLED',
  };
  await addEvent(tx, row.id, kinds[event], now, detail);
}

export async function cancelOrder(ctx: Ctx, user: User, reference: string): Promise<Order> {
  const now = ctx.clock.now();
  const order = await ctx.db.transaction(async (tx) => {
    const row = await lockOrder(tx, byReference(user.id, reference));
    if (!row) throw new AppError('NOT_FOUND');
    if (!(row.paymentStatus === 'PENDING' && row.processStatus === 'PENDING' && now < row.cutoffAt))
      throw new AppError('ORDER_NOT_CANCELLABLE');
    await transition(tx, row, 'cancelled', now, {}, 'Anulada por el cliente');
    return (await orderView(tx, user.id, reference, now))!;
  });
  ctx.log.info({ userId: user.id, reference, action: 'order_cancelled' }, 'order cancelled');
  await mailOrder(ctx, 'cancelled', user, order);
  return order;
}

/** Recent orders of a customer first (for the portfolio's pending list). */
export async function openOrders(db: Db, userId: number, now: Date): Promise<Order[]> {
  return orderViews(
    db,
    and(
      eq(orders.userId, userId),
      sql`(${orders.processStatus} IN ('PENDING', 'INPROGRESS') OR (${orders.kind} = 'RESCUE' AND ${orders.paymentStatus} IN ('PENDING', 'SENT', 'REJECTED') AND ${orders.processStatus} = 'APPROVED'))`,
    )!,
    now,
    50,
  );
}
