import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  bankAccounts,
  fundSeries,
  funds,
  orderEvents,
  orders,
  payoutFiles,
  payoutItems,
  users,
} from '../../db/schema';
import { writePain001, type Pain001Payment } from '../../lib/iso20022';
import { isBusinessDay } from '../../lib/lima';
import { holidaysFrom } from '../funds/calendar';
import { nextRescueState } from '../rescues/holdings';
import type { Ctx } from '../shared/context';
import { holdBlockedRescues } from '../shared/compliance';
import { fundDebtor, payableOn } from './adapter';

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A payout file as written: its message id, the XML for the bank and the rescues it carries. */
export interface PayoutFile {
  messageId: string;
  sha256: string;
  xml: string;
  /** The rescues' references (the transactions' `EndToEndId`). */
  references: string[];
}

/** Refused because of the operator's input, with the reason in the message. */
export class PayoutError extends Error {
  override name = 'PayoutError';
}

/**
 * The day's payout file (PAYOUTS=pain001): every priced rescue whose payment date is `day` or
 * earlier and that is in no file still waiting for the bank, as ONE pain.001 (one payment block
 * per currency), from the fund's account in that currency to the customer's CCI, for the net
 * amount, with the rescue's reference as end-to-end id. The file and its rescues are recorded
 * and the rescues become SENT in the same transaction, so a rescue never goes in two files
 * waiting at once. Returns null when nothing is payable.
 */
export async function exportPayoutFile(
  ctx: Ctx,
  day: string,
  actor: string,
): Promise<PayoutFile | null> {
  if (ctx.config.PAYOUTS !== 'pain001')
    throw new PayoutError('Payout files are only written with PAYOUTS=pain001.');
  if (!isBusinessDay(day, await holidaysFrom(ctx.db, day)))
    throw new PayoutError(`${day} is not a business day: the bank executes none on it.`);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await holdBlockedRescues(tx, payableOn(day), now);
    const due = await tx
      .select({
        id: orders.id,
        reference: orders.reference,
        currency: orders.currency,
        net: sql<string>`coalesce(${orders.net}, ${orders.amount})::text`,
        accountId: bankAccounts.id,
        cci: bankAccounts.cci,
        name: users.name,
        lastname: users.lastname,
        fundName: funds.name,
      })
      .from(orders)
      .innerJoin(bankAccounts, eq(bankAccounts.id, orders.bankAccountId))
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(fundSeries, eq(fundSeries.id, orders.seriesId))
      .innerJoin(funds, eq(funds.id, fundSeries.fundId))
      .where(payableOn(day))
      .orderBy(asc(orders.currency), asc(orders.id))
      .for('update', { of: orders });
    if (due.length === 0) return null;
    const [{ count }] = (await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(payoutFiles)
      .where(eq(payoutFiles.day, day))) as [{ count: number }];
    const messageId = `PAY-${day.replaceAll('-', '')}-${count + 1}`;
    const payments = due.map((r): Pain001Payment => ({
      endToEndId: r.reference,
      amount: r.net,
      currency: r.currency,
      executionDate: day,
      debtor: fundDebtor(ctx.config, r.currency),
      creditor: {
        name: [r.name, r.lastname].filter(Boolean).join(' ') || 'Participante',
        cci: r.cci,
      },
      remittanceInfo: `Rescate ${r.reference} ${r.fundName}`.slice(0, 140),
    }));
    const xml = writePain001({
      messageId,
      createdAt: now,
      initiatingParty: {
        name: ctx.config.PAYOUT_DEBTOR_NAME!,
        ...(ctx.config.PAYOUT_DEBTOR_RUC ? { ruc: ctx.config.PAYOUT_DEBTOR_RUC } : {}),
      },
      payments,
    });
    const hash = sha256(xml);
    const [file] = await tx
      .insert(payoutFiles)
      .values({ messageId, day, xml, sha256: hash, exportedBy: actor, createdAt: now })
      .returning({ id: payoutFiles.id });
    await tx.insert(payoutItems).values(
      due.map((r) => ({
        fileId: file!.id,
        orderId: r.id,
        bankAccountId: r.accountId,
        cci: r.cci,
        amount: r.net,
        currency: r.currency,
        status: 'SENT',
      })),
    );
    const [payment] = nextRescueState(['PENDING', 'APPROVED'], 'sent');
    const ids = due.map((r) => r.id);
    await tx
      .update(orders)
      .set({ paymentStatus: payment, updatedAt: now })
      .where(and(inArray(orders.id, ids), eq(orders.paymentStatus, 'PENDING')));
    await tx
      .insert(orderEvents)
      .values(ids.map((orderId) => ({ orderId, kind: 'PAYOUT_SENT', at: now })));
    ctx.log.info(
      { messageId, sha256: hash, payments: ids.length, actor, action: 'payout_file_exported' },
      'payout file exported',
    );
    return { messageId, sha256: hash, xml, references: due.map((r) => r.reference) };
  });
}

/** A file exported earlier, as it was written (the operator lost it or sends it again). */
export async function payoutFileOf(ctx: Ctx, messageId: string): Promise<PayoutFile | null> {
  const [file] = await ctx.db
    .select()
    .from(payoutFiles)
    .where(eq(payoutFiles.messageId, messageId));
  if (!file) return null;
  const items = await ctx.db
    .select({ reference: orders.reference })
    .from(payoutItems)
    .innerJoin(orders, eq(orders.id, payoutItems.orderId))
    .where(eq(payoutItems.fileId, file.id))
    .orderBy(asc(payoutItems.id));
  return {
    messageId,
    sha256: file.sha256,
    xml: file.xml,
    references: items.map((i) => i.reference),
  };
}
