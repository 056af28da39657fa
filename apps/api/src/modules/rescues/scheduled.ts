import { and, asc, eq, lte, ne, sql, type SQL } from 'drizzle-orm';
import Decimal from 'decimal.js';
import {
  ERRORS,
  nextScheduledRescueDay,
  type CreateScheduledRescueBody,
  type ScheduledRescue,
} from '@saf/contract';
import {
  bankAccounts,
  fundSeries,
  funds,
  orders,
  scheduledRescues,
  users,
  type User,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { holidaysFrom } from '../funds/calendar';
import { isBusinessDay, limaDate } from '../../lib/lima';
import type { DbOrTx } from '../../db/client';
import type { Ctx } from '../shared/context';
import { spendFacialCheck } from '../biometrics/service';
import { payoutAccountOf, payoutColumns, seriesNames, seriesViewOf } from '../shared/order-rows';
import { mailRescue, placeRescue } from './service';

async function views(db: DbOrTx, where: SQL): Promise<ScheduledRescue[]> {
  const rows = await db
    .select({
      row: scheduledRescues,
      ...seriesNames,
      ...payoutColumns,
    })
    .from(scheduledRescues)
    .innerJoin(fundSeries, eq(fundSeries.id, scheduledRescues.seriesId))
    .innerJoin(funds, eq(funds.id, fundSeries.fundId))
    .innerJoin(bankAccounts, eq(bankAccounts.id, scheduledRescues.bankAccountId))
    .where(where)
    .orderBy(asc(scheduledRescues.id));
  return rows.map(({ row, ...r }) => ({
    id: row.id,
    ...seriesViewOf(r),
    amount: row.amount,
    day_of_month: row.dayOfMonth,
    status: row.status as ScheduledRescue['status'],
    next_date: row.nextDate,
    bank_account: payoutAccountOf(row.bankAccountId, r),
    last_reference: row.lastReference,
    last_result: row.lastResult,
  }));
}

export async function listScheduledRescues(ctx: Ctx, user: User) {
  return {
    items: await views(
      ctx.db,
      and(eq(scheduledRescues.userId, user.id), ne(scheduledRescues.status, 'CANCELLED'))!,
    ),
  };
}

/**
 * Schedules a monthly rescue: the fund must take them, the amount reach the series' minimum
 * rescue, the account be the customer's in the fund's currency, and no other live schedule of the
 * series exist. A facial check for rescues passed in the last 30 minutes is asked, as for a
 * rescue: the schedule moves money out every month.
 */
export async function createScheduledRescue(
  ctx: Ctx,
  user: User,
  body: CreateScheduledRescueBody,
): Promise<ScheduledRescue> {
  const now = ctx.clock.now();
  const id = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM users WHERE id = ${user.id} FOR UPDATE`);
    const [series] = await tx
      .select({
        id: fundSeries.id,
        minRescue: fundSeries.minRescue,
        currency: funds.currency,
        allowed: funds.scheduledRescue,
      })
      .from(fundSeries)
      .innerJoin(funds, eq(funds.id, fundSeries.fundId))
      .where(and(eq(funds.code, body.fund_code), eq(fundSeries.code, body.series)));
    if (!series) throw new AppError('NOT_FOUND');
    if (!series.allowed) throw new AppError('SCHEDULED_RESCUE_NOT_ALLOWED');
    // Money stays decimal end to end: compared and written as decimals, never as floats.
    const amount = new Decimal(body.amount);
    if (amount.lt(series.minRescue))
      throw new AppError('RESCUE_MINIMUM_AMOUNT', {
        details: [{ path: 'body.amount', message: 'RESCUE_MINIMUM_AMOUNT' }],
        meta: { minimum: series.minRescue, currency: series.currency },
      });
    const [account] = await tx
      .select({ currency: bankAccounts.currency, removedAt: bankAccounts.removedAt })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.id, body.bank_account_id), eq(bankAccounts.userId, user.id)));
    if (!account || account.removedAt) throw new AppError('NOT_FOUND');
    if (account.currency !== series.currency) throw new AppError('RESCUE_ACCOUNT_CURRENCY');
    const [live] = await tx
      .select({ id: scheduledRescues.id })
      .from(scheduledRescues)
      .where(
        and(
          eq(scheduledRescues.userId, user.id),
          eq(scheduledRescues.seriesId, series.id),
          ne(scheduledRescues.status, 'CANCELLED'),
        ),
      );
    if (live) throw new AppError('SCHEDULED_RESCUE_EXISTS');
    // The set-up spends the facial check (its occurrences need none).
    if (!(await spendFacialCheck(tx, user.id, 'RESCUE', now, null)))
      throw new AppError('BIOMETRIC_REQUIRED');
    const [inserted] = await tx
      .insert(scheduledRescues)
      .values({
        userId: user.id,
        seriesId: series.id,
        bankAccountId: body.bank_account_id,
        amount: amount.toFixed(2),
        dayOfMonth: body.day_of_month,
        status: 'ACTIVE',
        nextDate: nextScheduledRescueDay(limaDate(now), body.day_of_month),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: scheduledRescues.id });
    return inserted!.id;
  });
  ctx.log.info(
    { userId: user.id, scheduledRescueId: id, action: 'scheduled_rescue_created' },
    'scheduled rescue created',
  );
  const [view] = await views(ctx.db, eq(scheduledRescues.id, id));
  return view!;
}

const TRANSITIONS = {
  pause: { from: 'ACTIVE', to: 'PAUSED' },
  resume: { from: 'PAUSED', to: 'ACTIVE' },
  cancel: { from: null, to: 'CANCELLED' },
} as const;

/** Pauses, resumes (from the next day of the month still ahead) or cancels a schedule. */
export async function changeScheduledRescue(
  ctx: Ctx,
  user: User,
  id: number,
  action: keyof typeof TRANSITIONS,
): Promise<ScheduledRescue> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(scheduledRescues)
      .where(and(eq(scheduledRescues.id, id), eq(scheduledRescues.userId, user.id)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND');
    const rule = TRANSITIONS[action];
    if (row.status === 'CANCELLED' || (rule.from && row.status !== rule.from))
      throw new AppError('SCHEDULED_RESCUE_STATE');
    await tx
      .update(scheduledRescues)
      .set({
        status: rule.to,
        updatedAt: now,
        ...(action === 'resume'
          ? { nextDate: nextScheduledRescueDay(limaDate(now), row.dayOfMonth) }
          : {}),
      })
      .where(eq(scheduledRescues.id, id));
  });
  const [view] = await views(ctx.db, eq(scheduledRescues.id, id));
  return view!;
}

/**
 * Runs the occurrences due (the order desk calls it): on a business day, every active schedule
 * whose day has come places its rescue through `placeRescue`, with every rule of a rescue (the
 * 24 hours, the minimums, the balance). A refused occurrence is skipped with its reason kept
 * (Spanish, for the customer); either way the schedule moves to the same day of the next month.
 * Each schedule is taken with `FOR UPDATE SKIP LOCKED`, so two instances never run it twice.
 */
export async function runScheduledRescues(ctx: Ctx): Promise<number> {
  const now = ctx.clock.now();
  const today = limaDate(now);
  const days = await holidaysFrom(ctx.db, today);
  if (!isBusinessDay(today, days)) return 0;
  const due = await ctx.db
    .select({ id: scheduledRescues.id })
    .from(scheduledRescues)
    .where(and(eq(scheduledRescues.status, 'ACTIVE'), lte(scheduledRescues.nextDate, today)))
    .orderBy(asc(scheduledRescues.id))
    .limit(200);
  let placed = 0;
  for (const { id } of due) {
    const outcome = await ctx.db.transaction(async (tx) => {
      const [row] = (
        await tx.execute(
          sql`SELECT id FROM scheduled_rescues WHERE id = ${id} AND status = 'ACTIVE' AND next_date <= ${today} FOR UPDATE SKIP LOCKED`,
        )
      ).rows as { id: number }[];
      if (!row) return null;
      const [schedule] = await tx
        .select()
        .from(scheduledRescues)
        .where(eq(scheduledRescues.id, id));
      const [user] = await tx.select().from(users).where(eq(users.id, schedule!.userId));
      const [series] = await tx
        .select({ code: fundSeries.code, fundCode: funds.code })
        .from(fundSeries)
        .innerJoin(funds, eq(funds.id, fundSeries.fundId))
        .where(eq(fundSeries.id, schedule!.seriesId));
      let reference: string | null = null;
      let result: string;
      // The occurrence in a savepoint: a refusal leaves the schedule's update to commit.
      try {
        const rescue = await tx.transaction((inner) =>
          placeRescue(
            inner,
            user!,
            {
              fund_code: series!.fundCode,
              series: series!.code as '000' | '001',
              mode: 'AMOUNT',
              amount: schedule!.amount,
              bank_account_id: schedule!.bankAccountId,
            },
            now,
            { id },
          ),
        );
        reference = rescue.reference;
        result = `Rescate ${rescue.reference} solicitado.`;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        result = `No se pudo hacer el rescate de este mes: ${ERRORS[err.code].userMessage}`;
      }
      await tx
        .update(scheduledRescues)
        .set({
          lastReference: reference,
          lastResult: result,
          lastRunAt: now,
          nextDate: nextScheduledRescueDay(today, schedule!.dayOfMonth),
          updatedAt: now,
        })
        .where(eq(scheduledRescues.id, id));
      return reference;
    });
    if (outcome) {
      placed += 1;
      await mailRescue(ctx, 'received', eq(orders.reference, outcome));
    }
  }
  return placed;
}
