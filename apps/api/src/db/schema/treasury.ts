// The treasury: the collection accounts' bank statements and the credits read from them.
import { index, integer, jsonb, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { orders } from './orders';

/**
 * Every statement file an operator imported (`camt.053` end of day, `camt.054` intraday), once:
 * its SHA-256 is unique, so importing the same file again finds this row and changes nothing.
 */
export const bankStatements = pgTable('bank_statements', {
  id: serial('id').primaryKey(),
  /** SHA-256 of the file's bytes (UTF-8), hexadecimal. */
  sha256: text('sha256').notNull().unique(),
  /** `camt.053` or `camt.054`, and the version read (`001.08`). */
  messageType: text('message_type').notNull(),
  version: text('version').notNull(),
  /** The bank's `GrpHdr/MsgId` and `CreDtTm`, as written. */
  messageId: text('message_id').notNull(),
  messageCreatedAt: text('message_created_at').notNull(),
  /** Booked credits first seen in this file, and entries it repeated or did not keep. */
  newCredits: integer('new_credits').notNull(),
  knownCredits: integer('known_credits').notNull(),
  ignoredEntries: integer('ignored_entries').notNull(),
  importedBy: text('imported_by').notNull(),
  importedAt: ts('imported_at').notNull(),
});

/**
 * Booked credits on a collection account (docs/DOMAIN.md, Transfers confirmed by the bank), each
 * kept once and matched to the pending subscription its remittance information names:
 * - `MATCHED`: reference, amount and currency agreed; it paid `order_id` when imported.
 * - `EXCEPTION`: it did not (`exception_kind`); an operator resolves it into
 * - `ASSIGNED` (it paid `order_id`, chosen by the operator) or `REFUND` (the money goes back to
 *   the debtor's account), with who and when.
 */
export const bankCredits = pgTable(
  'bank_credits',
  {
    id: serial('id').primaryKey(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => bankStatements.id),
    /**
     * The entry at the bank: collection account, the bank's reference and the transaction's
     * place in its entry. A later file repeating the entry (the day's camt.053 after the
     * camt.054) is known by it. Null when the bank gave no reference.
     */
    entryKey: text('entry_key').unique(),
    /** The collection account credited (its CCI or account number, as the file gives it). */
    account: text('account').notNull(),
    /** Decimal as written in the file. */
    amount: numeric('amount').notNull(),
    currency: text('currency').notNull(),
    bookingDate: text('booking_date'),
    valueDate: text('value_date'),
    bankReference: text('bank_reference'),
    endToEndId: text('end_to_end_id'),
    /** `Ustrd` lines and structured creditor references. */
    remittance: jsonb('remittance')
      .$type<{ unstructured: string[]; creditorReferences: string[] }>()
      .notNull(),
    debtorName: text('debtor_name'),
    /** The originating account (a refund goes back to it) and its scheme (`CCI`, `IBAN`…). */
    debtorAccount: text('debtor_account'),
    debtorAccountScheme: text('debtor_account_scheme'),
    /** The order reference found in the remittance information (null: none, or several). */
    reference: text('reference'),
    /** MATCHED, EXCEPTION, ASSIGNED or REFUND. */
    status: text('status').notNull(),
    /** PARTIAL, EXCESS, UNKNOWN_REFERENCE, WRONG_CURRENCY or NOT_PENDING (kept once resolved). */
    exceptionKind: text('exception_kind'),
    /** The order this money paid (MATCHED, ASSIGNED). */
    orderId: integer('order_id').references(() => orders.id),
    resolvedBy: text('resolved_by'),
    resolvedAt: ts('resolved_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('bank_credits_status_idx').on(t.status, t.id),
    index('bank_credits_order_idx').on(t.orderId),
  ],
);

export type BankCredit = typeof bankCredits.$inferSelect;
