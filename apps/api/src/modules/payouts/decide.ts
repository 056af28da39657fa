import { asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bankCredits, orderEvents, orders, payoutItems } from '../../db/schema';
import { nextRescueState } from '../rescues/holdings';
import { lockRescue, mailRescue } from '../rescues/service';
import type { Ctx } from '../shared/context';

/**
 * The bank's word on one payment of a payout file, whichever way it comes (docs/DOMAIN.md,
 * Payouts): the pain.002 status report, or the statement (the debit of the payment, a return or
 * a reversal of it). A payment is decided once: the first answer changes the payout, the rescue
 * or refund it carries and the tracker together; a later one finds it decided and changes
 * nothing. Every caller takes `PAYOUT_DECISIONS` first, so two imports never decide at once.
 */

export type PayoutItem = typeof payoutItems.$inferSelect;

/** Taken by every transaction that decides payments: one at a time, on every instance. */
export const PAYOUT_DECISIONS = sql`SELECT pg_advisory_xact_lock(hashtext('payouts:decide'))`;

/** The bank will not pay it, or gave the money back: the ISO reason, when it gave one. */
export type PayoutDecision =
  | { kind: 'paid' }
  | { kind: 'rejected'; reason: string | null }
  | { kind: 'resent'; reason: string | null };

/**
 * Rejections on the fund's side (its account, funds, the file, the date, the cut-off): nothing
 * for the customer to do, so the payment is payable again and goes into the next file.
 */
export const FUND_SIDE = new Set([
  'AC02',
  'AM04',
  'DT01',
  'FF01',
  'TM01',
  'RC01',
  'RR01',
  'RR02',
  'BE05',
]);

/** A refusal or a return for `reason`: back to the customer, or (the fund's side) sent again. */
export const refusal = (reason: string | null): PayoutDecision => ({
  kind: reason && FUND_SIDE.has(reason) ? 'resent' : 'rejected',
  reason,
});

/** Why the bank returned a payout, as the customer reads it (after "porque"). */
const REASONS_ES: Record<string, string> = {
  AC01: 'el número de cuenta o CCI no es correcto o no existe',
  AC03: 'el número de cuenta o CCI no es correcto o no existe',
  AC04: 'la cuenta está cerrada',
  AC06: 'la cuenta está bloqueada',
  AG01: 'la cuenta no admite este tipo de abono',
  AM03: 'la cuenta no acepta la moneda del pago',
  CURR: 'la cuenta no acepta la moneda del pago',
  BE01: 'el titular de la cuenta no coincide con tus datos',
  MD07: 'el titular de la cuenta figura como fallecido',
};

/** The customer's message of a rejected payout (Spanish, Peru). */
export function rejectionMessage(code: string | null): string {
  const why = (code && REASONS_ES[code]) ?? 'tu banco no aceptó el abono';
  return (
    `Tu banco rechazó el pago de tu rescate porque ${why}. ` +
    'Actualiza tu cuenta bancaria o elige otra para que te lo enviemos de nuevo.'
  );
}

/** What decided a payment: a status report, or an entry of a statement. */
export interface Evidence {
  reportId?: number;
  entryId?: number;
  /** The bank's reference of the transaction, when it gave one. */
  bankReference?: string | null;
}

/** A payment decided in a transaction: what to tell, after it commits. */
export interface DecidedPayout {
  itemId: number;
  endToEndId: string;
  /** The rescue it paid, or the credit it refunded. */
  orderId: number | null;
  creditId: number | null;
  kind: PayoutDecision['kind'];
  reason: string | null;
}

const RESCUE_STEP = { paid: 'confirmed', rejected: 'returned', resent: 'resent' } as const;
const REFUND_STATUS = { paid: 'REFUNDED', rejected: 'REFUND_REJECTED', resent: 'REFUND' } as const;

/** The rescue's side of a decision; false when the rescue is not where the decision starts. */
async function decideRescue(
  tx: DbOrTx,
  item: PayoutItem,
  decision: PayoutDecision,
  now: Date,
): Promise<boolean> {
  const order = await lockRescue(tx, eq(orders.id, item.orderId!));
  if (!order) return false;
  const state = [order.paymentStatus, order.processStatus] as const;
  // The money of a paid rescue came back: the customer chooses the account again.
  const bounced = order.paymentStatus === 'SUCCESS' && decision.kind !== 'paid';
  if (!bounced && order.paymentStatus !== 'SENT') return false;
  const kind = bounced ? 'rejected' : decision.kind;
  const [payment] = nextRescueState(state, bounced ? 'bounced' : RESCUE_STEP[kind]);
  const reason = decision.kind === 'paid' ? null : decision.reason;
  const message = kind === 'rejected' ? rejectionMessage(reason) : null;
  await tx
    .update(orders)
    .set({
      paymentStatus: payment,
      updatedAt: now,
      ...(kind === 'paid' ? { paidAt: now } : {}),
      ...(kind === 'rejected' ? { rejectReason: message, paidAt: null } : {}),
    })
    .where(eq(orders.id, order.id));
  // A payout sent again on the fund's side is no step of the customer's: the file records it.
  if (kind !== 'resent')
    await tx.insert(orderEvents).values({
      orderId: order.id,
      kind: kind === 'paid' ? 'PAID' : 'PAYOUT_REJECTED',
      at: now,
      detail: message,
    });
  return true;
}

