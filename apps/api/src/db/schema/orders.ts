// Investing: holdings, orders and their events, receipts, payments, movements and scheduled rescues.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts, bytea } from './columns';
import { users } from './users';
import { fundSeries } from './funds';
import { bankAccounts } from './participant';

/** The cuotas a customer holds in each series: what a balance is computed from. */
export const positions = pgTable(
  'positions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seriesId: integer('series_id')
      .notNull()
      .references(() => fundSeries.id),
    /** 8 decimals, never negative. */
    cuotas: numeric('cuotas', { precision: 20, scale: 8 }).notNull(),
    /** Money put in: settled subscriptions (minus the cost of cuotas rescued), 2 decimals. */
    invested: numeric('invested', { precision: 18, scale: 2 }).notNull().default('0'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.seriesId] })],
);

/**
 * Scheduled rescues ("rescate programado"): a fixed amount of a series, on a day of each month,
 * to one of the customer's accounts. Each occurrence is a rescue placed through the same rules.
 */
export const scheduledRescues = pgTable(
  'scheduled_rescues',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seriesId: integer('series_id')
      .notNull()
      .references(() => fundSeries.id),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    /** 1 to 28: the day of each month. */
    dayOfMonth: smallint('day_of_month').notNull(),
    /** ACTIVE, PAUSED or CANCELLED. */
    status: text('status').notNull(),
    /** The Lima day of the next occurrence (moved to the next business day when it runs). */
    nextDate: date('next_date', { mode: 'string' }).notNull(),
    /** The last occurrence: the rescue placed, or why it could not be (Spanish). */
    lastReference: text('last_reference'),
    lastResult: text('last_result'),
    lastRunAt: ts('last_run_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('scheduled_rescues_due_idx').on(t.status, t.nextDate),
    uniqueIndex('scheduled_rescues_live_idx')
      .on(t.userId, t.seriesId)
      .where(sql`status <> 'CANCELLED'`),
  ],
);

/**
 * Orders of customers (docs/DOMAIN.md, Orders): a subscription today. Its two statuses change
 * only through `modules/orders/lifecycle.ts`; every change is also written to `order_events`.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** `SUS-<year>-<id, 6 digits>`: what the customer and the back office quote. */
    reference: text('reference').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    seriesId: integer('series_id')
      .notNull()
      .references(() => fundSeries.id),
    currency: text('currency').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    /** Subscriptions: where the money comes from (null for a rescue). */
    fundsOrigin: text('funds_origin'),
    fundsOriginOther: text('funds_origin_other'),
    suitabilityAck: boolean('suitability_ack').notNull().default(false),
    /** transfer or online. */
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status').notNull(),
    processStatus: text('process_status').notNull(),
    /** The Lima day whose valor cuota the order gets. */
    tradeDate: date('trade_date', { mode: 'string' }).notNull(),
    /** The trade date's cut-off instant: a pending order may be cancelled before it. */
    cutoffAt: ts('cutoff_at').notNull(),
    operationNumber: text('operation_number'),
    valorCuota: numeric('valor_cuota', { precision: 20, scale: 8 }),
    cuotas: numeric('cuotas', { precision: 20, scale: 8 }),
    rejectReason: text('reject_reason'),
    /** Rescues: the customer's account the money is paid to. */
    bankAccountId: integer('bank_account_id').references(() => bankAccounts.id),
    /** Rescues: AMOUNT, CUOTAS or TOTAL. */
    rescueMode: text('rescue_mode'),
    /** Rescues: the cuotas held back for it until it is priced (an estimate for AMOUNT). */
    reservedCuotas: numeric('reserved_cuotas', { precision: 20, scale: 8 }),
    /** Rescues: the day the money is paid (T+n business days after the trade date). */
    paymentDate: date('payment_date', { mode: 'string' }),
    /** Rescues, once priced: the early-rescue fee, the income tax withheld and what is paid. */
    fee: numeric('fee', { precision: 18, scale: 2 }),
    tax: numeric('tax', { precision: 18, scale: 2 }),
    net: numeric('net', { precision: 18, scale: 2 }),
    paidAt: ts('paid_at'),
    /** Rescues: the scheduled rescue this occurrence comes from. */
    scheduledRescueId: integer('scheduled_rescue_id'),
    /**
     * Compliance review (docs/DOMAIN.md, Compliance): HELD while a rescue of a blocked or
     * suspended customer waits (neither priced nor paid) or a subscription of a customer under
     * enhanced due diligence (not settled); RELEASED or REJECTED once an operator decided through
     * `npm run ops` (a decision stands: the order is never held again); null if never held.
     */
    complianceReview: text('compliance_review'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.id),
    index('orders_settle_idx').on(t.processStatus, t.tradeDate),
  ],
);

