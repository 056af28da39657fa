import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { RECORDS_RETENTION_YEARS, UserStatus, type AccountDeletionStatus } from '@saf/contract';
import { noticeMail } from '../../adapters/mail/templates';
import { fundSeries, funds, positions, scheduledRescues, users, type User } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { reauthenticate } from '../auth/service';
import type { DbOrTx } from '../../db/client';
import { openOrders } from '../orders/service';
import type { Ctx } from '../shared/context';
import { userChanged } from '../shared/users';

/** What the customer holds and has in process: what stands between them and deleting. */
async function whatIsLeft(db: DbOrTx, ctx: Ctx, userId: number) {
  const held = await db
    .select({
      fund_name: funds.name,
      series_name: fundSeries.name,
      currency: funds.currency,
      cuotas: positions.cuotas,
      value: sql<string>`(SELECT round(${positions.cuotas} * n.value, 2)::text FROM fund_nav n WHERE n.series_id = ${positions.seriesId} ORDER BY n.date DESC LIMIT 1)`,
    })
    .from(positions)
    .innerJoin(fundSeries, eq(fundSeries.id, positions.seriesId))
    .innerJoin(funds, eq(funds.id, fundSeries.fundId))
    .where(and(eq(positions.userId, userId), gt(positions.cuotas, '0')));
  const pending = await openOrders(db as never, userId, ctx.clock.now());
  return {
    holdings: held.map((h) => ({
      fund_name: h.fund_name,
      series_name: h.series_name,
      currency: h.currency as 'PEN' | 'USD',
      value: h.value ?? '0.00',
    })),
    pending_orders: pending.map((o) => ({
      reference: o.reference,
      fund_name: o.fund_name,
      kind: o.kind,
    })),
  };
}

export async function accountDeletionStatus(ctx: Ctx, user: User): Promise<AccountDeletionStatus> {
  const left = await whatIsLeft(ctx.db, ctx, user.id);
  return {
    can_delete: left.holdings.length === 0 && left.pending_orders.length === 0,
    ...left,
    retention_years: RECORDS_RETENTION_YEARS,
  };
}

/**
 * Deletes the customer's account: the password first (the login's lockout rules), then, under
 * the customer's lock, nothing held and nothing in process (ACCOUNT_NOT_EMPTY otherwise). The
 * account becomes status -1, its live scheduled rescues end, every session ends, and the records
 * stay for the years the law requires; the customer is told by email.
 */
export async function deleteAccount(
  ctx: Ctx,
  user: User,
  body: { password: string },
  ip: string,
): Promise<{ message: string }> {
  await reauthenticate(ctx, user, body.password, ip);
  const now = ctx.clock.now();
  const txid = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM users WHERE id = ${user.id} FOR UPDATE`);
    const left = await whatIsLeft(tx, ctx, user.id);
    if (left.holdings.length || left.pending_orders.length)
      throw new AppError('ACCOUNT_NOT_EMPTY', {
        details: [
          ...left.holdings.map((h) => ({
            path: 'holdings',
            message: `${h.fund_name}, ${h.series_name}`,
          })),
          ...left.pending_orders.map((o) => ({ path: 'pending_orders', message: o.reference })),
        ],
      });
    await tx
      .update(scheduledRescues)
      .set({ status: 'CANCELLED', updatedAt: now })
      .where(and(eq(scheduledRescues.userId, user.id), ne(scheduledRescues.status, 'CANCELLED')));
    const [row] = await tx
      .update(users)
      .set({ status: UserStatus.DELETED, tokensValidAfter: now, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning({ txid: sql<string>`txid_current()::text` });
    return row?.txid;
  });
  // Every instance drops its cached copy: the next call with an old token is refused.
  await userChanged(ctx, user.id, txid);
  ctx.log.info({ userId: user.id, event: 'account-deleted' }, 'account deleted');
  try {
    await ctx.mailer.send(
      noticeMail('account-deleted', user.email, 'Eliminamos tu cuenta', 'Tu cuenta fue eliminada', [
        `Hola${user.name ? `, ${user.name}` : ''}:`,
        'Eliminamos tu cuenta del portal a tu pedido. Ya no podrás ingresar con ella y cerramos todas tus sesiones.',
        `Por ley guardamos el registro de tus operaciones y datos de identificación durante ${RECORDS_RETENTION_YEARS} años; no los usamos para ningún otro fin.`,
        'Si no fuiste tú, escríbenos de inmediato por el chat de ayuda.',
      ]),
    );
  } catch (err) {
    ctx.log.error({ err, userId: user.id }, 'account deletion mail not sent');
  }
  return { message: 'Tu cuenta fue eliminada.' };
}
