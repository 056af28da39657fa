import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import Decimal from 'decimal.js';
import {
  ClientDataStatus,
  ORDER_MAX_AMOUNT,
  RECEIPT_MAX_BYTES,
  type RECEIPT_TYPES,
  type CreateSubscriptionBody,
  type InvestOptions,
  type Order,
  type OrderBlockerName,
} from '@saf/contract';
import { imageKind } from '../../adapters/biometrics';
import { facialCheckPassed } from '../biometrics/service';
import type { GatewayAnswer } from '../../adapters/payment-gateway/index';
import type { Db } from '../../db/client';
import {
  clientData,
  collectorAccounts,
  fundNav,
  fundSeries,
  funds,
  movements,
  orderEvents,
  orderReceipts,
  orders,
  payments,
  positions,
  users,
  type User,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { holidaysFrom } from '../funds/calendar';
import { limaDate, limaInstant, orderDay, untilCutoff } from '../../lib/lima';
import type { DbOrTx } from '../../db/client';
import { profileOf } from '../risk/suitability';
import { PROFILE_REACH } from '../risk/questionnaire';
import type { Ctx } from '../shared/context';
import { userChanged } from '../shared/users';
import { nextOrderState, NEW_ORDER, type OrderEvent } from './lifecycle';
import { orderMail, type OrderMailKind } from './mail';
import { cuotasFor } from './settlement';
import { payDueRescues, priceDueRescues } from '../rescues/service';
import { runScheduledRescues } from '../rescues/scheduled';
import { byReference, lockOrder, orderView, orderViews, stateOf, type OrderRow } from './views';
import { insertOrder } from '../shared/order-rows';

/** An online checkout must be paid within this time. */
export const CHECKOUT_TTL_MS = 30 * 60_000;
/** IGV (Peru's VAT) on the unified fee, in per cent. */
const IGV = '0.18';

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN });

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
 * the same statement what stands before an order.
 */
async function lockCustomer(tx: DbOrTx, user: User): Promise<OrderBlockerName | null> {
  const [row] = await tx
    .select(blockerColumns)
    .from(users)
    .leftJoin(clientData, eq(clientData.userId, users.id))
    .where(eq(users.id, user.id))
    .for('update', { of: users });
  return userBlocker(user) ?? clientDataBlocker(user, row);
}

/** The trade date an order placed at `now` gets, and that day's cut-off instant. */
async function tradeWindow(db: DbOrTx, now: Date, cutoffTime: string) {
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
  };
}

async function addEvent(
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
  const blocker = await lockCustomer(tx, user);
  if (blocker) throw new AppError('PARTICIPANT_NOT_READY', { meta: { blocker } });
  const rows = await fundSeriesRows(tx, body.fund_code, user.id);
  const series = rows.find((r) => r.seriesCode === body.series);
  if (!series) throw new AppError('NOT_FOUND');
  if (!(await facialCheckPassed(tx, user.id, 'SUBSCRIPTION', now)))
    throw new AppError('BIOMETRIC_REQUIRED');
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
  const { reference } = await insertOrder(tx, 'SUS', now, {
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
    createdAt: now,
    updatedAt: now,
  });
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
async function transition(
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

/** The type of a receipt by its first bytes, or null. */
export function receiptKind(bytes: Uint8Array): (typeof RECEIPT_TYPES)[number] | null {
  const image = imageKind(bytes);
  if (image === 'jpeg') return 'image/jpeg';
  if (image === 'png') return 'image/png';
  const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d];
  if (bytes.length > 5 && pdf.every((b, i) => bytes[i] === b)) return 'application/pdf';
  return null;
}

export async function submitTransferReceipt(
  ctx: Ctx,
  user: User,
  reference: string,
  body: { operation_number: string; receipt: string },
): Promise<Order> {
  const text = body.receipt.replace(/^data:[a-z/]+;base64,/, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) throw new AppError('RECEIPT_INVALID');
  const bytes = new Uint8Array(Buffer.from(text, 'base64'));
  const mimeType = receiptKind(bytes);
  if (bytes.length > RECEIPT_MAX_BYTES || !mimeType) throw new AppError('RECEIPT_INVALID');
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockOrder(tx, byReference(user.id, reference));
    if (!row) throw new AppError('NOT_FOUND');
    if (row.paymentStatus !== 'PENDING' || row.processStatus !== 'PENDING')
      throw new AppError('ORDER_NOT_PAYABLE');
    await tx
      .update(orders)
      .set({ paymentMethod: 'transfer', operationNumber: body.operation_number, updatedAt: now })
      .where(eq(orders.id, row.id));
    await tx
      .insert(orderReceipts)
      .values({ orderId: row.id, bytes, mimeType, size: bytes.length, createdAt: now })
      .onConflictDoUpdate({
        target: orderReceipts.orderId,
        set: { bytes, mimeType, size: bytes.length, createdAt: now },
      });
    await addEvent(tx, row.id, 'RECEIPT_SENT', now, `Operación ${body.operation_number}`);
  });
  ctx.log.info({ userId: user.id, reference, action: 'transfer_receipt' }, 'transfer receipt kept');
  await reviewTransfers(ctx, reference);
  return getOrder(ctx, user, reference);
}

