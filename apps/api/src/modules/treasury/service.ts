import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bankCredits, bankStatements, collectorAccounts, orders } from '../../db/schema';
import { parseCamt, type CamtReport, type CamtTransaction } from '../../lib/iso20022';
import type { Ctx } from '../shared/context';
import { announcePayment, decidePayment, settleDue, type DecidedPayment } from '../orders/payments';
import { lockOrder, type OrderRow } from '../orders/views';
import {
  announcePayouts,
  decidePayout,
  PAYOUT_DECISIONS,
  payoutNamed,
  refusal,
  type DecidedPayout,
} from '../payouts/decide';
import { TreasuryError } from './errors';
import {
  accountDigits,
  bookedEntries,
  classify,
  classifyDebit,
  classifyReturn,
  payoutNamesIn,
  referencesIn,
  type ExceptionKind,
  type StatementEntry,
} from './matching';

/**
 * The fund's accounts' statements (docs/DOMAIN.md, Transfers confirmed by the bank, and
 * Payouts): an operator imports a camt.053 or camt.054 file; each booked entry that counts is
 * kept once. A credit is matched to the pending subscription it names: a match confirms the
 * order's payment in the transaction that keeps the credit (the same confirmation as the
 * treasury's approval, `decidePayment`), then the order settles as every paid order does
 * (`settleDue`). A debit confirms the payment of ours it names (a rescue or a refund: the same
 * decision as an accepted pain.002, `decidePayout`); a returned payment or a reversal of our
 * debit rejects it. Anything else is an exception an operator resolves.
 */

/** The order tracker's note on a payment the statement confirmed. */
const CONFIRMED_BY_STATEMENT = 'Transferencia confirmada en el estado de cuenta del banco';
export const ASSIGNED_BY_OPERATOR =
  'Transferencia asignada por tesorería desde el estado de cuenta';

export interface ImportResult {
  /** True when this very file was imported before: nothing changed. */
  duplicate: boolean;
  statementId: number;
  messageType: string;
  messageId: string;
  sha256: string;
  importedBy: string;
  importedAt: Date;
  /**
   * Booked entries kept (credits; debits and returns of our payments) first seen in this file,
   * and those an earlier file already brought.
   */
  newCredits: number;
  knownCredits: number;
  /** Entries not booked, reversed credits, other debits of a collection account: not kept. */
  ignoredEntries: number;
  matched: { creditId: number; reference: string }[];
  /** Debits of our payments: `changed` false when the payment was confirmed already. */
  confirmed: { creditId: number; reference: string; changed: boolean }[];
  /** Our payments coming back (a return or a reversal): the payout rejected. */
  returned: { creditId: number; reference: string; reason: string | null }[];
  exceptions: { creditId: number; kind: ExceptionKind; reference: string | null }[];
}

export function named(actor: string): string {
  const name = actor.trim();
  if (!name) throw new TreasuryError('NO_ACTOR', 'Give the operator’s name.');
  return name;
}

/** The fund's disbursement accounts, the payout file's debtors (PAYOUTS=pain001), as digits. */
function payoutAccounts(ctx: Ctx): Set<string> {
  if (ctx.config.PAYOUTS !== 'pain001') return new Set();
  const { PAYOUT_ACCOUNT_PEN: pen, PAYOUT_ACCOUNT_USD: usd } = ctx.config;
  return new Set([pen, usd].filter((a): a is string => Boolean(a)).map(accountDigits));
}

/**
 * Every report must be of a collection account or a disbursement account: a file of another
 * account pays nothing.
 */
async function checkAccounts(tx: DbOrTx, reports: CamtReport[], payout: Set<string>) {
  const accounts = await tx
    .select({ cci: collectorAccounts.cci, number: collectorAccounts.accountNumber })
    .from(collectorAccounts);
  const known = new Set(accounts.flatMap((a) => [accountDigits(a.cci), accountDigits(a.number)]));
  for (const report of reports) {
    const id = accountDigits(report.account.id);
    if (!known.has(id) && !payout.has(id))
      throw new TreasuryError('UNKNOWN_ACCOUNT', `Report ${report.id}: ${report.account.id}.`);
  }
}

