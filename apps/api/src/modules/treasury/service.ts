import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  bankCredits,
  bankStatements,
  collectorAccounts,
  orders,
  type BankCredit,
} from '../../db/schema';
import { parseCamt, type CamtReport } from '../../lib/iso20022';
import type { Ctx } from '../shared/context';
import { announcePayment, decidePayment, settleDue, type DecidedPayment } from '../orders/payments';
import { lockOrder, type OrderRow } from '../orders/views';
import { TreasuryError } from './errors';
import {
  accountDigits,
  bookedCredits,
  classify,
  referencesIn,
  type ExceptionKind,
  type StatementCredit,
} from './matching';

/**
 * The collection accounts' statements (docs/DOMAIN.md, Transfers confirmed by the bank): an
 * operator imports a camt.053 or camt.054 file; each booked credit is kept once and matched to
 * the pending subscription it names. A match confirms the order's payment in the transaction
 * that keeps the credit (the same confirmation as the treasury's approval, `decidePayment`),
 * then the order settles as every paid order does (`settleDue`). Anything else is an exception
 * an operator resolves.
 */

/** The order tracker's note on a payment the statement confirmed. */
const CONFIRMED_BY_STATEMENT = 'Transferencia confirmada en el estado de cuenta del banco';
const ASSIGNED_BY_OPERATOR = 'Transferencia asignada por tesorería desde el estado de cuenta';

export interface ImportResult {
  /** True when this very file was imported before: nothing changed. */
  duplicate: boolean;
  statementId: number;
  messageType: string;
  messageId: string;
  sha256: string;
  importedBy: string;
  importedAt: Date;
  /** Booked credits first seen in this file, and those an earlier file already brought. */
  newCredits: number;
  knownCredits: number;
  /** Debits, entries not booked and reversals: not kept. */
  ignoredEntries: number;
  matched: { creditId: number; reference: string }[];
  exceptions: { creditId: number; kind: ExceptionKind; reference: string | null }[];
}

/** A credit as an operator reads it. */
export interface CreditView {
  id: number;
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
  /** The file that brought it (`GrpHdr/MsgId`). */
  statementMessageId: string;
  /** The order it paid (matched or assigned). */
  paidOrder: string | null;
  resolvedBy: string | null;
  resolvedAt: Date | null;
}

export type Resolution = { action: 'assign'; reference: string } | { action: 'refund' };

function named(actor: string): string {
  const name = actor.trim();
  if (!name) throw new TreasuryError('NO_ACTOR', 'Give the operator’s name.');
  return name;
}

