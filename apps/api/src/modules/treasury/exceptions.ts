import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bankCredits, bankStatements, orders, payoutItems, type BankCredit } from '../../db/schema';
import { limaDate } from '../../lib/lima';
import type { Ctx } from '../shared/context';
import { decidePayment, type DecidedPayment } from '../orders/payments';
import { lockOrder } from '../orders/views';
import { refundProblem } from '../payouts/export';
import { TreasuryError } from './errors';
import { classify, CREDIT_KINDS, referencesIn, type ExceptionKind } from './matching';

import { afterPayments, ASSIGNED_BY_OPERATOR, named } from './service';

/**
 * What an operator must act on after a statement (docs/OPERATIONS.md, An operator's day): the
 * exceptions (a credit that names no pending order, or the wrong amount; a debit or a return that
 * names no payment of ours) and the refunds, read and resolved here.
 */

/** A refund's state, as the operator reads it. */
export const REFUND_STATES = {
  REFUND: 'refund to send (next payout file)',
  REFUND_SENT: 'refund sent',
  REFUNDED: 'refunded',
  REFUND_REJECTED: 'refund rejected',
} as const;

/** An entry (a credit, or a debit of our payments) as an operator reads it. */
export interface CreditView {
  id: number;
  direction: 'CRDT' | 'DBIT';
  status: BankCredit['status'];
  kind: ExceptionKind | null;
  amount: string;
  currency: string;
  bookingDate: string | null;
  valueDate: string | null;
  bankReference: string | null;
  endToEndId: string | null;
  /** The `Ustrd` lines, then the structured creditor references. */
  remittance: string[];
  /** The order reference quoted, when one was found. */
  reference: string | null;
  debtor: { name: string | null; account: string | null; scheme: string | null };
  /** A debit's beneficiary, as the bank reports it. */
  creditor: string | null;
  /** The file that brought it (`GrpHdr/MsgId`). */
  statementMessageId: string;
  /** The order it paid (matched or assigned). */
  paidOrder: string | null;
  /** The payment of ours a debit confirmed or a return rejected (its end-to-end id). */
  payout: string | null;
  /** A return's reason code. */
  returnReason: string | null;
  /** The money given back: its reference, state and, when rejected, the bank's reason. */
  refund: { reference: string; state: string; reason: string | null } | null;
  note: string | null;
  resolvedBy: string | null;
  resolvedAt: Date | null;
}

export type Resolution =
  | { action: 'assign'; reference: string }
  | { action: 'refund' }
  | { action: 'acknowledge'; note: string };

/** The credits matching `where`, oldest first, as an operator reads them. */
async function creditViews(db: DbOrTx, where: SQL | undefined): Promise<CreditView[]> {
  const rows = await db
    .select({
      credit: bankCredits,
      statementMessageId: bankStatements.messageId,
      paidOrder: orders.reference,
      payout: payoutItems.endToEndId,
    })
    .from(bankCredits)
    .innerJoin(bankStatements, eq(bankStatements.id, bankCredits.statementId))
    .leftJoin(orders, eq(orders.id, bankCredits.orderId))
    .leftJoin(payoutItems, eq(payoutItems.id, bankCredits.payoutItemId))
    .where(where)
    .orderBy(asc(bankCredits.id));
  return rows.map(({ credit, statementMessageId, paidOrder, payout }) => ({
    id: credit.id,
    direction: credit.direction === 'DBIT' ? 'DBIT' : 'CRDT',
    status: credit.status,
    kind: credit.exceptionKind as ExceptionKind | null,
    amount: credit.amount,
    currency: credit.currency,
    bookingDate: credit.bookingDate,
    valueDate: credit.valueDate,
    bankReference: credit.bankReference,
    endToEndId: credit.endToEndId,
    remittance: [...credit.remittance.unstructured, ...credit.remittance.creditorReferences],
    reference: credit.reference,
    debtor: {
      name: credit.debtorName,
      account: credit.debtorAccount,
      scheme: credit.debtorAccountScheme,
    },
    creditor: [credit.creditorName, credit.creditorAccount].filter(Boolean).join(' ') || null,
    statementMessageId,
    paidOrder,
    payout,
    returnReason: credit.returnReason,
    refund: credit.refundReference
      ? {
          reference: credit.refundReference,
          state: REFUND_STATES[credit.status as keyof typeof REFUND_STATES] ?? credit.status,
          reason: credit.refundReason,
        }
      : null,
    note: credit.note,
    resolvedBy: credit.resolvedBy,
    resolvedAt: credit.resolvedAt,
  }));
}

/** What an operator must still act on, oldest first: open exceptions and rejected refunds. */
export function listExceptions(ctx: Ctx): Promise<CreditView[]> {
  return creditViews(ctx.db, inArray(bankCredits.status, ['EXCEPTION', 'REFUND_REJECTED']));
}

/** Every refund, oldest first: to send, sent, refunded or rejected. */
export function listRefunds(ctx: Ctx): Promise<CreditView[]> {
  return creditViews(ctx.db, isNotNull(bankCredits.refundReference));
}