/** The refund's side: the credit it gives back is refunded, rejected, or to be sent again. */
async function decideRefund(
  tx: DbOrTx,
  item: PayoutItem,
  decision: PayoutDecision,
): Promise<boolean> {
  const [credit] = await tx
    .select({ status: bankCredits.status })
    .from(bankCredits)
    .where(eq(bankCredits.id, item.creditId!))
    .for('update');
  const from = decision.kind === 'paid' ? ['REFUND_SENT'] : ['REFUND_SENT', 'REFUNDED'];
  if (!credit || !from.includes(credit.status)) return false;
  await tx
    .update(bankCredits)
    .set({
      status: REFUND_STATUS[decision.kind],
      refundReason: decision.kind === 'paid' ? null : decision.reason,
    })
    .where(eq(bankCredits.id, item.creditId!));
  return true;
}

/**
 * Decides one payment of a file, inside the caller's transaction (which took
 * `PAYOUT_DECISIONS`). `paid` and a refusal apply only while the bank has the payment (`SENT`);
 * `returned` (the statement gives the money back) also applies to a payment already paid, which
 * then counts as rejected. Returns null, changing nothing, when the payment is decided already.
 */
export async function decidePayout(
  tx: DbOrTx,
  itemId: number,
  decision: PayoutDecision,
  evidence: Evidence,
  now: Date,
  options: { returned?: boolean } = {},
): Promise<DecidedPayout | null> {
  const [item] = await tx
    .select()
    .from(payoutItems)
    .where(eq(payoutItems.id, itemId))
    .for('update');
  if (!item) return null;
  const open = item.status === 'SENT' || (options.returned === true && item.status === 'PAID');
  if (!open) return null;
  const done = item.orderId
    ? await decideRescue(tx, item, decision, now)
    : await decideRefund(tx, item, decision);
  if (!done) return null;
  const kind = item.status === 'PAID' && item.orderId ? 'rejected' : decision.kind;
  const reason = decision.kind === 'paid' ? null : decision.reason;
  await tx
    .update(payoutItems)
    .set({
      status: kind === 'paid' ? 'PAID' : 'REJECTED',
      reasonCode: reason,
      ...(evidence.bankReference ? { bankReference: evidence.bankReference } : {}),
      ...(evidence.reportId ? { reportId: evidence.reportId } : {}),
      ...(evidence.entryId ? { entryId: evidence.entryId } : {}),
      decidedAt: now,
    })
    .where(eq(payoutItems.id, item.id));
  return {
    itemId: item.id,
    endToEndId: item.endToEndId,
    orderId: item.orderId,
    creditId: item.creditId,
    kind,
    reason,
  };
}

/**
 * The payment of ours a statement entry names, by what our pain.001 wrote and the bank carries
 * back: the end-to-end id, the instruction id, or a reference in the remittance information. A
 * payment still with the bank comes first, then a paid one, then the latest (a rescue rejected
 * and sent again keeps its reference as end-to-end id).
 */
export async function payoutNamed(
  tx: DbOrTx,
  names: { endToEndIds: string[]; instructionId: string | null },
): Promise<PayoutItem | null> {
  const conditions: SQL[] = [];
  if (names.endToEndIds.length) conditions.push(inArray(payoutItems.endToEndId, names.endToEndIds));
  if (names.instructionId) conditions.push(eq(payoutItems.instructionId, names.instructionId));
  if (conditions.length === 0) return null;
  const [item] = await tx
    .select()
    .from(payoutItems)
    .where(or(...conditions))
    .orderBy(
      asc(sql`case ${payoutItems.status} when 'SENT' then 0 when 'PAID' then 1 else 2 end`),
      desc(payoutItems.id),
    )
    .limit(1);
  return item ?? null;
}

/** After the transaction: the customers whose rescue was paid or came back are e-mailed. */
export async function announcePayouts(ctx: Ctx, decided: DecidedPayout[]): Promise<void> {
  // A mail that fails never undoes the payment's status (mailRescue logs it).
  for (const { orderId, kind } of decided)
    if (orderId !== null && kind !== 'resent')
      await mailRescue(ctx, kind === 'paid' ? 'paid' : 'payout-rejected', eq(orders.id, orderId));
}