/** The one order a credit names, locked; null when it names none, or several that exist. */
async function namedOrder(tx: DbOrTx, references: string[]): Promise<OrderRow | null> {
  if (references.length === 0) return null;
  const found = await tx
    .select({ reference: orders.reference })
    .from(orders)
    .where(inArray(orders.reference, references));
  if (found.length !== 1) return null;
  return (await lockOrder(tx, eq(orders.reference, found[0]!.reference))) ?? null;
}

async function isKnown(tx: DbOrTx, entryKey: string | null): Promise<boolean> {
  if (entryKey === null) return false;
  const [row] = await tx
    .select({ id: bankCredits.id })
    .from(bankCredits)
    .where(eq(bankCredits.entryKey, entryKey));
  return row !== undefined;
}

/** The columns every kept entry has, from the statement. */
function entryRow(
  statementId: number,
  account: string,
  { transaction, entryKey }: StatementEntry,
  now: Date,
) {
  return {
    statementId,
    entryKey,
    account,
    direction: transaction.creditDebit,
    amount: transaction.amount,
    currency: transaction.currency,
    bookingDate: transaction.bookingDate,
    valueDate: transaction.valueDate,
    bankReference: transaction.bankReference,
    endToEndId: transaction.endToEndId,
    instructionId: transaction.instructionId,
    remittance: transaction.remittance,
    debtorName: transaction.debtor?.name ?? null,
    debtorAccount: transaction.debtor?.account?.id ?? null,
    debtorAccountScheme: transaction.debtor?.account?.scheme ?? null,
    creditorName: transaction.creditor?.name ?? null,
    creditorAccount: transaction.creditor?.account?.id ?? null,
    createdAt: now,
  };
}

/** What one import decided, for after its transaction. */
interface Decided {
  payments: DecidedPayment[];
  payouts: DecidedPayout[];
}

const payoutOf = (tx: DbOrTx, transaction: CamtTransaction) =>
  payoutNamed(tx, {
    endToEndIds: payoutNamesIn(transaction),
    instructionId: transaction.instructionId,
  });

/**
 * Keeps a debit: it confirms the payment of ours it names (the same decision as an accepted
 * pain.002; nothing when the payment was confirmed already), or is an exception. A debit of a
 * collection account that names no payment of ours is not kept (a fee, a transfer between the
 * fund's accounts): `false`.
 */
async function keepDebit(
  tx: DbOrTx,
  row: ReturnType<typeof entryRow>,
  entry: StatementEntry,
  onPayoutAccount: boolean,
  result: ImportResult,
  decided: Decided,
): Promise<boolean> {
  const { transaction } = entry;
  const payout = await payoutOf(tx, transaction);
  if (!payout && !onPayoutAccount) return false;
  const outcome = classifyDebit(transaction, payout);
  const [kept] = await tx
    .insert(bankCredits)
    .values({
      ...row,
      reference: payout?.endToEndId ?? payoutNamesIn(transaction)[0] ?? null,
      status: outcome === 'CONFIRMS' ? 'MATCHED' : 'EXCEPTION',
      exceptionKind: outcome === 'CONFIRMS' ? null : outcome,
      payoutItemId: payout?.id ?? null,
    })
    .returning({ id: bankCredits.id });
  if (outcome !== 'CONFIRMS') {
    result.exceptions.push({
      creditId: kept!.id,
      kind: outcome,
      reference: payout?.endToEndId ?? null,
    });
    return true;
  }
  const evidence = { entryId: kept!.id, bankReference: transaction.bankReference };
  const done = await decidePayout(tx, payout!.id, { kind: 'paid' }, evidence, row.createdAt);
  if (done) decided.payouts.push(done);
  result.confirmed.push({
    creditId: kept!.id,
    reference: payout!.endToEndId,
    changed: done !== null,
  });
  return true;
}

