import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  RESCUE_INTERVAL_MS,
  rescueFigures,
  type CreateRescueBody,
  type Rescue,
  type RescueHolding,
  type RescueOptions,
} from '@saf/contract';
import {
  bankAccounts,
  fundSeries,
  funds,
  orderEvents,
  orders,
  users,
  type User,
} from '../../db/schema';
import { rescueMail, type RescueMailKind } from './mail';
import { AppError } from '../../lib/errors';
import { holidaysFrom } from '../funds/calendar';
import { limaDate, limaInstant } from '../../lib/lima';
import type { DbOrTx } from '../../db/client';
import { facialCheckPassed, spendFacialCheck } from '../biometrics/service';
import type { Ctx } from '../shared/context';
import {
  insertOrder,
  orderEventsOf,
  payoutAccountOf,
  payoutColumns,
  seriesNames,
  seriesViewOf,
} from '../shared/order-rows';
import { customerUnderReview } from '../shared/compliance';
import { holdingRows, holdingRowsWithNextRescue, holdingView, nextRescueState } from './holdings';

type OrderRow = typeof orders.$inferSelect;

export async function rescueOptions(ctx: Ctx, user: User): Promise<RescueOptions> {
  const now = ctx.clock.now();
  const days = await holidaysFrom(ctx.db, limaDate(now));
  const rows = await holdingRows(ctx.db, user.id);
  const holdings: RescueHolding[] = [];
  for (const row of rows) {
    const view = await holdingView(ctx.db, user.id, row, now, days);
    if (view) holdings.push(view);
  }
  return {
    holdings,
    biometric_valid: await facialCheckPassed(ctx.db, user.id, 'RESCUE', now),
    server_time: now.toISOString(),
  };
}

/** Rescues as the API answers them. */
async function rescueViews(db: DbOrTx, where: SQL, now: Date): Promise<Rescue[]> {
  const rows = await db
    .select({
      order: orders,
      ...seriesNames,
      ...payoutColumns,
      events: orderEventsOf(orders.id),
    })
    .from(orders)
    .innerJoin(fundSeries, eq(fundSeries.id, orders.seriesId))
    .innerJoin(funds, eq(funds.id, fundSeries.fundId))
    .innerJoin(bankAccounts, eq(bankAccounts.id, orders.bankAccountId))
    .where(and(eq(orders.kind, 'RESCUE'), where))
    .orderBy(desc(orders.id));
  return rows.map(({ order: o, ...r }) => ({
    reference: o.reference,
    ...seriesViewOf(r),
    currency: o.currency as Rescue['currency'],
    mode: o.rescueMode as Rescue['mode'],
    amount: o.amount,
    cuotas: o.cuotas ?? o.reservedCuotas ?? '0',
    payment_status: o.paymentStatus as Rescue['payment_status'],
    process_status: o.processStatus as Rescue['process_status'],
    trade_date: o.tradeDate,
    payment_date: o.paymentDate!,
    cutoff_at: o.cutoffAt.toISOString(),
    cancellable: o.paymentStatus === 'PENDING' && o.processStatus === 'PENDING' && now < o.cutoffAt,
    valor_cuota: o.valorCuota,
    fee: o.fee,
    tax: o.tax,
    net: o.net,
    bank_account: payoutAccountOf(o.bankAccountId!, r),
    created_at: o.createdAt.toISOString(),
    paid_at: o.paidAt ? o.paidAt.toISOString() : null,
    reject_reason:
      o.paymentStatus === 'REJECTED' || o.complianceReview === 'REJECTED' ? o.rejectReason : null,
    compliance_hold: o.complianceReview === 'HELD',
    events: r.events,
  }));
}

/**
 * The customer's own account (not removed) a rescue is paid to: NOT_FOUND when it is not theirs,
 * RESCUE_ACCOUNT_CURRENCY on the field when it is not in the fund's currency.
 */
export async function accountForRescue(
  tx: DbOrTx,
  userId: number,
  bankAccountId: number,
  currency: string,
) {
  const [account] = await tx
    .select()
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.id, bankAccountId),
        eq(bankAccounts.userId, userId),
        isNull(bankAccounts.removedAt),
      ),
    );
  if (!account) throw new AppError('NOT_FOUND');
  if (account.currency !== currency)
    throw new AppError('RESCUE_ACCOUNT_CURRENCY', {
      details: [
        { path: 'body.bank_account_id', message: 'Elige una cuenta en la moneda del fondo.' },
      ],
    });
  return account;
}

/**
 * Places a rescue inside the caller's transaction (the idempotency key's). The customer's row
 * is locked first, so one customer's rescues are decided one at a time: of 50 at once, one
 * passes the 24-hour rule and the others are refused.
 */