/** Every change of an order, for its tracker and for the audit trail. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** RECEIVED, RECEIPT_SENT, PAYMENT_CONFIRMED, PAYMENT_REJECTED, CANCELLED, REFUSED, SETTLED. */
    kind: text('kind').notNull(),
    detail: text('detail'),
    at: ts('at').notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/**
 * The receipt of the transfer that pays an order (one per order; a new one replaces it). Read
 * only by its owner's order and the back office; never served to anyone else.
 */
export const orderReceipts = pgTable('order_receipts', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
  /** image/jpeg, image/png or application/pdf, from the bytes themselves. */
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  createdAt: ts('created_at').notNull(),
});

/** Online payments of orders through the payment gateway (one row per checkout started). */
export const payments = pgTable(
  'payments',
  {
    /** The gateway's payment id (UUID). */
    id: text('id').primaryKey(),
    /** Order of creation (the last payment started is the one a page shows). */
    seq: serial('seq'),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    /** CREATED, APPROVED or DECLINED (from the gateway's signed notification). */
    status: text('status').notNull(),
    /** The gateway's reason code of a refusal (DECLINED, INSUFFICIENT_FUNDS…). */
    reason: text('reason'),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    notifiedAt: ts('notified_at'),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/**
 * Every payment the gateway decided, once per gateway payment id (the primary key): the row is
 * inserted in the transaction that applies the payment, so a notification repeated or two
 * arriving at once apply it once. A captured payment the order cannot take is refunded: the
 * row says so, and keeps the refund's id once the gateway has given the money back.
 */
export const gatewayPayments = pgTable(
  'gateway_payments',
  {
    gateway: text('gateway').notNull(),
    /** The gateway's id of the payment. */
    gatewayPaymentId: text('gateway_payment_id').notNull(),
    /** The order its reference names (null: a reference we do not know, refunded). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    reference: text('reference').notNull(),
    /** APPROVED or DECLINED, as the gateway answered when asked. */
    status: text('status').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    /** APPLIED, DECLINED, REFUND_DUE (the refund not yet confirmed) or REFUNDED. */
    outcome: text('outcome').notNull(),
    /** Why a captured payment was refunded (Spanish, as the tracker and the mail say it). */
    refundReason: text('refund_reason'),
    refundId: text('refund_id'),
    createdAt: ts('created_at').notNull(),
    refundedAt: ts('refunded_at'),
  },
  (t) => [
    primaryKey({ columns: [t.gateway, t.gatewayPaymentId] }),
    index('gateway_payments_order_idx').on(t.orderId),
  ],
);

/**
 * The ledger: every change of a position in cuotas (a settled subscription adds them). The sum
 * of a customer's movements in a series always equals their position (tested by property).
 */
export const movements = pgTable(
  'movements',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seriesId: integer('series_id')
      .notNull()
      .references(() => fundSeries.id),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Signed: positive cuotas bought, negative cuotas sold. */
    cuotas: numeric('cuotas', { precision: 20, scale: 8 }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    valorCuota: numeric('valor_cuota', { precision: 20, scale: 8 }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('movements_user_idx').on(t.userId, t.seriesId)],
);

/**
 * Answers of order-creating calls by `Idempotency-Key` (docs/SECURITY.md): the first answer is
 * kept 24 hours and replayed; the key is written in the same transaction as the order, so a
 * crash leaves either both or neither.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The route's operation id. */
    operation: text('operation').notNull(),
    /** SHA-256 of the canonical body. */
    bodyHash: text('body_hash').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** The fund manager's collection accounts, per bank and currency, where transfers are sent. */
export const collectorAccounts = pgTable('collector_accounts', {
  id: serial('id').primaryKey(),
  bank: text('bank').notNull(),
  /** The bank's 3-digit code (the CCI's first digits). */
  bankCode: text('bank_code').notNull(),
  holder: text('holder').notNull(),
  currency: text('currency').notNull(),
  accountNumber: text('account_number').notNull(),
  cci: text('cci').notNull(),
  position: smallint('position').notNull(),
});
