// Becoming a participant: the risk profile, the identity and AML checks, the client data and the bank accounts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts, bytea } from './columns';
import { users } from './users';

/**
 * The risk questionnaires a customer completed: the chosen option of each question, kept with
 * the version that scored them (a later version never rescores old answers).
 */
export const riskAnswers = pgTable(
  'risk_answers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** Question id → option id. */
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    score: integer('score').notNull(),
    /** conservador, moderado or agresivo. */
    profile: text('profile').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('risk_answers_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Facial checks: one row per capture session. The selfie itself is never stored: it is compared
 * in memory and dropped; the result, its time and the attempt are kept.
 */
export const biometricChecks = pgTable(
  'biometric_checks',
  {
    id: serial('id').primaryKey(),
    /** Public id of the capture session (UUID). */
    sessionId: text('session_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ONBOARDING, SUBSCRIPTION or RESCUE: each has its own attempts per day. */
    purpose: text('purpose').notNull(),
    /** The Lima day the attempt counts for. */
    day: date('day', { mode: 'string' }).notNull(),
    /** Which provider answered (sandbox here). */
    provider: text('provider').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    comparedAt: ts('compared_at'),
    /** NEGATIVE, POSITIVE, POSE_EXCEEDS or INVALID_EXTRACTIONS once compared. */
    result: text('result'),
    /** A passed check is spent by the one order it was made for: when, and which order. */
    usedAt: ts('used_at'),
    usedByOrderId: integer('used_by_order_id'),
  },
  (t) => [index('biometric_checks_user_day_idx').on(t.userId, t.purpose, t.day)],
);

/**
 * The sandbox screening provider's watch list (sanctions, PEP lists): data, editable, with the
 * list each entry comes from. A real provider keeps its own lists.
 */
export const amlWatchlist = pgTable('aml_watchlist', {
  id: serial('id').primaryKey(),
  list: text('list').notNull(),
  documentType: text('document_type'),
  numberDocument: text('number_document'),
  /** Upper case, without accents: how names are compared. */
  fullName: text('full_name').notNull(),
  reason: text('reason').notNull(),
  addedAt: ts('added_at').notNull(),
});

/** Every screening made, with what matched (for compliance; never shown to the customer). */
export const amlScreenings = pgTable(
  'aml_screenings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** CUSTOMER, SPOUSE or BENEFICIARY (a third-party final beneficiary). */
    subject: text('subject').notNull(),
    provider: text('provider').notNull(),
    outcome: text('outcome').notNull(),
    /** The list and entry that matched, when one did. */
    matchList: text('match_list'),
    matchId: integer('match_id'),
    /** The potential match's score (0 to 1) and why, when the provider gives them (lists). */
    matchScore: numeric('match_score', { precision: 4, scale: 3 }),
    matchReasons: jsonb('match_reasons').$type<string[]>(),
    screenedAt: ts('screened_at').notNull(),
  },
  (t) => [index('aml_screenings_user_idx').on(t.userId, t.screenedAt)],
);

/** The sandbox back office's participants (the spec's "Spectrum"), by document. */
export const coreParticipants = pgTable(
  'core_participants',
  {
    id: serial('id').primaryKey(),
    documentType: text('document_type').notNull(),
    numberDocument: text('number_document').notNull(),
    /** The day they became a participant. */
    since: date('since', { mode: 'string' }).notNull(),
    /**
     * The address the register sends the participant's notices to (lower case), or null when it
     * holds none. The portal's email change keeps it in step (docs/DOMAIN.md, "Contact changes").
     */
    email: text('email'),
  },
  (t) => [
    uniqueIndex('core_participants_document_idx').on(t.documentType, t.numberDocument),
    index('core_participants_email_idx').on(t.email),
  ],
);

/**
 * The client-data wizard (know your customer) of a customer: one row per customer. The answers
 * of each step as given (the contract's step schemas), which steps are saved in this round, and
 * where the record stands: DRAFT while answering, COMPLETED once confirmed and screened, REVIEW
 * when the yearly update asks the customer to walk it again (answers kept, steps cleared).
 */
export const clientData = pgTable('client_data', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** DRAFT, REVIEW or COMPLETED (NONE is the absence of a row). */
  status: text('status').notNull(),
  /** Step name → the step's answers (validated with the contract's schema before saving). */
  steps: jsonb('steps').$type<Record<string, unknown>>().notNull(),
  /** The steps saved in this round (draft or review), in the order they were completed. */
  completedSteps: jsonb('completed_steps').$type<string[]>().notNull(),
  /** When this round began (the first step of a draft, or the yearly review's start). */
  draftStartedAt: ts('draft_started_at').notNull(),
  completedAt: ts('completed_at'),
  /** CLEARED or BLOCKED by the screening at completion. */
  amlOutcome: text('aml_outcome'),
  updatedAt: ts('updated_at').notNull(),
});

/** Every address a participant replaced from the profile: the old one stays on record. */
export const addressChanges = pgTable(
  'address_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Residencia answer replaced, as the contract's residence step. */
    previous: jsonb('previous').$type<Record<string, unknown>>(),
    address: jsonb('address').$type<Record<string, unknown>>().notNull(),
    ip: text('ip'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('address_changes_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Every change of a customer's final-beneficiary declaration made from the profile: the
 * declaration it replaced (with when that one was made) and the new one, with the time and
 * IP. The one in force stays in `client_data.steps.BENEFICIARY`; a regulator asks for the
 * earlier ones.
 */
export const finalBeneficiaryChanges = pgTable(
  'final_beneficiary_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The declaration replaced, as the contract's beneficiary step. */
    previous: jsonb('previous').$type<Record<string, unknown>>().notNull(),
    /** When the replaced declaration was made (the client data's completion or a change). */
    previousAt: ts('previous_at'),
    declaration: jsonb('declaration').$type<Record<string, unknown>>().notNull(),
    ip: text('ip'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('final_beneficiary_changes_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Photos of the front and back of the customer's identity document, one per side (a new one
 * replaces the old). Kept for the fund manager's file; no route ever serves them back.
 */
export const documentPhotos = pgTable(
  'document_photos',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** front or back. */
    side: text('side').notNull(),
    bytes: bytea('bytes').notNull(),
    /** image/jpeg or image/png, from the bytes themselves. */
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('document_photos_user_side_idx').on(t.userId, t.side)],
);

/**
 * A customer's own bank accounts, where rescues are paid (docs/DOMAIN.md, Bank accounts). A
 * removed account keeps its row (`removedAt`) for the rescues that were paid to it; the unique
 * indexes hold among live accounts only.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The bank's 3-digit code (the CCI's first digits). */
    bankCode: text('bank_code').notNull(),
    /** PEN or USD. */
    currency: text('currency').notNull(),
    /** SAVINGS or CHECKING. */
    accountType: text('account_type').notNull(),
    /** Digits only. */
    accountNumber: text('account_number').notNull(),
    /** 20 digits. */
    cci: text('cci').notNull(),
    alias: text('alias'),
    isMain: boolean('is_main').notNull().default(false),
    /** The customer declared being the holder, with the password typed again, at this instant. */
    holderDeclaredAt: ts('holder_declared_at').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    removedAt: ts('removed_at'),
  },
  (t) => [
    index('bank_accounts_user_idx').on(t.userId, t.id),
    uniqueIndex('bank_accounts_user_number_idx')
      .on(t.userId, t.bankCode, t.accountNumber)
      .where(sql`removed_at IS NULL`),
    uniqueIndex('bank_accounts_user_cci_idx')
      .on(t.userId, t.cci)
      .where(sql`removed_at IS NULL`),
  ],
);