/**
 * Confirms or rejects a pending order's payment (treasury or gateway). A payment confirmed after
 * the order's cut-off moves the order to the trade date of the confirmation: the fund manager
 * buys cuotas only with money it holds before a day's cut-off.
 */
export async function applyPayment(
  ctx: Ctx,
  where: ReturnType<typeof byReference> | ReturnType<typeof eq>,
  outcome: { ok: true } | { ok: false; reason: string },
  detail: string | null = null,
): Promise<{ order: Order; userId: number } | null> {
  const now = ctx.clock.now();
  const done = await ctx.db.transaction(async (tx) => {
    const row = await lockOrder(tx, where);
    if (!row || row.paymentStatus !== 'PENDING' || row.processStatus !== 'PENDING') return null;
    if (outcome.ok) {
      let extra: Partial<typeof orders.$inferInsert> = {};
      let note = detail;
      if (now >= row.cutoffAt) {
        const [fund] = await tx
          .select({ cutoffTime: funds.cutoffTime })
          .from(fundSeries)
          .innerJoin(funds, eq(funds.id, fundSeries.fundId))
          .where(eq(fundSeries.id, row.seriesId));
        const window = await tradeWindow(tx, now, fund!.cutoffTime);
        extra = { tradeDate: window.tradeDate, cutoffAt: window.cutoffAt };
        note = `Pago confirmado después de la hora de corte: valor cuota del ${window.tradeDate}`;
      }
      await transition(tx, row, 'payment_confirmed', now, extra, note);
    } else {
      await transition(
        tx,
        row,
        'payment_rejected',
        now,
        { rejectReason: outcome.reason },
        outcome.reason,
      );
    }
    const [view] = await orderViews(tx, eq(orders.id, row.id), now);
    return { order: view!, userId: row.userId };
  });
  if (done) {
    ctx.log.info(
      {
        userId: done.userId,
        reference: done.order.reference,
        action: outcome.ok ? 'payment_confirmed' : 'payment_rejected',
      },
      'order payment decided',
    );
    await mailOrder(ctx, outcome.ok ? 'confirmed' : 'rejected', done.userId, done.order);
    if (outcome.ok) await settleDue(ctx);
  }
  return done;
}

/**
 * Asks the treasury about every pending transfer with a receipt (or one order's): confirmed or
 * rejected ones change state; the others wait for the next round.
 */
