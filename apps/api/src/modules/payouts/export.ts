import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import Decimal from 'decimal.js';
import {
  bankAccounts,
  bankCredits,
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
import { PAYOUT_DECISIONS } from './decide';

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A payout file as written: its message id, the XML for the bank and the payments it carries. */
export interface PayoutFile {
  messageId: string;
  sha256: string;
  xml: string;
  /** The transactions' `EndToEndId`, in the file's order: the rescues' references… */
  references: string[];
  /** …of which these are refunds of bank credits (`DEV-…`). */
  refunds: string[];
}

/** How a refund's account is written in the file, from the scheme the statement gave. */
export function refundAccountScheme(
  account: string,
  scheme: string | null,
): 'CCI' | 'IBAN' | 'BBAN' {
  if (scheme === 'IBAN') return 'IBAN';
  if (/^\d{20}$/.test(account) && (scheme === 'CCI' || scheme === null)) return 'CCI';
  return 'BBAN';
}

/** A credit to give back, as far as the payout file needs it. */
export type RefundableCredit = Pick<
  typeof bankCredits.$inferSelect,
  | 'amount'
  | 'currency'
  | 'debtorName'
  | 'debtorAccount'
  | 'debtorAccountScheme'
  | 'bankReference'
  | 'valueDate'
  | 'refundReference'
>;

/**
 * A refund as a transaction of the payout file: from the fund's account in the credit's
 * currency, back to the account it came from as the statement gave it, for exactly the credit's
 * amount, with the refund's reference as end-to-end id.
 */
export function refundPayment(
  config: Ctx['config'],
  credit: RefundableCredit,
  day: string,
  instructionId: string,
): Pain001Payment {
  const account = credit.debtorAccount ?? '';
  return {
    endToEndId: credit.refundReference!,
    instructionId,
    amount: new Decimal(credit.amount).toFixed(2),
    currency: credit.currency,
    executionDate: day,
    debtor: fundDebtor(config, credit.currency),
    creditor: {
      name: credit.debtorName ?? 'Ordenante',
      cci: account,
      accountScheme: refundAccountScheme(account, credit.debtorAccountScheme),
    },
    remittanceInfo:
      `Devolucion ${credit.refundReference} de su abono ${credit.bankReference ?? credit.valueDate ?? ''}`
        .trim()
        .slice(0, 140),
  };
}

/**
 * Why a credit cannot be refunded through the payout file (null: it can): written alone into a
 * pain.001 as it would be, so a refund never stops a day's file.
 */
export function refundProblem(
  config: Ctx['config'],
  credit: RefundableCredit,
  now: Date,
): string | null {
  if (!new Decimal(credit.amount).equals(new Decimal(credit.amount).toDecimalPlaces(2)))
    return `${credit.currency} ${credit.amount} has more than two decimals.`;
  try {
    writePain001({
      messageId: 'CHECK',
      createdAt: now,
      initiatingParty: { name: config.PAYOUT_DEBTOR_NAME ?? 'Fondo' },
      payments: [refundPayment(config, credit, '2000-01-03', 'CHECK-1')],
    });
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

/** Refused because of the operator's input, with the reason in the message. */
export class PayoutError extends Error {
  override name = 'PayoutError';
}

/**
 * The day's payout file (PAYOUTS=pain001): every priced rescue whose payment date is `day` or
 * earlier and that is in no file still waiting for the bank, and every bank credit an operator
 * resolved as a refund not sent yet, as ONE pain.001 (one payment block per currency), from the
 * fund's account in that currency: a rescue to the customer's CCI, for the net amount, with the
 * rescue's reference as end-to-end id; a refund to the account the credit came from, for the
 * credit's amount, with the refund's reference. Each transaction's instruction id is the file's
 * message id and its place. The file and its payments are recorded and the rescues become SENT
 * (the refunds REFUND_SENT) in the same transaction, so nothing goes in two files waiting at
 * once. Returns null when nothing is payable.
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
    await tx.execute(PAYOUT_DECISIONS);
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
    const refunds = await tx
      .select()
      .from(bankCredits)
      .where(eq(bankCredits.status, 'REFUND'))
      .orderBy(asc(bankCredits.currency), asc(bankCredits.id))
      .for('update');
    if (due.length === 0 && refunds.length === 0) return null;
    const [{ count }] = (await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(payoutFiles)
      .where(eq(payoutFiles.day, day))) as [{ count: number }];
    const messageId = `PAY-${day.replaceAll('-', '')}-${count + 1}`;
    const rescues = due.map((r, i): Pain001Payment => ({
      endToEndId: r.reference,
      instructionId: `${messageId}-${i + 1}`,
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
    const returned = refunds.map((c, i) =>
      refundPayment(ctx.config, c, day, `${messageId}-${due.length + i + 1}`),
    );
    const payments = [...rescues, ...returned];
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
    await tx.insert(payoutItems).values([
      ...due.map((r, i) => ({
        fileId: file!.id,
        orderId: r.id,
        endToEndId: r.reference,
        instructionId: rescues[i]!.instructionId!,
        bankAccountId: r.accountId,
        cci: r.cci,
        amount: r.net,
        currency: r.currency,
        status: 'SENT',
      })),
      ...refunds.map((c, i) => ({
        fileId: file!.id,
        creditId: c.id,
        endToEndId: c.refundReference!,
        instructionId: returned[i]!.instructionId!,
        cci: c.debtorAccount!,
        accountScheme: returned[i]!.creditor.accountScheme!,
        amount: returned[i]!.amount,
        currency: c.currency,
        status: 'SENT',
      })),
    ]);
    const ids = due.map((r) => r.id);
    if (ids.length) {
      const [payment] = nextRescueState(['PENDING', 'APPROVED'], 'sent');
      await tx
        .update(orders)
        .set({ paymentStatus: payment, updatedAt: now })
        .where(and(inArray(orders.id, ids), eq(orders.paymentStatus, 'PENDING')));
      await tx
        .insert(orderEvents)
        .values(ids.map((orderId) => ({ orderId, kind: 'PAYOUT_SENT', at: now })));
    }
    if (refunds.length)
      await tx
        .update(bankCredits)
        .set({ status: 'REFUND_SENT' })
        .where(
          and(
            inArray(
              bankCredits.id,
              refunds.map((c) => c.id),
            ),
            eq(bankCredits.status, 'REFUND'),
          ),
        );
    ctx.log.info(
      {
        messageId,
        sha256: hash,
        payments: payments.length,
        refunds: refunds.length,
        actor,
        action: 'payout_file_exported',
      },
      'payout file exported',
    );
    return {
      messageId,
      sha256: hash,
      xml,
      references: payments.map((p) => p.endToEndId),
      refunds: returned.map((p) => p.endToEndId),
    };
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
    .select({ reference: payoutItems.endToEndId, creditId: payoutItems.creditId })
    .from(payoutItems)
    .where(eq(payoutItems.fileId, file.id))
    .orderBy(asc(payoutItems.id));
  return {
    messageId,
    sha256: file.sha256,
    xml: file.xml,
    references: items.map((i) => i.reference),
    refunds: items.filter((i) => i.creditId !== null).map((i) => i.reference),
  };
}
