import { and, eq } from 'drizzle-orm';
import { BANKS, type BankCode, type Rescue } from '@saf/contract';
import { orderEvents, orders, type User } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Ctx } from '../shared/context';
import { nextRescueState } from './holdings';
import { accountForRescue, getRescue, lockRescue } from './service';

/**
 * The customer chooses the account a rejected payout goes to (another one, or the same one once
 * corrected): the rescue is payable again and goes into the next payout file.
 */
export async function changeRescueAccount(
  ctx: Ctx,
  user: User,
  reference: string,
  bankAccountId: number,
): Promise<Rescue> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockRescue(
      tx,
      and(eq(orders.userId, user.id), eq(orders.reference, reference))!,
    );
    if (!row) throw new AppError('NOT_FOUND');
    if (row.paymentStatus !== 'REJECTED' || row.processStatus !== 'APPROVED')
      throw new AppError('RESCUE_PAYOUT_NOT_REJECTED');
    const account = await accountForRescue(tx, user.id, bankAccountId, row.currency);
    const [payment] = nextRescueState([row.paymentStatus, row.processStatus], 'rerouted');
    await tx
      .update(orders)
      .set({ paymentStatus: payment, bankAccountId, rejectReason: null, updatedAt: now })
      .where(eq(orders.id, row.id));
    await tx.insert(orderEvents).values({
      orderId: row.id,
      kind: 'PAYOUT_ACCOUNT_CHANGED',
      at: now,
      detail: `${BANKS[account.bankCode as BankCode]} •••• ${account.accountNumber.slice(-4)}`,
    });
  });
  ctx.log.info(
    { userId: user.id, reference, bankAccountId, action: 'rescue_account_changed' },
    'rescue payout account changed',
  );
  return getRescue(ctx, user, reference);
}