/** The order an exception is assigned to, locked: it must take exactly this credit. */
async function orderToAssign(tx: DbOrTx, credit: BankCredit, reference: string) {
  const wanted = referencesIn({ unstructured: [reference], creditorReferences: [] });
  const row = wanted.length === 1 ? await lockOrder(tx, eq(orders.reference, wanted[0]!)) : null;
  const outcome = classify(credit, row ?? null);
  if (outcome === 'UNKNOWN_REFERENCE') throw new TreasuryError('ORDER_NOT_FOUND', reference);
  if (outcome === 'NOT_PENDING') throw new TreasuryError('ORDER_NOT_PENDING', row!.reference);
  if (outcome !== 'MATCHED') {
    throw new TreasuryError(
      'AMOUNT_MISMATCH',
      `Credit ${credit.currency} ${credit.amount}, order ${row!.currency} ${row!.amount}.`,
    );
  }
  return row!;
}

/** A refund's own reference: `DEV-<year>-<the credit's id>`, its end-to-end id at the bank. */
const refundReferenceOf = (id: number, now: Date) =>
  `DEV-${limaDate(now).slice(0, 4)}-${String(id).padStart(6, '0')}`;

/** What a resolution changes on the credit, checked against what the credit is. */
async function resolution(
  ctx: Ctx,
  tx: DbOrTx,
  credit: BankCredit,
  wanted: Resolution,
  now: Date,
  decided: DecidedPayment[],
): Promise<Partial<BankCredit>> {
  const { id } = credit;
  if (wanted.action === 'acknowledge') {
    const note = wanted.note.trim();
    if (!note) throw new TreasuryError('NO_NOTE', `Exception ${id}.`);
    return { status: 'ACKNOWLEDGED', note };
  }
  // Only money received (not a debit, not a return of ours) is assigned or given back.
  const received = credit.direction === 'CRDT' && credit.status !== 'RETURNED';
  const kind = credit.exceptionKind as ExceptionKind | null;
  if (wanted.action === 'assign') {
    if (!received || !kind || !CREDIT_KINDS.includes(kind))
      throw new TreasuryError('NOT_A_CREDIT', `Exception ${id} is ${kind ?? credit.status}.`);
    const order = await orderToAssign(tx, credit, wanted.reference);
    decided.push(await decidePayment(tx, order, { ok: true }, now, ASSIGNED_BY_OPERATOR));
    return { status: 'ASSIGNED', orderId: order.id };
  }
  if (!received) throw new TreasuryError('NOT_A_CREDIT', `Exception ${id} is ${kind}.`);
  if (!credit.debtorAccount) throw new TreasuryError('NO_DEBTOR_ACCOUNT', `Exception ${id}.`);
  const refundReference = credit.refundReference ?? refundReferenceOf(id, now);
  if (ctx.config.PAYOUTS === 'pain001') {
    const problem = refundProblem(ctx.config, { ...credit, refundReference }, now);
    if (problem) throw new TreasuryError('REFUND_NOT_PAYABLE', `Exception ${id}: ${problem}`);
  }
  return { status: 'REFUND', refundReference, refundReason: null };
}

/**
 * Resolves an exception: `assign` pays the named pending subscription with it (only when its
 * amount and currency are exactly the order's); `refund` gives it back to the debtor's account
 * the bank reported: with PAYOUTS=pain001 it goes into the next payout file under its own
 * reference (`DEV-…`) and is confirmed or rejected by the bank like a rescue's payout, else the
 * operator makes it at the bank; `acknowledge` closes, with a note, what can be neither (a debit
 * or a return that names no payment of ours). Who and when are kept; a resolved exception stays
 * as it is, except a rejected refund, which may be resolved again.
 */
export async function resolveException(
  ctx: Ctx,
  id: number,
  wanted: Resolution,
  actor: string,
): Promise<CreditView> {
  const resolvedBy = named(actor);
  const now = ctx.clock.now();
  const decided: DecidedPayment[] = [];
  await ctx.db.transaction(async (tx) => {
    const [credit] = await tx
      .select()
      .from(bankCredits)
      .where(eq(bankCredits.id, id))
      .for('update');
    if (!credit) throw new TreasuryError('NOT_FOUND', `Exception ${id}.`);
    if (credit.status !== 'EXCEPTION' && credit.status !== 'REFUND_REJECTED') {
      throw new TreasuryError('ALREADY_RESOLVED', `Exception ${id} is ${credit.status}.`);
    }
    const change = await resolution(ctx, tx, credit, wanted, now, decided);
    await tx
      .update(bankCredits)
      .set({ ...change, resolvedBy, resolvedAt: now })
      .where(and(eq(bankCredits.id, id), eq(bankCredits.status, credit.status)));
  });
  ctx.log.info(
    {
      action: 'bank_credit_resolved',
      creditId: id,
      resolution: wanted.action,
      actor: resolvedBy,
    },
    'bank credit exception resolved',
  );
  await afterPayments(ctx, decided);
  const [view] = await creditViews(ctx.db, eq(bankCredits.id, id));
  return view!;
}
