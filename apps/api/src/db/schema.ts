import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
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
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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

/** Mail outbox: every message the API sends is kept here; read by the development mailbox. */
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
    sentAt: ts('sent_at'),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt)],
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

/**
 * The funds the manager offers (docs/DOMAIN.md, Funds). Everything a screen shows about a fund
 * is here as data: nothing about a fund is written in code.
 */
export const funds = pgTable('funds', {
  id: serial('id').primaryKey(),
  /** The manager's short code, unique (e.g. `QCP`). */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** SHORT_TERM_DEBT, MEDIUM_TERM_DEBT, MIXED, EQUITY, INTERNATIONAL or FUND_OF_FUNDS. */
  type: text('type').notNull(),
  /** PEN or USD: every amount of the fund is in it. */
  currency: text('currency').notNull(),
  /** 1 (lowest) to 5. */
  riskLevel: smallint('risk_level').notNull(),
  /** The risk profiles it suits: conservador, moderado, agresivo. */
  profiles: jsonb('profiles').$type<string[]>().notNull(),
  objective: text('objective').notNull(),
  benchmark: text('benchmark').notNull(),
  /** Lima wall-clock time, `HH:mm`: orders before it count for the same business day. */
  cutoffTime: text('cutoff_time').notNull(),
  /** T+n: business days from a rescue's day to its payment. */
  rescueSettlementDays: smallint('rescue_settlement_days').notNull(),
  /** Yearly unified fee before IGV, in per cent (1.5000 = 1.5 %). */
  unifiedFeePct: numeric('unified_fee_pct', { precision: 7, scale: 4 }).notNull(),
  /** Fee on cuotas rescued before `earlyRescueMinDays`, in per cent. */
  earlyRescueFeePct: numeric('early_rescue_fee_pct', { precision: 7, scale: 4 }).notNull(),
  earlyRescueMinDays: smallint('early_rescue_min_days').notNull(),
  /** Whether the fund takes scheduled rescues (a fixed amount on a day of each month). */
  scheduledRescue: boolean('scheduled_rescue').notNull().default(false),
  /** Prospecto simplificado, reglamento de participación and fact sheet: title and address. */
  documents: jsonb('documents').$type<{ kind: string; title: string; url: string }[]>().notNull(),
  /** Which of the card themes the fund's card uses (0–4). */
  cardTheme: smallint('card_theme').notNull(),
  /** Asset classes and top holdings, each with its share in per cent. */
  composition: jsonb('composition')
    .$type<{
      assetClasses: { name: string; pct: string }[];
      holdings: { name: string; pct: string }[];
    }>()
    .notNull(),
  createdAt: ts('created_at').notNull(),
});

/** Series A (`000`) and B (`001`) of a fund, each with its own minimums (in the fund's currency). */
export const fundSeries = pgTable(
  'fund_series',
  {
    id: serial('id').primaryKey(),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    minInitial: numeric('min_initial', { precision: 18, scale: 2 }).notNull(),
    minAdditional: numeric('min_additional', { precision: 18, scale: 2 }).notNull(),
    minRescue: numeric('min_rescue', { precision: 18, scale: 2 }).notNull(),
    minBalance: numeric('min_balance', { precision: 18, scale: 2 }).notNull(),
    /** Seed of the sandbox's valor cuota (nav-series.ts). */
    navSeed: text('nav_seed').notNull(),
  },
  (t) => [uniqueIndex('fund_series_fund_code_idx').on(t.fundId, t.code)],
);

/** Valor cuota per series and calendar day, 8 decimals, published once and never recomputed. */
export const fundNav = pgTable(
  'fund_nav',
  {
    seriesId: integer('series_id')
      .notNull()
      .references(() => fundSeries.id),
    date: date('date', { mode: 'string' }).notNull(),
    value: numeric('value', { precision: 20, scale: 8 }).notNull(),
    publishedAt: ts('published_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.date] })],
);

/** Peru's public holidays: no business day. Editable when the government moves or adds one. */
export const holidays = pgTable('holidays', {
  date: date('date', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
});

/**
 * The operator's maintenance switch (`pnpm --filter @saf/api maintenance on|off`): while its one
 * row exists and `until` has not passed, every customer route answers 503 MAINTENANCE. Every
 * instance reads it with a short cache (`MAINTENANCE_CACHE_MS`), so no deploy is needed.
 */
export const maintenance = pgTable('maintenance', {
  /** Always `portal`: one switch. */
  scope: text('scope').primaryKey(),
  since: ts('since').notNull(),
  /** When it ends by itself; null: until switched off. */
  until: ts('until'),
});

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
 * Every run of a scheduled job (src/jobs), on whichever instance ran it: what ran, for which
 * key (the publication job's Lima day), when, and how it ended.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: serial('id').primaryKey(),
    /** The job's name, e.g. `publish-nav`. */
    job: text('job').notNull(),
    /** What the run is for: the Lima day whose valor cuota it publishes. */
    runKey: text('run_key').notNull(),
    /** The API instance (process) that ran it. */
    instanceId: text('instance_id').notNull(),
    startedAt: ts('started_at').notNull(),
    finishedAt: ts('finished_at'),
    /**
     * `running`; `completed`; `skipped` (the key was already completed and nothing was left to
     * publish); `failed` (with `error`). A run whose process died stays `running`.
     */
    outcome: text('outcome').notNull(),
    /** Rows the run stored (valores cuota published). */
    published: integer('published').notNull().default(0),
    error: text('error'),
  },
  (t) => [index('job_runs_job_key_idx').on(t.job, t.runKey)],
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

/** Raw bytes (PostgreSQL `bytea`): a Buffer on node-postgres, a Uint8Array on PGlite. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

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

export const schema = {
  users,
  consents,
  codes,
  outbox,
  funds,
  fundSeries,
  fundNav,
  holidays,
  riskAnswers,
  positions,
  jobRuns,
  biometricChecks,
  amlWatchlist,
  amlScreenings,
  coreParticipants,
  clientData,
  finalBeneficiaryChanges,
  documentPhotos,
  orders,
  orderEvents,
  orderReceipts,
  payments,
  movements,
  idempotencyKeys,
  collectorAccounts,
  bankAccounts,
  scheduledRescues,
};
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Code = typeof codes.$inferSelect;
export type JobRun = typeof jobRuns.$inferSelect;