/**
 * Keeps a payment of ours coming back (a credit with `RtrInf`, or a reversal of our debit): the
 * payout is rejected as by a pain.002 RJCT with the return's reason (a rescue goes back to the
 * customer; on the fund's side, it is sent again). A return that names nothing of ours is an
 * exception; a reversal that does is not kept (`false`).
 */
async function keepReturn(
  tx: DbOrTx,
  row: ReturnType<typeof entryRow>,
  entry: StatementEntry,
  result: ImportResult,
  decided: Decided,
): Promise<boolean> {
  const { transaction } = entry;
  const payout = await payoutOf(tx, transaction);
  const reversal = transaction.returned === null;
  const reason = transaction.returned?.reason ?? null;
  if (reversal && !(payout && classifyReturn(transaction, payout))) return false;
  const [kept] = await tx
    .insert(bankCredits)
    .values({
      ...row,
      returnReason: reversal ? 'REVERSAL' : reason,
      reference: payout?.endToEndId ?? null,
      status: 'RETURNED',
      payoutItemId: payout?.id ?? null,
    })
    .returning({ id: bankCredits.id });
  const evidence = { entryId: kept!.id, bankReference: transaction.bankReference };
  const done =
    payout && classifyReturn(transaction, payout)
      ? await decidePayout(tx, payout.id, refusal(reason), evidence, row.createdAt, {
          returned: true,
        })
      : null;
  if (done) {
    decided.payouts.push(done);
    result.returned.push({ creditId: kept!.id, reference: done.endToEndId, reason });
    return true;
  }
  await tx
    .update(bankCredits)
    .set({ status: 'EXCEPTION', exceptionKind: 'UNKNOWN_RETURN' })
    .where(eq(bankCredits.id, kept!.id));
  result.exceptions.push({ creditId: kept!.id, kind: 'UNKNOWN_RETURN', reference: null });
  return true;
}

/** Keeps one credit; a match confirms its order's payment in the same transaction. */
async function keepCredit(
  tx: DbOrTx,
  row: ReturnType<typeof entryRow>,
  { transaction }: StatementEntry,
  now: Date,
  result: ImportResult,
  decided: DecidedPayment[],
): Promise<void> {
  const references = referencesIn(transaction.remittance);
  const order = await namedOrder(tx, references);
  const outcome = classify(transaction, order);
  const [credit] = await tx
    .insert(bankCredits)
    .values({
      ...row,
      reference: order?.reference ?? (references.length === 1 ? references[0]! : null),
      status: outcome === 'MATCHED' ? 'MATCHED' : 'EXCEPTION',
      exceptionKind: outcome === 'MATCHED' ? null : outcome,
      orderId: outcome === 'MATCHED' ? order!.id : null,
    })
    .returning({ id: bankCredits.id, reference: bankCredits.reference });
  if (outcome === 'MATCHED') {
    decided.push(await decidePayment(tx, order!, { ok: true }, now, CONFIRMED_BY_STATEMENT));
    result.matched.push({ creditId: credit!.id, reference: order!.reference });
  } else {
    result.exceptions.push({ creditId: credit!.id, kind: outcome, reference: credit!.reference });
  }
}

function resultOf(row: typeof bankStatements.$inferSelect, duplicate: boolean): ImportResult {
  return {
    duplicate,
    statementId: row.id,
    messageType: row.messageType,
    messageId: row.messageId,
    sha256: row.sha256,
    importedBy: row.importedBy,
    importedAt: row.importedAt,
    newCredits: row.newCredits,
    knownCredits: row.knownCredits,
    ignoredEntries: row.ignoredEntries,
    matched: [],
    confirmed: [],
    returned: [],
    exceptions: [],
  };
}

