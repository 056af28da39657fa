import { eq } from 'drizzle-orm';
import { payoutFiles, payoutItems, payoutStatusReports } from '../../db/schema';
import { parsePain002, type TransactionStatus } from '../../lib/iso20022';
import type { Ctx } from '../shared/context';
import {
  announcePayouts,
  decidePayout,
  PAYOUT_DECISIONS,
  refusal,
  type DecidedPayout,
  type PayoutDecision,
} from './decide';
import { PayoutError, sha256 } from './export';

/** The bank accepted the transfer for settlement or settled it: the rescue is paid. */
const ACCEPTED = new Set(['ACCP', 'ACSP', 'ACSC', 'ACCC', 'ACWC']);
/** The bank will not pay it. */
const REFUSED = new Set(['RJCT', 'CANC']);

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

function decide(tx: TransactionStatus, groupReason: string | null): PayoutDecision | null {
  if (tx.status && ACCEPTED.has(tx.status)) return { kind: 'paid' };
  if (!tx.status || !REFUSED.has(tx.status)) return null;
  return refusal(tx.reasons[0]?.code ?? groupReason);
}

/**
 * Reads the bank's pain.002 for one of our payout files and applies it: an accepted or settled
 * transaction (ACCP, ACSP, ACSC, ACCC, ACWC) pays its rescue (or refund), a rejected one (RJCT,
 * CANC) returns it to the customer with the reason in Spanish and an e-mail (a refund: rejected),
 * or, for a reason on the fund's side (FUND_SIDE), makes it payable again for the next file;
 * other statuses (RCVD, ACTC, PDNG) change nothing. A status given for the whole file applies to
 * every payment it carries. The same file imported twice (same SHA-256) changes nothing, nor
 * does an answer for a payment already decided (by another report, or by its debit on the
 * statement: `decidePayout`). Throws `Iso20022Error` for a file that is not a pain.002, and
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
    await tx.execute(PAYOUT_DECISIONS);
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
    const items = await tx.select().from(payoutItems).where(eq(payoutItems.fileId, file.id));
    const byReference = new Map(items.map((i) => [i.endToEndId, i]));
    const groupReason = report.groupReasons[0]?.code ?? null;
    // A report with no transaction details answers for the whole file.
    const answers: TransactionStatus[] = report.transactions.length
      ? report.transactions
      : items.map((i) => ({
          originalPaymentInfoId: '',
          originalInstructionId: null,
          originalEndToEndId: i.endToEndId,
          status: report.groupStatus,
          statusDescription: null,
          reasons: report.groupReasons,
          bankReference: null,
        }));
    const changed: DecidedPayout[] = [];
    for (const answer of answers) {
      const reference = answer.originalEndToEndId ?? '';
      const item = byReference.get(reference);
      const decision = decide(answer, groupReason);
      if (!item || item.status !== 'SENT') {
        result.ignored.push(reference);
        continue;
      }
      if (!decision) {
        result.waiting.push(reference);
        continue;
      }
      const evidence = { reportId: saved.id, bankReference: answer.bankReference };
      const done = await decidePayout(tx, item.id, decision, evidence, now);
      if (!done) result.ignored.push(reference);
      else {
        changed.push(done);
        if (done.kind === 'paid') result.paid.push(reference);
        else result[done.kind].push({ reference, reason: done.reason });
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
  await announcePayouts(ctx, changed);
  return result;
}
