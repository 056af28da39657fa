import Decimal from 'decimal.js';
import type { CamtReport, CamtTransaction } from '../../lib/iso20022';

/**
 * The matching rules of the bank's credits (docs/DOMAIN.md, Transfers confirmed by the bank),
 * without the database: which entries of a statement count, how an entry is known again in a
 * later file, the order reference a customer quoted, and what a credit is to the order it names.
 */

export const EXCEPTION_KINDS = [
  'PARTIAL',
  'EXCESS',
  'UNKNOWN_REFERENCE',
  'WRONG_CURRENCY',
  'NOT_PENDING',
] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];

/** A booked credit of a statement, with its place at the bank. */
export interface StatementCredit {
  transaction: CamtTransaction;
  /** See `bank_credits.entry_key`; null when the bank gave no reference. */
  entryKey: string | null;
}

/**
 * The booked credits of a report. Debits, entries not booked yet (`PDNG`, `INFO`: not money on
 * the account) and reversals are left out; `ignored` counts them.
 */
export function bookedCredits(report: CamtReport): {
  credits: StatementCredit[];
  ignored: number;
} {
  const credits: StatementCredit[] = [];
  let ignored = 0;
  let entry = 0;
  let place = 0;
  for (const transaction of report.transactions) {
    place = transaction.entry === entry ? place + 1 : 1;
    entry = transaction.entry;
    const counts =
      transaction.creditDebit === 'CRDT' && transaction.status === 'BOOK' && !transaction.reversal;
    if (!counts) {
      ignored += 1;
      continue;
    }
    const { bankReference } = transaction;
    credits.push({
      transaction,
      entryKey: bankReference ? `${report.account.id}/${bankReference}/${place}` : null,
    });
  }
  return { credits, ignored };
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