export async function reviewTransfers(ctx: Ctx, reference?: string): Promise<number> {
  const now = ctx.clock.now();
  const pending = await ctx.db
    .select({
      id: orders.id,
      reference: orders.reference,
      amount: orders.amount,
      currency: orders.currency,
      operationNumber: orders.operationNumber,
      receiptAt: orderReceipts.createdAt,
    })
    .from(orders)
    .innerJoin(orderReceipts, eq(orderReceipts.orderId, orders.id))
    .where(
      and(
        eq(orders.paymentStatus, 'PENDING'),
        eq(orders.processStatus, 'PENDING'),
        eq(orders.paymentMethod, 'transfer'),
        reference === undefined ? undefined : eq(orders.reference, reference),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(200);
  let decided = 0;
  for (const order of pending) {
    const answer = await ctx.transferDesk.review({
      reference: order.reference,
      amount: order.amount,
      currency: order.currency,
      operationNumber: order.operationNumber ?? '',
      receiptAt: order.receiptAt,
      now,
    });
    if (answer.decision === 'wait') continue;
    const result = await applyPayment(
      ctx,
      eq(orders.id, order.id),
      answer.decision === 'approve' ? { ok: true } : { ok: false, reason: answer.reason },
      answer.decision === 'approve' ? 'Transferencia confirmada por tesorería' : null,
    );
    if (result) decided += 1;
  }
  return decided;
}

/**
 * Settles every paid order whose trade date's valor cuota is published: cuotas = amount ÷
 * valor cuota cut to 8 decimals, written with the movement and the position in one transaction
 * per order. Safe to run anywhere at any time: an order settles once (its row is locked and its
 * state checked again; the movement is unique per order).
 */
export async function settleDue(ctx: Ctx): Promise<number> {
  const due = await ctx.db
    .select({ id: orders.id, value: fundNav.value })
    .from(orders)
    .innerJoin(
      fundNav,
      and(eq(fundNav.seriesId, orders.seriesId), eq(fundNav.date, orders.tradeDate)),
    )
    .where(and(eq(orders.paymentStatus, 'SUCCESS'), eq(orders.processStatus, 'INPROGRESS')))
    .orderBy(asc(orders.id))
    .limit(500);
  let settled = 0;
  for (const { id, value } of due) {
    const now = ctx.clock.now();
    const done = await ctx.db.transaction(async (tx) => {
      const row = await lockOrder(tx, eq(orders.id, id));
      if (!row || row.paymentStatus !== 'SUCCESS' || row.processStatus !== 'INPROGRESS')
        return null;
      const cuotas = cuotasFor(row.amount, value);
      await tx.insert(movements).values({
        userId: row.userId,
        seriesId: row.seriesId,
        orderId: row.id,
        cuotas,
        amount: row.amount,
        valorCuota: value,
        date: row.tradeDate,
        createdAt: now,
      });
      await tx
        .insert(positions)
        .values({
          userId: row.userId,
          seriesId: row.seriesId,
          cuotas,
          invested: row.amount,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [positions.userId, positions.seriesId],
          set: {
            cuotas: sql`${positions.cuotas} + ${cuotas}::numeric`,
            invested: sql`${positions.invested} + ${row.amount}::numeric`,
            updatedAt: now,
          },
        });
      await transition(
        tx,
        row,
        'settled',
        now,
        { valorCuota: value, cuotas, settledAt: now },
        `${cuotas} cuotas a ${value}`,
      );
      const [view] = await orderViews(tx, eq(orders.id, row.id), now);
      return { order: view!, userId: row.userId };
    });
    if (done) {
      settled += 1;
      ctx.log.info(
        { userId: done.userId, reference: done.order.reference, action: 'order_settled' },
        'order settled',
      );
      await mailOrder(ctx, 'settled', done.userId, done.order);
    }
  }
  // Rescues are priced on the same publication and paid on their payment date; the scheduled
  // ones due today are placed first.
  await runScheduledRescues(ctx);
  settled += await priceDueRescues(ctx);
  await payDueRescues(ctx);
  return settled;
}

/** Starts an online payment: a payment row and the gateway's checkout address. */
export async function startCheckout(ctx: Ctx, user: User, reference: string) {
  const now = ctx.clock.now();
  const paymentId = randomUUID();
  const expiresAt = new Date(now.getTime() + CHECKOUT_TTL_MS);
  await ctx.db.transaction(async (tx) => {
    const row = await lockOrder(tx, byReference(user.id, reference));
    if (!row) throw new AppError('NOT_FOUND');
    if (row.paymentStatus !== 'PENDING' || row.processStatus !== 'PENDING')
      throw new AppError('ORDER_NOT_PAYABLE');
    await tx
      .update(orders)
      .set({ paymentMethod: 'online', updatedAt: now })
      .where(eq(orders.id, row.id));
    await tx.insert(payments).values({
      id: paymentId,
      orderId: row.id,
      gateway: ctx.gateway.name,
      amount: row.amount,
      currency: row.currency,
      status: 'CREATED',
      createdAt: now,
      expiresAt,
    });
  });
  ctx.log.info(
    { userId: user.id, reference, paymentId, action: 'checkout_started' },
    'checkout started',
  );
  return {
    payment_id: paymentId,
    checkout_url: ctx.gateway.checkoutUrl(paymentId),
    expires_at: expiresAt.toISOString(),
  };
}

/**
 * The gateway's signed notification. Verified first (HMAC over the answer's exact text), then
 * applied once: a payment already answered is acknowledged again without a change. A declined
 * card leaves the order pending, so the customer may try another card or pay by transfer.
 */
export async function receiveNotification(
  ctx: Ctx,
  body: { answer: string; hash: string },
): Promise<{ received: true }> {
  if (!ctx.gateway.verify(body.answer, body.hash)) throw new AppError('PAYMENT_SIGNATURE_INVALID');
  let answer: GatewayAnswer;
  try {
    answer = JSON.parse(body.answer) as GatewayAnswer;
  } catch {
    throw new AppError('PAYMENT_SIGNATURE_INVALID');
  }
  if (typeof answer.payment_id !== 'string' || !['APPROVED', 'DECLINED'].includes(answer.status))
    throw new AppError('PAYMENT_SIGNATURE_INVALID');
  const now = ctx.clock.now();
  const orderId = await ctx.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, answer.payment_id))
      .for('update');
    if (!payment) throw new AppError('NOT_FOUND');
    if (payment.status !== 'CREATED') return null;
    await tx
      .update(payments)
      .set({ status: answer.status, reason: answer.reason ?? null, notifiedAt: now })
      .where(eq(payments.id, payment.id));
    return answer.status === 'APPROVED' ? payment.orderId : null;
  });
  ctx.log.info(
    { paymentId: answer.payment_id, status: answer.status, action: 'payment_notified' },
    'gateway notification',
  );
  if (orderId !== null)
    await applyPayment(ctx, eq(orders.id, orderId), { ok: true }, 'Pago en línea aprobado');
  return { received: true };
}

/** Development only: the treasury's decision on a pending transfer, by hand. */
export async function devReview(
  ctx: Ctx,
  reference: string,
  decision: 'approve' | 'reject',
  reason?: string,
): Promise<Order> {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.reference, reference));
  if (!row) throw new AppError('NOT_FOUND');
  const result = await applyPayment(
    ctx,
    eq(orders.id, row.id),
    decision === 'approve'
      ? { ok: true }
      : { ok: false, reason: reason?.trim() || 'No pudimos confirmar tu transferencia.' },
    decision === 'approve' ? 'Transferencia confirmada por tesorería' : null,
  );
  if (!result) throw new AppError('ORDER_NOT_PAYABLE');
  return result.order;
}

/** Recent orders of a customer first (for the portfolio's pending list). */
export async function openOrders(db: Db, userId: number, now: Date): Promise<Order[]> {
  return orderViews(
    db,
    and(
      eq(orders.userId, userId),
      sql`(${orders.processStatus} IN ('PENDING', 'INPROGRESS') OR (${orders.kind} = 'RESCUE' AND ${orders.paymentStatus} = 'PENDING' AND ${orders.processStatus} = 'APPROVED'))`,
    )!,
    now,
    50,
  );
}
