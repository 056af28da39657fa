// Accounts: the customers, what they consented to, their security log, codes and the messages sent to them.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts } from './columns';

/**
 * Customers. A row is created at registration (a prospect: email only, no password) and is
 * completed by email verification, identity validation and password creation.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    /** A new address waiting for its verification code (email change). */
    pendingEmail: text('pending_email'),
    name: text('name'),
    lastname: text('lastname'),
    username: text('username'),
    phoneNumber: text('phone_number'),
    /** A new mobile number waiting for the code texted to it (phone change). */
    pendingPhone: text('pending_phone'),
    /** User status of the spec: 1 activated, 0 disabled, -1 deleted, -3 suspended. */
    status: smallint('status').notNull().default(1),
    emailVerifiedAt: ts('email_verified_at'),
    /** Document type in the session code set (01 DNI, 04 foreign card, 05 tax ID, 07 passport...). */
    documentType: text('document_type'),
    numberDocument: text('number_document'),
    birthDate: date('birth_date', { mode: 'string' }),
    identityValidatedAt: ts('identity_validated_at'),
    /** argon2id PHC string; null until the customer creates a password. */
    passwordHash: text('password_hash'),
    passwordChangedAt: ts('password_changed_at'),
    /** Roles of the account; a customer has ['customer']. An empty list gives error 100001. */
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`ARRAY['customer']::text[]`),
    /** Set by an administrator to block the account (error 100002), independent of status. */
    blockedAt: ts('blocked_at'),
    riskProfileId: integer('risk_profile_id'),
    riskQuestionnaireAt: ts('risk_questionnaire_at'),
    clientDataAt: ts('client_data_at'),
    firstInvestmentAt: ts('first_investment_at'),
    hasPassedYear: boolean('has_passed_year').notNull().default(false),
    /** CLEARED or BLOCKED by the last anti-money-laundering screening; null before it. */
    amlOutcome: text('aml_outcome'),
    amlScreenedAt: ts('aml_screened_at'),
    /**
     * Enhanced due diligence of a politically exposed person (or a PEP's relative): REVIEW from
     * the client data's completion until compliance approves it (`npm run ops -- compliance
     * approve-edd`), then APPROVED; null for a customer who is not one.
     */
    eddStatus: text('edd_status'),
    existSpectrum: boolean('exist_spectrum').notNull().default(false),
    serie: text('serie'),
    /** Sessions that started before this instant are revoked (logout, password change). */
    tokensValidAfter: ts('tokens_valid_after')
      .notNull()
      .default(sql`'1970-01-01T00:00:00Z'`),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_document_key').on(t.documentType, t.numberDocument),
  ],
);

/**
 * What the customer can read of their account's security (the profile's "Actividad"): logins,
 * password and contact changes, bank accounts, rescues. `reportedAt`: the customer said it was
 * not them (every session then ended and a password reset began).
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** A short fact of the event in Spanish (the account, the rescue's reference). */
    detail: text('detail'),
    createdAt: ts('created_at').notNull(),
    reportedAt: ts('reported_at'),
  },
  (t) => [index('security_events_user_idx').on(t.userId, t.createdAt)],
);

/** Consents given at registration (Peru law 29733): one row per purpose, with version, time and IP. */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    version: text('version').notNull(),
    accepted: boolean('accepted').notNull(),
    ip: text('ip'),
    createdAt: ts('created_at').notNull(),
    withdrawnAt: ts('withdrawn_at'),
  },
  (t) => [index('consents_user_idx').on(t.userId)],
);

/**
 * Single-use codes sent by email: stored as an HMAC, bound to one user and one purpose,
 * valid 10 minutes, dead after 5 wrong tries or once used.
 */
export const codes = pgTable(
  'codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    /** Set when a newer code of the same purpose replaces this one. */
    supersededAt: ts('superseded_at'),
  },
  (t) => [index('codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt)],
);

/**
 * Mail outbox: every message the API sends is kept here, in the request that causes it. With
 * SMTP_URL a relay hands each to the SMTP server (modules/mailbox/relay.ts); in development the
 * mailbox reads them back.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    createdAt: ts('created_at').notNull(),
    /** When the SMTP server took it (SMTP_URL); null: not sent yet (always, in development). */
    sentAt: ts('sent_at'),
    /** Tries to hand it to the SMTP server so far. */
    attempts: integer('attempts').notNull().default(0),
    /**
     * When it may be tried again: after a failure, later and later; while an instance is sending
     * it, that instance's lease (one instance sends a message at a time).
     */
    nextAttemptAt: ts('next_attempt_at'),
    /** Why the last try failed. */
    lastError: text('last_error'),
  },
  (t) => [
    index('outbox_to_idx').on(t.to, t.createdAt),
    index('outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at is null`),
  ],
);

/** Text messages (SMS): kept here by the default sender, read by the development outbox. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    /** E.164, e.g. +51987654321. */
    to: text('to').notNull(),
    text: text('text').notNull(),
    template: text('template').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('sms_outbox_to_idx').on(t.to, t.createdAt)],
);

export type User = typeof users.$inferSelect;

export type NewUser = typeof users.$inferInsert;

export type Code = typeof codes.$inferSelect;
