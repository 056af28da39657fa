import { eq } from 'drizzle-orm';
import {
  orderEvents,
  orders,
  payoutFiles,
  payoutItems,
  payoutStatusReports,
} from '../../db/schema';
import { parsePain002, type TransactionStatus } from '../../lib/iso20022';
import type { DbOrTx } from '../../db/client';
import { lockRescue, mailRescue } from '../rescues/service';
import { nextRescueState } from '../rescues/holdings';
import type { Ctx } from '../shared/context';
import { PayoutError, sha256 } from './export';

/** The bank accepted the transfer for settlement or settled it: the rescue is paid. */
const ACCEPTED = new Set(['ACCP', 'ACSP', 'ACSC', 'ACCC', 'ACWC']);
/** The bank will not pay it. */
const REFUSED = new Set(['RJCT', 'CANC']);

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

/**
 * Rejections on the fund's side (its account, funds, the file, the date, the cut-off): nothing
 * for the customer to do, so the rescue is payable again and goes into the next file.
 */
const FUND_SIDE = new Set(['AC02', 'AM04', 'DT01', 'FF01', 'TM01', 'RC01', 'RR01', 'RR02', 'BE05']);

/** The customer's message of a rejected payout (Spanish, Peru). */
export function rejectionMessage(code: string | null): string {
  const why = (code && REASONS_ES[code]) ?? 'tu banco no aceptó el abono';
  return (
    `Tu banco rechazó el pago de tu rescate porque ${why}. ` +
    'Actualiza tu cuenta bancaria o elige otra para que te lo enviemos de nuevo.'
  );
}

export interface PayoutStatusResult {
  /** The same file was imported before: nothing changed. */
  duplicate: boolean;
  paid: string[];
  /** Returned to the customer, who chooses the account again. */
  rejected: { reference: string; reason: string | null }[];
  /** Rejected for a reason on the fund's side: payable again, in the next file. */
  resent: { reference: string; reason: string | null }[];
  /** Still with the bank (received, technically accepted, pending): no change. */
  waiting: string[];
  /** Transactions that name no rescue of that file still waiting (already decided, unknown). */
  ignored: string[];
}

type Decision = { kind: 'paid' | 'rejected' | 'resent'; reason: string | null };

function decide(tx: TransactionStatus, groupReason: string | null): Decision | null {
  if (tx.status && ACCEPTED.has(tx.status)) return { kind: 'paid', reason: null };
  if (!tx.status || !REFUSED.has(tx.status)) return null;
  const reason = tx.reasons[0]?.code ?? groupReason;
  return { kind: reason && FUND_SIDE.has(reason) ? 'resent' : 'rejected', reason };
}

const TRANSITION = { paid: 'confirmed', rejected: 'returned', resent: 'resent' } as const;

/**
 * Applies one transaction's answer to its rescue, inside the import's transaction: the item and
 * the order change together with the tracker's event, only while the item is still SENT.
 */
