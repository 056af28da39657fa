import { and, asc, desc, eq, gt, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  BANKS,
  RESCUE_INTERVAL_MS,
  fromUnits8,
  moneyOfCuotas,
  rescueFigures,
  toUnits8,
  type BankCode,
  type CreateRescueBody,
  type CuotaLot,
  type Rescue,
  type RescueHolding,
  type RescueOptions,
} from '@saf/contract';
import {
  bankAccounts,
  fundNav,
  fundSeries,
  funds,
  movements,
  orderEvents,
  orders,
  positions,
  users,
  type User,
} from '../../db/schema';
import { rescueMail, type RescueMailKind } from './mail';
import { AppError } from '../../lib/errors';
import { holidaysFrom } from '../funds/calendar';
import { addBusinessDays, cutoffState, limaDate, limaInstant, orderDay } from '../../lib/lima';
import type { DbOrTx } from '../../db/client';
import { facialCheckPassed } from '../biometrics/service';
import type { Ctx } from '../shared/context';
import { insertOrder, orderEventsOf } from '../shared/order-rows';

type OrderRow = typeof orders.$inferSelect;

/**
 * The life of a rescue as the order's two statuses (docs/DOMAIN.md, Rescues):
 *
 * | event     | from (payment, process) | to (payment, process) |
 * |-----------|-------------------------|-----------------------|
 * | cancelled | PENDING, PENDING (before the cut-off) | PENDING, ANNULLED |
 * | priced    | PENDING, PENDING (trade date's valor cuota published) | PENDING, APPROVED |
 * | paid      | PENDING, APPROVED (payment date reached) | SUCCESS, APPROVED |
 *
 * The payment status is the payout to the customer's account.
 */
export const RESCUE_TRANSITIONS = {
  cancelled: { from: ['PENDING', 'PENDING'], to: ['PENDING', 'ANNULLED'] },
  priced: { from: ['PENDING', 'PENDING'], to: ['PENDING', 'APPROVED'] },
  paid: { from: ['PENDING', 'APPROVED'], to: ['SUCCESS', 'APPROVED'] },
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

export function holdingRows(db: DbOrTx, userId: number, where?: SQL) {
  return db
    .select({
      seriesId: fundSeries.id,
      seriesCode: fundSeries.code,
      seriesName: fundSeries.name,
      minRescue: fundSeries.minRescue,
      minBalance: fundSeries.minBalance,
      fundId: funds.id,
      fundCode: funds.code,
      fundName: funds.name,
      currency: funds.currency,
      cutoffTime: funds.cutoffTime,
      settlementDays: funds.rescueSettlementDays,
      feePct: funds.earlyRescueFeePct,
      minDays: funds.earlyRescueMinDays,
      scheduledAllowed: funds.scheduledRescue,
      cuotas: positions.cuotas,
      invested: positions.invested,
    })
    .from(positions)
    .innerJoin(fundSeries, eq(fundSeries.id, positions.seriesId))
    .innerJoin(funds, eq(funds.id, fundSeries.fundId))
    .where(and(eq(positions.userId, userId), sql`${positions.cuotas} > 0`, where))
    .orderBy(asc(funds.id), asc(fundSeries.code));
}

/** Rescues not priced yet (their cuotas are held back) of a customer in a series. */
const UNPRICED = and(
  eq(orders.kind, 'RESCUE'),
  eq(orders.paymentStatus, 'PENDING'),
  eq(orders.processStatus, 'PENDING'),
);

async function reservedCuotas(db: DbOrTx, userId: number, seriesId: number, exceptId?: number) {
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
async function lotsOf(
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
async function lastRescueWithin(db: DbOrTx, userId: number, fundId: number, now: Date) {
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
function minus(a: string, b: string): string {
  const left = toUnits8(a) - toUnits8(b);
  return fromUnits8(left < 0n ? 0n : left);
}

async function holdingView(
  db: DbOrTx,
  userId: number,
  h: HoldingRow,
  now: Date,
  days: ReadonlySet<string>,
): Promise<RescueHolding | null> {
  const today = limaDate(now);
  const nav = await latestNav(db, h.seriesId, today);
  if (!nav) return null;
  const reserved = await reservedCuotas(db, userId, h.seriesId);
  const available = minus(h.cuotas, reserved);
  const tradeDate = orderDay(now, h.cutoffTime, days);
  const next = await lastRescueWithin(db, userId, h.fundId, now);
  return {
    fund_code: h.fundCode,
    fund_name: h.fundName,
    series: h.seriesCode as RescueHolding['series'],
    series_name: h.seriesName,
    currency: h.currency as RescueHolding['currency'],
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
      fundCode: funds.code,
      fundName: funds.name,
      seriesCode: fundSeries.code,
      seriesName: fundSeries.name,
      bankCode: bankAccounts.bankCode,
      accountNumber: bankAccounts.accountNumber,
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
    fund_code: r.fundCode,
    fund_name: r.fundName,
    series: r.seriesCode as Rescue['series'],
    series_name: r.seriesName,
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
    bank_account: {
      id: o.bankAccountId!,
      bank_name: BANKS[r.bankCode as BankCode],
      last4: r.accountNumber.slice(-4),
    },
    created_at: o.createdAt.toISOString(),
    paid_at: o.paidAt ? o.paidAt.toISOString() : null,
    events: r.events,
  }));
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
  const [row] = await holdingRows(
    tx,
    user.id,
    and(eq(funds.code, body.fund_code), eq(fundSeries.code, body.series)),
  );
  if (!row) throw new AppError('NOT_FOUND');
  const next = await lastRescueWithin(tx, user.id, row.fundId, now);
  if (next) throw new AppError('RESCUE_WITHIN_24_HOURS', { meta: { next: next.toISOString() } });
  if (!scheduled && !(await facialCheckPassed(tx, user.id, 'RESCUE', now)))
    throw new AppError('BIOMETRIC_REQUIRED');
  const [account] = await tx
    .select()
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.id, body.bank_account_id),
        eq(bankAccounts.userId, user.id),
        isNull(bankAccounts.removedAt),
      ),
    );
  if (!account) throw new AppError('NOT_FOUND');
  if (account.currency !== row.currency)
    throw new AppError('RESCUE_ACCOUNT_CURRENCY', {
      details: [
        { path: 'body.bank_account_id', message: 'Elige una cuenta en la moneda del fondo.' },
      ],
    });
  const days = await holidaysFrom(tx, limaDate(now));
  const holding = await holdingView(tx, user.id, row, now, days);
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
    createdAt: now,
    updatedAt: now,
  });
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