/** After the transaction: the customers are told, and what the payments made due settles. */
export async function afterPayments(ctx: Ctx, decided: DecidedPayment[]): Promise<void> {
  for (const done of decided) await announcePayment(ctx, done);
  if (decided.length > 0) await settleDue(ctx);
}

/**
 * Imports a camt.053 or camt.054 file (its text as received). The same file again (same
 * SHA-256) changes nothing and answers `duplicate: true` with the first import's figures. An
 * entry a previous file already brought (the day's camt.053 repeats the camt.054 notifications)
 * is counted as known and not matched again. Throws `Iso20022Error` for a file that is not a
 * valid statement and `TreasuryError` for one of another account; then nothing is kept.
 */
export async function importStatement(
  ctx: Ctx,
  xmlText: string,
  actor: string,
): Promise<ImportResult> {
  const importedBy = named(actor);
  const message = parseCamt(xmlText);
  const sha256 = createHash('sha256').update(xmlText, 'utf8').digest('hex');
  const now = ctx.clock.now();
  const decided: Decided = { payments: [], payouts: [] };
  const payout = payoutAccounts(ctx);
  const result = await ctx.db.transaction(async (tx) => {
    // One import at a time, so a file and an entry are each seen once whatever runs in parallel;
    // then the payouts' lock, taken by a pain.002's import too: a payment is decided once.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('treasury:import'))`);
    await tx.execute(PAYOUT_DECISIONS);
    const [known] = await tx.select().from(bankStatements).where(eq(bankStatements.sha256, sha256));
    if (known) return resultOf(known, true);
    await checkAccounts(tx, message.reports, payout);
    const [statement] = await tx
      .insert(bankStatements)
      .values({
        sha256,
        messageType: message.type,
        version: message.version,
        messageId: message.messageId,
        messageCreatedAt: message.createdAt,
        newCredits: 0,
        knownCredits: 0,
        ignoredEntries: 0,
        importedBy,
        importedAt: now,
      })
      .returning();
    const kept = resultOf(statement!, false);
    for (const report of message.reports) {
      const { credits, debits, reversals, ignored } = bookedEntries(report);
      const onPayoutAccount = payout.has(accountDigits(report.account.id));
      kept.ignoredEntries += ignored;
      const entries = [
        ...credits.map((e) => ({ e, kind: e.transaction.returned ? 'return' : 'credit' }) as const),
        ...debits.map((e) => ({ e, kind: 'debit' }) as const),
        ...reversals.map((e) => ({ e, kind: 'return' }) as const),
      ].sort((a, b) => a.e.transaction.entry - b.e.transaction.entry);
      for (const { e, kind } of entries) {
        if (await isKnown(tx, e.entryKey)) {
          kept.knownCredits += 1;
          continue;
        }
        const row = entryRow(statement!.id, report.account.id, e, now);
        let isKept = true;
        if (kind === 'credit') await keepCredit(tx, row, e, now, kept, decided.payments);
        else if (kind === 'debit')
          isKept = await keepDebit(tx, row, e, onPayoutAccount, kept, decided);
        else isKept = await keepReturn(tx, row, e, kept, decided);
        if (isKept) kept.newCredits += 1;
        else kept.ignoredEntries += 1;
      }
    }
    await tx
      .update(bankStatements)
      .set({
        newCredits: kept.newCredits,
        knownCredits: kept.knownCredits,
        ignoredEntries: kept.ignoredEntries,
      })
      .where(eq(bankStatements.id, statement!.id));
    return kept;
  });
  ctx.log.info(
    {
      action: 'statement_imported',
      sha256,
      messageId: message.messageId,
      duplicate: result.duplicate,
      matched: result.matched.length,
      confirmed: result.confirmed.length,
      returned: result.returned.length,
      exceptions: result.exceptions.length,
      actor: importedBy,
    },
    'bank statement imported',
  );
  await afterPayments(ctx, decided.payments);
  await announcePayouts(ctx, decided.payouts);
  return result;
}