async function apply(
  tx: DbOrTx,
  item: typeof payoutItems.$inferSelect,
  decision: Decision,
  status: TransactionStatus,
  reportId: number,
  now: Date,
): Promise<boolean> {
  const order = await lockRescue(tx, eq(orders.id, item.orderId));
  if (!order || order.paymentStatus !== 'SENT') return false;
  const { kind, reason } = decision;
  const [payment] = nextRescueState([order.paymentStatus, order.processStatus], TRANSITION[kind]);
  await tx
    .update(payoutItems)
    .set({
      status: kind === 'paid' ? 'PAID' : 'REJECTED',
      reasonCode: reason,
      bankReference: status.bankReference,
      reportId,
      decidedAt: now,
    })
    .where(eq(payoutItems.id, item.id));
  const message = kind === 'rejected' ? rejectionMessage(reason) : null;
  await tx
    .update(orders)
    .set({
      paymentStatus: payment,
      updatedAt: now,
      ...(kind === 'paid' ? { paidAt: now } : kind === 'rejected' ? { rejectReason: message } : {}),
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

/**
 * Reads the bank's pain.002 for one of our payout files and applies it: an accepted or settled
 * transaction (ACCP, ACSP, ACSC, ACCC, ACWC) pays its rescue, a rejected one (RJCT, CANC)
 * returns it to the customer with the reason in Spanish and an e-mail, or, for a reason on the
 * fund's side (FUND_SIDE), makes it payable again for the next file; other statuses (RCVD,
 * ACTC, PDNG) change nothing. A status given for the whole file applies to every rescue it
 * carries. The same file imported twice (same SHA-256) changes nothing, nor does an answer for
 * a rescue already decided. Throws `Iso20022Error` for a file that is not a pain.002, and
 * `PayoutError` when it answers no payout file of ours.
 */
export async function importPayoutStatus(
  ctx: Ctx,
  xml: string,
  actor: string,
): Promise<PayoutStatusResult> {
  const report = parsePain002(xml);
  const hash = sha256(xml);
  const now = ctx.clock.now();
  const result: PayoutStatusResult = {
    duplicate: false,
    paid: [],
    rejected: [],
    resent: [],
    waiting: [],
    ignored: [],
  };
  const changed = await ctx.db.transaction(async (tx) => {
    const [file] = await tx
      .select({ id: payoutFiles.id })
      .from(payoutFiles)
      .where(eq(payoutFiles.messageId, report.originalMessageId));
    if (!file)
      throw new PayoutError(
        `The report answers ${report.originalMessageId}, which is no payout file of ours.`,
      );
    const [saved] = await tx
      .insert(payoutStatusReports)
      .values({
        sha256: hash,
        messageId: report.messageId,
        originalMessageId: report.originalMessageId,
        importedBy: actor,
        importedAt: now,
      })
      .onConflictDoNothing({ target: payoutStatusReports.sha256 })
      .returning({ id: payoutStatusReports.id });
    if (!saved) {
      result.duplicate = true;
      return [];
    }
    const items = await tx
      .select({ item: payoutItems, reference: orders.reference })
      .from(payoutItems)
      .innerJoin(orders, eq(orders.id, payoutItems.orderId))
      .where(eq(payoutItems.fileId, file.id));
    const byReference = new Map(items.map((i) => [i.reference, i.item]));
    const groupReason = report.groupReasons[0]?.code ?? null;
    // A report with no transaction details answers for the whole file.
    const answers: TransactionStatus[] = report.transactions.length
      ? report.transactions
      : items.map((i) => ({
          originalPaymentInfoId: '',
          originalInstructionId: null,
          originalEndToEndId: i.reference,
          status: report.groupStatus,
          statusDescription: null,
          reasons: report.groupReasons,
          bankReference: null,
        }));
    const changed: { id: number; kind: Decision['kind'] }[] = [];
    for (const answer of answers) {
      const reference = answer.originalEndToEndId ?? '';
      const item = byReference.get(reference);
      const decision = decide(answer, groupReason);
      if (!item || item.status !== 'SENT') result.ignored.push(reference);
      else if (!decision) result.waiting.push(reference);
      else if (!(await apply(tx, item, decision, answer, saved.id, now)))
        result.ignored.push(reference);
      else {
        changed.push({ id: item.orderId, kind: decision.kind });
        if (decision.kind === 'paid') result.paid.push(reference);
        else result[decision.kind].push({ reference, reason: decision.reason });
      }
    }
    return changed;
  });
  ctx.log.info(
    {
      sha256: hash,
      messageId: report.messageId,
      originalMessageId: report.originalMessageId,
      actor,
      duplicate: result.duplicate,
      paid: result.paid.length,
      rejected: result.rejected.length,
      resent: result.resent.length,
      action: 'payout_status_imported',
    },
    'payout status imported',
  );
  // Mails after the commit; a mail that fails never undoes the payment's status.
  for (const { id, kind } of changed)
    if (kind !== 'resent')
      await mailRescue(ctx, kind === 'paid' ? 'paid' : 'payout-rejected', eq(orders.id, id));
  return result;
}