export async function placeRescue(
  tx: DbOrTx,
  user: User,
  body: CreateRescueBody,
  now: Date,
  /** An occurrence of a scheduled rescue: set up with a facial check, run by the desk. */
  scheduled?: { id: number },
): Promise<Rescue> {
  await tx.execute(sql`SELECT id FROM users WHERE id = ${user.id} FOR UPDATE`);
  // The holding and the 24-hour rule in one statement, after the lock.
  const [row] = await holdingRowsWithNextRescue(
    tx,
    user.id,
    now,
    and(eq(funds.code, body.fund_code), eq(fundSeries.code, body.series)),
  );
  if (!row) throw new AppError('NOT_FOUND');
  const next = row.lastRescueAt
    ? new Date(new Date(row.lastRescueAt).getTime() + RESCUE_INTERVAL_MS)
    : null;
  if (next) throw new AppError('RESCUE_WITHIN_24_HOURS', { meta: { next: next.toISOString() } });
  const account = await accountForRescue(tx, user.id, body.bank_account_id, row.currency);
  const days = await holidaysFrom(tx, limaDate(now));
  // The 24-hour rule was just read, under the customer's lock: the view takes it as it is.
  const holding = await holdingView(tx, user.id, row, now, days, { next });
  if (!holding) throw new AppError('NOT_FOUND');
  const figures = rescueFigures(holding, {
    mode: body.mode,
    ...(body.amount === undefined ? {} : { amount: body.amount }),
    ...(body.cuotas === undefined ? {} : { cuotas: body.cuotas }),
    trade_date: holding.trade_date,
  });
  const problem = figures.problem;
  if (problem) {
    const field = body.mode === 'CUOTAS' ? 'body.cuotas' : 'body.amount';
    if (problem.code === 'RESCUE_NOTHING')
      throw new AppError('VALIDATION_ERROR', {
        details: [{ path: field, message: 'Ingresa cuánto quieres rescatar.' }],
      });
    const meta = Object.fromEntries(
      Object.entries(problem).filter(([k, v]) => k !== 'code' && v !== undefined),
    ) as Record<string, string>;
    throw new AppError(problem.code, {
      details: [{ path: field, message: problem.code }],
      meta: { ...meta, currency: row.currency },
    });
  }
  const tradeDate = holding.trade_date;
  const { id } = await insertOrder(tx, 'RES', now, {
    userId: user.id,
    kind: 'RESCUE',
    seriesId: row.seriesId,
    currency: row.currency,
    amount: figures.gross,
    paymentMethod: 'transfer',
    paymentStatus: 'PENDING',
    processStatus: 'PENDING',
    tradeDate,
    cutoffAt: limaInstant(tradeDate, row.cutoffTime),
    bankAccountId: account.id,
    rescueMode: body.mode,
    reservedCuotas: figures.cuotas,
    paymentDate: holding.payment_date,
    scheduledRescueId: scheduled?.id ?? null,
    // A blocked or suspended customer's rescue is taken but held for compliance review.
    complianceReview: sql`CASE WHEN ${customerUnderReview(sql`${user.id}`)} THEN 'HELD' END`,
    createdAt: now,
    updatedAt: now,
  });
  // The facial check is spent by this rescue: the next one needs a new check.
  if (!scheduled && !(await spendFacialCheck(tx, user.id, 'RESCUE', now, id)))
    throw new AppError('BIOMETRIC_REQUIRED');
  const [view] = await rescueViews(tx, eq(orders.id, id), now);
  return view!;
}

/** Emails a step of a rescue; a mail failure never undoes the change (it is logged). */
export async function mailRescue(ctx: Ctx, kind: RescueMailKind, where: SQL) {
  try {
    const [view] = await rescueViews(ctx.db, where, ctx.clock.now());
    if (!view) return;
    const [row] = await ctx.db
      .select({ email: users.email })
      .from(users)
      .innerJoin(orders, eq(orders.userId, users.id))
      .where(and(eq(orders.reference, view.reference)));
    if (row) await ctx.mailer.send(rescueMail(kind, row.email, view, ctx.config.PORTAL_URL));
  } catch (err) {
    ctx.log.error({ err, kind }, 'rescue mail not sent');
  }
}

/**
 * Emails a step of a rescue already read (the answer of the call that placed it) to its
 * customer; a mail failure never undoes the change (it is logged).
 */
export async function mailRescueView(
  ctx: Ctx,
  kind: RescueMailKind,
  to: Pick<User, 'email'>,
  view: Rescue,
) {
  try {
    await ctx.mailer.send(rescueMail(kind, to.email, view, ctx.config.PORTAL_URL));
  } catch (err) {
    ctx.log.error({ err, kind, reference: view.reference }, 'rescue mail not sent');
  }
}

export async function getRescue(ctx: Ctx, user: User, reference: string): Promise<Rescue> {
  const [view] = await rescueViews(
    ctx.db,
    and(eq(orders.userId, user.id), eq(orders.reference, reference))!,
    ctx.clock.now(),
  );
  if (!view) throw new AppError('NOT_FOUND');
  return view;
}

export async function lockRescue(tx: DbOrTx, where: SQL): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.kind, 'RESCUE'), where))
    .for('update');
  return row;
}

export async function cancelRescue(ctx: Ctx, user: User, reference: string): Promise<Rescue> {
  const now = ctx.clock.now();
  const cancelled = await ctx.db.transaction(async (tx) => {
    const row = await lockRescue(
      tx,
      and(eq(orders.userId, user.id), eq(orders.reference, reference))!,
    );
    if (!row) throw new AppError('NOT_FOUND');
    if (row.paymentStatus !== 'PENDING' || row.processStatus !== 'PENDING' || now >= row.cutoffAt)
      throw new AppError('ORDER_NOT_CANCELLABLE');
    const [, process] = nextRescueState([row.paymentStatus, row.processStatus], 'cancelled');
    await tx
      .update(orders)
      .set({ processStatus: process, updatedAt: now })
      .where(eq(orders.id, row.id));
    await tx.insert(orderEvents).values({ orderId: row.id, kind: 'CANCELLED', at: now });
    const [view] = await rescueViews(tx, eq(orders.id, row.id), now);
    return view!;
  });
  await mailRescue(ctx, 'cancelled', eq(orders.reference, cancelled.reference));
  return cancelled;
}