/** Every report must be of a collection account: a file of another account pays nothing. */
async function checkAccounts(tx: DbOrTx, reports: CamtReport[]): Promise<void> {
  const accounts = await tx
    .select({ cci: collectorAccounts.cci, number: collectorAccounts.accountNumber })
    .from(collectorAccounts);
  const known = new Set(accounts.flatMap((a) => [accountDigits(a.cci), accountDigits(a.number)]));
  for (const report of reports) {
    if (!known.has(accountDigits(report.account.id)))
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

/** Keeps one credit; a match confirms its order's payment in the same transaction. */
async function keepCredit(
  tx: DbOrTx,
  statementId: number,
  account: string,
  { transaction, entryKey }: StatementCredit,
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
      statementId,
      entryKey,
      account,
      amount: transaction.amount,
      currency: transaction.currency,
      bookingDate: transaction.bookingDate,
      valueDate: transaction.valueDate,
      bankReference: transaction.bankReference,
      endToEndId: transaction.endToEndId,
      remittance: transaction.remittance,
      debtorName: transaction.debtor?.name ?? null,
      debtorAccount: transaction.debtor?.account?.id ?? null,
      debtorAccountScheme: transaction.debtor?.account?.scheme ?? null,
      reference: order?.reference ?? (references.length === 1 ? references[0]! : null),
      status: outcome === 'MATCHED' ? 'MATCHED' : 'EXCEPTION',
      exceptionKind: outcome === 'MATCHED' ? null : outcome,
      orderId: outcome === 'MATCHED' ? order!.id : null,
      createdAt: now,
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
    exceptions: [],
  };
}

/** After the transaction: the customers are told, and what the payments made due settles. */
async function afterPayments(ctx: Ctx, decided: DecidedPayment[]): Promise<void> {
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
  const decided: DecidedPayment[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    // One import at a time, so a file and an entry are each seen once whatever runs in parallel.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('treasury:import'))`);
    const [known] = await tx.select().from(bankStatements).where(eq(bankStatements.sha256, sha256));
    if (known) return resultOf(known, true);
    await checkAccounts(tx, message.reports);
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
      const { credits, ignored } = bookedCredits(report);
      kept.ignoredEntries += ignored;
      for (const credit of credits) {
        if (await isKnown(tx, credit.entryKey)) {
          kept.knownCredits += 1;
          continue;
        }
        kept.newCredits += 1;
        await keepCredit(tx, statement!.id, report.account.id, credit, now, kept, decided);
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
      exceptions: result.exceptions.length,
      actor: importedBy,
    },
    'bank statement imported',
  );
  await afterPayments(ctx, decided);
  return result;
}

/** The credits matching `where`, oldest first, as an operator reads them. */
async function creditViews(db: DbOrTx, where: SQL | undefined): Promise<CreditView[]> {
  const rows = await db
    .select({
      credit: bankCredits,
      statementMessageId: bankStatements.messageId,
      paidOrder: orders.reference,
    })
    .from(bankCredits)
    .innerJoin(bankStatements, eq(bankStatements.id, bankCredits.statementId))
    .leftJoin(orders, eq(orders.id, bankCredits.orderId))
    .where(where)
    .orderBy(asc(bankCredits.id));
  return rows.map(({ credit, statementMessageId, paidOrder }) => ({
    id: credit.id,
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
    statementMessageId,
    paidOrder,
    resolvedBy: credit.resolvedBy,
    resolvedAt: credit.resolvedAt,
  }));
}

/** The exceptions still to resolve, oldest first. */
export function listExceptions(ctx: Ctx): Promise<CreditView[]> {
  return creditViews(ctx.db, eq(bankCredits.status, 'EXCEPTION'));
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

/**
 * Resolves an exception: `assign` pays the named pending subscription with it (only when its
 * amount and currency are exactly the order's), `refund` marks it to go back to the debtor's
 * account the bank reported. Who and when are kept; a resolved exception stays as it is.
 */
export async function resolveException(
  ctx: Ctx,
  id: number,
  resolution: Resolution,
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
    if (credit.status !== 'EXCEPTION') {
      throw new TreasuryError('ALREADY_RESOLVED', `Exception ${id} is ${credit.status}.`);
    }
    let change: Partial<BankCredit>;
    if (resolution.action === 'assign') {
      const order = await orderToAssign(tx, credit, resolution.reference);
      decided.push(await decidePayment(tx, order, { ok: true }, now, ASSIGNED_BY_OPERATOR));
      change = { status: 'ASSIGNED', orderId: order.id };
    } else {
      if (!credit.debtorAccount) throw new TreasuryError('NO_DEBTOR_ACCOUNT', `Exception ${id}.`);
      change = { status: 'REFUND' };
    }
    await tx
      .update(bankCredits)
      .set({ ...change, resolvedBy, resolvedAt: now })
      .where(and(eq(bankCredits.id, id), eq(bankCredits.status, 'EXCEPTION')));
  });
  ctx.log.info(
    {
      action: 'bank_credit_resolved',
      creditId: id,
      resolution: resolution.action,
      actor: resolvedBy,
    },
    'bank credit exception resolved',
  );
  await afterPayments(ctx, decided);
  const [view] = await creditViews(ctx.db, eq(bankCredits.id, id));
  return view!;
}
