// Rescue payouts through the bank (docs/DOMAIN.md, Payouts): the pain.001 files sent, the rescue
// each carries, and the pain.002 status reports read back.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { orders } from './orders';
import { bankAccounts } from './participant';
import { bankCredits } from './treasury';

/** One pain.001 file exported for the bank, kept as written (the operator may fetch it again). */
export const payoutFiles = pgTable('payout_files', {
  id: serial('id').primaryKey(),
  /** The file's `MsgId` (`PAY-20250117-1`): the pain.002 names it as the original message. */
  messageId: text('message_id').notNull().unique(),
  /** The Lima business day the payments are to be executed (`ReqdExctnDt`). */
  day: date('day', { mode: 'string' }).notNull(),
  xml: text('xml').notNull(),
  /** SHA-256 of the XML, hex: what the audit log and the operator quote. */
  sha256: text('sha256').notNull(),
  /** Who exported it (an operator's name or `job`). */
  exportedBy: text('exported_by').notNull(),
  createdAt: ts('created_at').notNull(),
});

/** A pain.002 file read back from the bank; the hash makes a second import change nothing. */
export const payoutStatusReports = pgTable('payout_status_reports', {
  id: serial('id').primaryKey(),
  sha256: text('sha256').notNull().unique(),
  messageId: text('message_id').notNull(),
  /** The pain.001 it answers. */
  originalMessageId: text('original_message_id').notNull(),
  importedBy: text('imported_by').notNull(),
  importedAt: ts('imported_at').notNull(),
});

/**
 * One payment in one file, with the bank's answer: a rescue (`order_id`) or the refund of a
 * bank credit (`credit_id`). Each is in at most one file still waiting for an answer (`SENT`);
 * after a rejection it may go into a later file.
 */
export const payoutItems = pgTable(
  'payout_items',
  {
    id: serial('id').primaryKey(),
    fileId: integer('file_id')
      .notNull()
      .references(() => payoutFiles.id),
    orderId: integer('order_id').references(() => orders.id),
    /** A refund: the credit whose money goes back to the account it came from. */
    creditId: integer('credit_id').references(() => bankCredits.id),
    /** The transaction's `EndToEndId`: the rescue's reference, or the refund's. */
    endToEndId: text('end_to_end_id').notNull(),
    /** Its `InstrId` in the file (`PAY-20250117-1-3`); null in files written before it was. */
    instructionId: text('instruction_id'),
    /** A rescue: the customer's account paid to. */
    bankAccountId: integer('bank_account_id').references(() => bankAccounts.id),
    /** The account paid to, as it was written in the file (a CCI, an IBAN or a bank's number). */
    cci: text('cci').notNull(),
    /** How `cci` was written: CCI, IBAN or BBAN. */
    accountScheme: text('account_scheme').notNull().default('CCI'),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    /**
     * SENT (waiting for the bank), PAID (pain.002 ACSC/ACCP…, or its debit on the statement) or
     * REJECTED (RJCT, or the payment came back: a return or a reversal on the statement).
     */
    status: text('status').notNull(),
    /** RJCT: the ISO reason code (AC04, AC01…). */
    reasonCode: text('reason_code'),
    /** The bank's reference of the transaction (`AcctSvcrRef`), when given. */
    bankReference: text('bank_reference'),
    /** The pain.002 that decided it, or the statement entry (`bank_credits`) that did. */
    reportId: integer('report_id').references(() => payoutStatusReports.id),
    entryId: integer('entry_id').references(() => bankCredits.id),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    uniqueIndex('payout_items_file_order_idx').on(t.fileId, t.orderId),
    uniqueIndex('payout_items_waiting_idx')
      .on(t.orderId)
      .where(sql`status = 'SENT'`),
    uniqueIndex('payout_items_refund_waiting_idx')
      .on(t.creditId)
      .where(sql`status = 'SENT'`),
    index('payout_items_order_idx').on(t.orderId),
    index('payout_items_end_to_end_idx').on(t.endToEndId),
    check('payout_items_one_payment', sql`(${t.orderId} IS NULL) <> (${t.creditId} IS NULL)`),
  ],
);
