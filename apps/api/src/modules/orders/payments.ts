import { and, asc, eq, sql } from 'drizzle-orm';
import { type Order } from '@saf/contract';
import { movements, orderReceipts, orders, positions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Ctx } from '../shared/context';
import { cuotasFor } from './settlement';
import { pricedOnTradeDate } from '../shared/order-rows';
import { notHeld } from '../shared/compliance';
import { priceDueRescues } from '../rescues/settle';
import { runScheduledRescues } from '../rescues/scheduled';
import { lockOrder, orderViews, type OrderRow } from './views';
import type { DbOrTx } from '../../db/client';

import { mailOrder, transition } from './service';

import { RECEIPT_MAX_BYTES, type RECEIPT_TYPES } from '@saf/contract';
import { imageKind } from '../../adapters/biometrics';
import { fundSeries, funds, type User } from '../../db/schema';
import { byReference } from './views';

import { addEvent } from './service';
import { getOrder, tradeWindow } from './service';

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

type PaymentOutcome = { ok: true } | { ok: false; reason: string };

/** A payment decided on an order: the order as it now stands and its customer. */
export interface DecidedPayment {
  order: Order;
  userId: number;
  ok: boolean;
}

/**
 * Confirms or rejects the payment of an order locked by the caller and still pending, inside the
 * caller's transaction (the treasury confirms in the transaction that keeps the bank's credit).
 * A payment confirmed after the order's cut-off moves the order to the trade date of the
 * confirmation: the fund manager buys cuotas only with money it holds before a day's cut-off.
 */
export async function decidePayment(
  tx: DbOrTx,
  row: OrderRow,
  outcome: PaymentOutcome,
  now: Date,
  detail: string | null = null,
): Promise<DecidedPayment> {
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
  return { order: view!, userId: row.userId, ok: outcome.ok };
}

/** After the decision's transaction: logged and e-mailed to the customer. */
export async function announcePayment(ctx: Ctx, done: DecidedPayment): Promise<void> {
  ctx.log.info(
    {
      userId: done.userId,
      reference: done.order.reference,
      action: done.ok ? 'payment_confirmed' : 'payment_rejected',
    },
    'order payment decided',
  );
  await mailOrder(ctx, done.ok ? 'confirmed' : 'rejected', done.userId, done.order);
}

/**
 * Confirms or rejects a pending order's payment (treasury or gateway) in its own transaction,
 * tells the customer, and settles what a confirmation made due.
 */
export async function applyPayment(
  ctx: Ctx,
  where: ReturnType<typeof byReference> | ReturnType<typeof eq>,
  outcome: PaymentOutcome,
  detail: string | null = null,
): Promise<DecidedPayment | null> {
  const now = ctx.clock.now();
  const done = await ctx.db.transaction(async (tx) => {
    const row = await lockOrder(tx, where);
    if (!row || row.paymentStatus !== 'PENDING' || row.processStatus !== 'PENDING') return null;
    return decidePayment(tx, row, outcome, now, detail);
  });
  if (done) {
    await announcePayment(ctx, done);
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
 * Settles every paid subscription whose trade date's valor cuota is published: cuotas = amount ÷
 * valor cuota cut to 8 decimals, written with the movement and the position in one transaction
 * per order. Safe to run anywhere at any time: an order settles once (its row is locked and its
 * state checked again; the movement is unique per order).
 */
export async function settleDue(ctx: Ctx): Promise<number> {
  const due = await pricedOnTradeDate(
    ctx.db,
    and(
      eq(orders.kind, 'SUBSCRIPTION'),
      eq(orders.paymentStatus, 'SUCCESS'),
      eq(orders.processStatus, 'INPROGRESS'),
      notHeld,
    ),
  );
  let settled = 0;
  for (const { id, value } of due) {
    const now = ctx.clock.now();
    const done = await ctx.db.transaction(async (tx) => {
      const row = await lockOrder(tx, eq(orders.id, id));
      if (
        !row ||
        row.kind !== 'SUBSCRIPTION' ||
        row.paymentStatus !== 'SUCCESS' ||
        row.processStatus !== 'INPROGRESS' ||
        row.complianceReview === 'HELD'
      )
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
  // Rescues are priced on the same publication and, from their payment date, paid as the payout
  // adapter does it (PAYOUTS); the scheduled ones due today are placed first.
  await runScheduledRescues(ctx);
  settled += await priceDueRescues(ctx);
  await ctx.payouts.payDue(ctx);
  return settled;
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
