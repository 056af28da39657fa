import Decimal from 'decimal.js';
import type { CamtReport, CamtTransaction } from '../../lib/iso20022';

/**
 * The matching rules of the bank's entries (docs/DOMAIN.md, Transfers confirmed by the bank, and
 * Payouts), without the database: which entries of a statement count, how an entry is known
 * again in a later file, the order reference a customer quoted, what a credit is to the order
 * it names, and what a debit or a return is to the payment of ours it names.
 */

export const EXCEPTION_KINDS = [
  // A credit to a collection account.
  'PARTIAL',
  'EXCESS',
  'UNKNOWN_REFERENCE',
  'WRONG_CURRENCY',
  'NOT_PENDING',
  // A debit of the fund's accounts: it names no payment of ours, or not its amount and currency,
  // or one the bank had rejected.
  'UNKNOWN_PAYOUT',
  'PAYOUT_MISMATCH',
  'PAYOUT_REJECTED',
  // A returned payment that names no payment of ours, or not in its currency or for more.
  'UNKNOWN_RETURN',
] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];

/** The kinds that are money on a collection account: they may be assigned to an order. */
export const CREDIT_KINDS: readonly ExceptionKind[] = [
  'PARTIAL',
  'EXCESS',
  'UNKNOWN_REFERENCE',
  'WRONG_CURRENCY',
  'NOT_PENDING',
];

/** A booked entry of a statement, with its place at the bank. */
export interface StatementEntry {
  transaction: CamtTransaction;
  /** See `bank_credits.entry_key`; null when the bank gave no reference. */
  entryKey: string | null;
}
/** Kept name: a booked credit. */
export type StatementCredit = StatementEntry;

/**
 * The booked entries of a report that count: `credits` (money in: transfers, and our payments
 * coming back with `RtrInf`), `debits` (money out: our payments), `reversals` (a credit that
 * reverses a debit of ours). Entries not booked yet (`PDNG`, `INFO`: not money on the account)
 * and reversed credits are left out; `ignored` counts them.
 */
export function bookedEntries(report: CamtReport): {
  credits: StatementEntry[];
  debits: StatementEntry[];
  reversals: StatementEntry[];
  ignored: number;
} {
  const found = { credits: [] as StatementEntry[], debits: [] as StatementEntry[] };
  const reversals: StatementEntry[] = [];
  let ignored = 0;
  let entry = 0;
  let place = 0;
  for (const transaction of report.transactions) {
    place = transaction.entry === entry ? place + 1 : 1;
    entry = transaction.entry;
    const { bankReference, creditDebit, reversal } = transaction;
    const kept = {
      transaction,
      entryKey: bankReference ? `${report.account.id}/${bankReference}/${place}` : null,
    };
    if (transaction.status !== 'BOOK' || (creditDebit === 'DBIT' && reversal)) ignored += 1;
    else if (reversal) reversals.push(kept);
    else (creditDebit === 'CRDT' ? found.credits : found.debits).push(kept);
  }
  return { ...found, reversals, ignored };
}

/** A rescue's or a refund's reference (`RES-2026-000012`, `DEV-2026-000003`) in free text. */
const PAYOUT_REFERENCE = /(?<![A-Z0-9])(RES|DEV)[\s-]?(\d{4})[\s-]?(\d{6})(?![0-9])/gi;

/**
 * What names a payment of ours in an entry: its end-to-end id, then the references in its
 * remittance information (ours wrote `Rescate RES-…`, `Devolucion DEV-…`).
 */
export function payoutNamesIn(transaction: CamtTransaction): string[] {
  const found = new Set<string>();
  if (transaction.endToEndId) found.add(transaction.endToEndId);
  const { unstructured, creditorReferences } = transaction.remittance;
  for (const text of [...creditorReferences, ...unstructured])
    for (const m of text.matchAll(PAYOUT_REFERENCE))
      found.add(`${m[1]!.toUpperCase()}-${m[2]}-${m[3]}`);
  return [...found];
}

/**
 * A debit against the payment it names: `CONFIRMS` when the bank still has it or paid it,
 * for exactly its amount and currency; else the exception.
 */
export function classifyDebit(
  debit: { amount: string; currency: string },
  payout: { amount: string; currency: string; status: string } | null,
): 'CONFIRMS' | ExceptionKind {
  if (!payout) return 'UNKNOWN_PAYOUT';
  if (debit.currency !== payout.currency || new Decimal(debit.amount).cmp(payout.amount) !== 0)
    return 'PAYOUT_MISMATCH';
  if (payout.status === 'REJECTED') return 'PAYOUT_REJECTED';
  return 'CONFIRMS';
}

/**
 * Money of ours coming back against the payment it names: true when the payment was sent or
 * paid, in its currency and for no more than it (a bank may keep its fee).
 */
export function classifyReturn(
  credit: { amount: string; currency: string },
  payout: { amount: string; currency: string; status: string } | null,
): boolean {
  return (
    payout !== null &&
    payout.status !== 'REJECTED' &&
    credit.currency === payout.currency &&
    new Decimal(credit.amount).gt(0) &&
    new Decimal(credit.amount).lte(payout.amount)
  );
}

/**
 * A subscription's reference (`SUS-2026-000047`) as customers and banks write it: any case, the
 * dashes also as spaces or left out (`sus 2026 000047`, `SUS2026000047`).
 */
const REFERENCE = /(?<![A-Z0-9])SUS[\s-]?(\d{4})[\s-]?(\d{6})(?![0-9])/gi;

/** The distinct order references quoted in the remittance information, structured ones first. */
export function referencesIn(remittance: CamtTransaction['remittance']): string[] {
  const found = new Set<string>();
  for (const text of [...remittance.creditorReferences, ...remittance.unstructured]) {
    for (const match of text.matchAll(REFERENCE)) found.add(`SUS-${match[1]}-${match[2]}`);
  }
  return [...found];
}

/** What the matching needs of the order a credit names. */
export interface OrderToMatch {
  kind: string;
  amount: string;
  currency: string;
  paymentStatus: string;
  processStatus: string;
}

/**
 * A credit against the one order it names: `MATCHED` when the order is a pending subscription of
 * exactly that amount and currency; else the exception. No order (none or several named, or an
 * unknown reference) is `UNKNOWN_REFERENCE`. The currency is checked before the state, and the
 * state before the amount, so the kind names what an operator must look at first.
 */
export function classify(
  credit: { amount: string; currency: string },
  order: OrderToMatch | null,
): 'MATCHED' | ExceptionKind {
  if (!order || order.kind !== 'SUBSCRIPTION') return 'UNKNOWN_REFERENCE';
  if (credit.currency !== order.currency) return 'WRONG_CURRENCY';
  if (order.paymentStatus !== 'PENDING' || order.processStatus !== 'PENDING') return 'NOT_PENDING';
  const difference = new Decimal(credit.amount).cmp(order.amount);
  if (difference < 0) return 'PARTIAL';
  if (difference > 0) return 'EXCESS';
  return 'MATCHED';
}

/** The same account written by two systems: its digits only (a CCI, an account number). */
export const accountDigits = (account: string): string => account.replace(/\D/g, '');