export async function getRescue(ctx: Ctx, user: User, reference: string): Promise<Rescue> {
  const [view] = await rescueViews(
    ctx.db,
    and(eq(orders.userId, user.id), eq(orders.reference, reference))!,
    ctx.clock.now(),
  );
  if (!view) throw new AppError('NOT_FOUND');
  return view;
}

async function lockRescue(tx: DbOrTx, where: SQL): Promise<OrderRow | undefined> {
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

/**
 * Prices every rescue whose trade date's valor cuota is published (and whose cut-off passed):
 * the figures at that valor cuota, a movement of the cuotas sold and the position reduced, in
 * one transaction per rescue. A total rescue sells what is held then (less other pending
 * rescues), so it closes the position.
 */
export async function priceDueRescues(ctx: Ctx): Promise<number> {
  const now = ctx.clock.now();
  const due = await ctx.db
    .select({ id: orders.id, value: fundNav.value })
    .from(orders)
    .innerJoin(
      fundNav,
      and(eq(fundNav.seriesId, orders.seriesId), eq(fundNav.date, orders.tradeDate)),
    )
    // The trade date's valor cuota is published after that day closes, so after its cut-off.
    .where(UNPRICED)
    .orderBy(asc(orders.id))
    .limit(500);
  let priced = 0;
  for (const { id, value } of due) {
    const done = await ctx.db.transaction(async (tx) => {
      const row = await lockRescue(tx, eq(orders.id, id));
      if (!row || row.paymentStatus !== 'PENDING' || row.processStatus !== 'PENDING') return false;
      await tx.execute(sql`SELECT id FROM users WHERE id = ${row.userId} FOR UPDATE`);
      const [position] = await tx
        .select()
        .from(positions)
        .where(and(eq(positions.userId, row.userId), eq(positions.seriesId, row.seriesId)))
        .for('update');
      const [series] = await holdingRows(tx, row.userId, eq(fundSeries.id, row.seriesId));
      const others = await reservedCuotas(tx, row.userId, row.seriesId, row.id);
      const available = position ? minus(position.cuotas, others) : '0';
      const lots = await lotsOf(tx, row.userId, row.seriesId, others);
      const holding = {
        available_cuotas: available,
        valor_cuota: value,
        min_rescue: '0',
        min_balance: series?.minBalance ?? '0',
        early_rescue_fee_pct: series?.feePct ?? '0',
        early_rescue_min_days: series?.minDays ?? 0,
        lots,
        // The tax is figured on the cuotas' share of what the position cost (average cost).
        cost_basis: position ? { invested: position.invested, cuotas: position.cuotas } : undefined,
      };
      const figures = rescueFigures(
        holding,
        row.rescueMode === 'TOTAL'
          ? { mode: 'TOTAL', trade_date: row.tradeDate }
          : row.rescueMode === 'CUOTAS'
            ? { mode: 'CUOTAS', cuotas: row.reservedCuotas!, trade_date: row.tradeDate }
            : { mode: 'AMOUNT', amount: row.amount, trade_date: row.tradeDate },
      );
      // At the trade date's valor cuota the request may need more cuotas than are left, or
      // leave less than the minimum balance: then it becomes a total rescue (written rule).
      const total =
        figures.problem?.code === 'RESCUE_ABOVE_BALANCE' ||
        figures.problem?.code === 'RESCUE_MINIMUM_REMAINING';
      const final = total
        ? rescueFigures(holding, { mode: 'TOTAL', trade_date: row.tradeDate })
        : figures;
      if (!position || final.cuotas === '0.00000000') {
        await tx
          .update(orders)
          .set({
            processStatus: 'ANNULLED',
            updatedAt: now,
            rejectReason: 'Sin cuotas disponibles',
          })
          .where(eq(orders.id, row.id));
        await tx
          .insert(orderEvents)
          .values({ orderId: row.id, kind: 'REFUSED', at: now, detail: 'Sin cuotas disponibles' });
        return true;
      }
      // Invested money leaves in the share of the cuotas sold (the cost the tax was figured on).
      const investedOut = final.cost;
      await tx.insert(movements).values({
        userId: row.userId,
        seriesId: row.seriesId,
        orderId: row.id,
        cuotas: `-${final.cuotas}`,
        amount: final.gross,
        valorCuota: value,
        date: row.tradeDate,
        createdAt: now,
      });
      await tx
        .update(positions)
        .set({
          cuotas: sql`${positions.cuotas} - ${final.cuotas}::numeric`,
          invested: sql`GREATEST(${positions.invested} - ${investedOut}::numeric, 0)`,
          updatedAt: now,
        })
        .where(and(eq(positions.userId, row.userId), eq(positions.seriesId, row.seriesId)));
      const [, process] = nextRescueState([row.paymentStatus, row.processStatus], 'priced');
      await tx
        .update(orders)
        .set({
          processStatus: process,
          amount: final.gross,
          cuotas: final.cuotas,
          valorCuota: value,
          fee: final.fee,
          tax: final.tax,
          net: final.net,
          settledAt: now,
          updatedAt: now,
        })
        .where(eq(orders.id, row.id));
      await tx.insert(orderEvents).values({
        orderId: row.id,
        kind: 'SETTLED',
        at: now,
        detail: total
          ? `${final.cuotas} cuotas a ${value} (rescate total: el saldo quedaba bajo el mínimo)`
          : `${final.cuotas} cuotas a ${value}`,
      });
      return true;
    });
    if (done) {
      priced += 1;
      await mailRescue(
        ctx,
        'priced',
        and(eq(orders.id, id), eq(orders.processStatus, 'APPROVED'))!,
      );
    }
  }
  return priced;
}

/** Marks paid every priced rescue whose payment date has come (Lima). */
export async function payDueRescues(ctx: Ctx): Promise<number> {
  const now = ctx.clock.now();
  const today = limaDate(now);
  const paid = await ctx.db
    .update(orders)
    .set({ paymentStatus: 'SUCCESS', paidAt: now, updatedAt: now })
    .where(
      and(
        eq(orders.kind, 'RESCUE'),
        eq(orders.paymentStatus, 'PENDING'),
        eq(orders.processStatus, 'APPROVED'),
        lte(orders.paymentDate, today),
      ),
    )
    .returning({ id: orders.id });
  if (paid.length)
    await ctx.db
      .insert(orderEvents)
      .values(paid.map((p) => ({ orderId: p.id, kind: 'PAID', at: now })));
  for (const p of paid) await mailRescue(ctx, 'paid', eq(orders.id, p.id));
  return paid.length;
}
