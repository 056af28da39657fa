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
 * The booked entries of the fund's accounts that count (docs/DOMAIN.md, Transfers confirmed by
 * the bank, and Payouts), each kept once. Credits (`direction` CRDT) on a collection account are
 * matched to the pending subscription their remittance information names:
 * - `MATCHED`: reference, amount and currency agreed; it paid `order_id` when imported.
 * - `EXCEPTION`: it did not (`exception_kind`); an operator resolves it into
 * - `ASSIGNED` (it paid `order_id`, chosen by the operator) or a refund to the debtor's account:
 *   `REFUND` (to go in the next payout file), `REFUND_SENT`, then `REFUNDED` or
 *   `REFUND_REJECTED` (by the bank's pain.002 or statement), with who and when.
 * - `RETURNED`: a payment of ours coming back (`RtrInf`, or a reversal of our debit); it rejected
 *   the payout `payout_item_id`.
 * Debits (`direction` DBIT) are our payouts leaving: `MATCHED` to the payout `payout_item_id`
 * they confirmed (or that was confirmed already), else `EXCEPTION`. An exception that cannot be
 * assigned or refunded (a debit, a return naming nothing of ours) is closed as `ACKNOWLEDGED`
 * with the operator's note.
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
    /** `CRDT` or `DBIT`. */
    direction: text('direction').notNull().default('CRDT'),
    /** The fund's account credited or debited (its CCI or account number, as the file gives it). */
    account: text('account').notNull(),
    /** Decimal as written in the file. */
    amount: numeric('amount').notNull(),
    currency: text('currency').notNull(),
    bookingDate: text('booking_date'),
    valueDate: text('value_date'),
    bankReference: text('bank_reference'),
    endToEndId: text('end_to_end_id'),
    instructionId: text('instruction_id'),
    /** A returned payment's reason code (`RtrInf/Rsn`); `REVERSAL` for a reversed debit. */
    returnReason: text('return_reason'),
    /** `Ustrd` lines and structured creditor references. */
    remittance: jsonb('remittance')
      .$type<{ unstructured: string[]; creditorReferences: string[] }>()
      .notNull(),
    debtorName: text('debtor_name'),
    /** The originating account (a refund goes back to it) and its scheme (`CCI`, `IBAN`…). */
    debtorAccount: text('debtor_account'),
    debtorAccountScheme: text('debtor_account_scheme'),
    /** A debit's beneficiary, as the bank reports it. */
    creditorName: text('creditor_name'),
    creditorAccount: text('creditor_account'),
    /**
     * The payout (`payout_items.id`) a debit confirmed or a return rejected (no foreign key:
     * payout_items refers to this table for refunds).
     */
    payoutItemId: integer('payout_item_id'),
    /** A refund's own reference, its end-to-end id in the payout file (`DEV-2026-000012`). */
    refundReference: text('refund_reference').unique(),
    /** A rejected refund's reason code (pain.002 `StsRsnInf`, or the return's). */
    refundReason: text('refund_reason'),
    /** What the operator wrote when acknowledging an exception. */
    note: text('note'),
    /** The order reference found in the remittance information (null: none, or several). */
    reference: text('reference'),
    /** See above. */
    status: text('status').notNull(),
    /** The exception's kind (treasury/matching.ts, EXCEPTION_KINDS), kept once resolved. */
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
