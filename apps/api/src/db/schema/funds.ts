// The catalogue: funds, their series, the daily valor cuota and the holidays.
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
import { sql } from 'drizzle-orm';
import { ts } from './columns';

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

/** A valor cuota that moved more than its fund's limit in a file, as the hold records it. */
export interface NavMove {
  fundCode: string;
  seriesCode: string;
  date: string;
  previous: string;
  value: string;
  /** The move and the fund's limit, in per cent with two decimals. */
  movePct: string;
  limitPct: string;
}

/**
 * The core system's daily valor-cuota files (`NAV_SOURCE=core-file`, docs/OPERATIONS.md), as
 * an operator imported them: one accepted or held file per business day, each file once.
 */
export const navFiles = pgTable(
  'nav_files',
  {
    id: serial('id').primaryKey(),
    /** The business day of the file (its header): it carries the days since the one before. */
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    /** SHA-256 of the file's bytes, hex: the same file is never imported twice. */
    sha256: text('sha256').notNull().unique(),
    /** The detail lines and the sum of their values, as the trailer gave and the import checked. */
    lineCount: integer('line_count').notNull(),
    controlTotal: numeric('control_total', { precision: 24, scale: 8 }).notNull(),
    /**
     * `HELD` (a value moved beyond its fund's limit: nothing is published until an operator
     * approves it), `ACCEPTED` (its values are published as their days close) or `REJECTED`
     * (an operator refused a held file; its values are gone and the day may come again).
     */
    status: text('status').notNull(),
    /** What held it. */
    moves: jsonb('moves').$type<NavMove[]>().notNull(),
    importedBy: text('imported_by').notNull(),
    importedAt: ts('imported_at').notNull(),
    /** Who let a held file through, or refused it, and when. */
    decidedBy: text('decided_by'),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    uniqueIndex('nav_files_day_idx')
      .on(t.businessDay)
      .where(sql`${t.status} <> 'REJECTED'`),
  ],
);

/**
 * The values of the imported files, one per series and calendar day (a day is delivered once),
 * read by the `core-file` core system when the day is published.
 */
export const navFileValues = pgTable(
  'nav_file_values',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => navFiles.id),
    seriesId: integer('series_id')
      .notNull()
      .references(() => fundSeries.id),
    date: date('date', { mode: 'string' }).notNull(),
    value: numeric('value', { precision: 20, scale: 8 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.seriesId, t.date] }),
    index('nav_file_values_file_idx').on(t.fileId),
  ],
);

export type NavFile = typeof navFiles.$inferSelect;
