import { z } from 'zod/mini';
import { currencySchema, fundSeriesSchema as fundSeriesCodeSchema } from './enums';
import { defineRoute } from './route-def';

/** A decimal number as text (money, valor cuota, rates): never a float on the wire. */
const decimalText = /* @__PURE__ */ z.string().check(z.regex(/^-?\d+(\.\d+)?$/));
/** A calendar date, `YYYY-MM-DD` (a Lima day). */
const isoDate = /* @__PURE__ */ z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const FundType = {
  SHORT_TERM_DEBT: 'SHORT_TERM_DEBT',
  MEDIUM_TERM_DEBT: 'MEDIUM_TERM_DEBT',
  MIXED: 'MIXED',
  EQUITY: 'EQUITY',
  INTERNATIONAL: 'INTERNATIONAL',
  FUND_OF_FUNDS: 'FUND_OF_FUNDS',
} as const;
export type FundType = (typeof FundType)[keyof typeof FundType];
export const fundTypeSchema = /* @__PURE__ */ z.enum(FundType);

export const riskProfileSchema = /* @__PURE__ */ z.enum(['conservador', 'moderado', 'agresivo']);

/** Returns of a fund, each a fraction with 8 decimals (`0.01234568` is 1.234568 %). */
export const fundReturnsSchema = /* @__PURE__ */ z
  .object({
    '1M': z.nullable(decimalText),
    '3M': z.nullable(decimalText),
    '6M': z.nullable(decimalText),
    YTD: z.nullable(decimalText),
    '1Y': z.nullable(decimalText),
    '3Y': z.nullable(decimalText),
    '5Y': z.nullable(decimalText),
  })
  .check(
    z.meta({
      id: 'FundReturns',
      description:
        'Computed from the stored valor cuota of series A, up to its last published day. 1M, 3M, 6M and 1Y are cumulative, end / start − 1, from the same day that many months before (the last day of a shorter month). YTD is cumulative from the last valor cuota of the previous year. 3Y and 5Y are annualised, (end / start)^(365 / days) − 1, where days are the calendar days of the period. The start value is that day’s valor cuota or the last one before it. The value is null when the history does not reach back to the period’s start.',
    }),
  );

/** A series of a fund, with its minimums in the fund's currency. */
export const fundSeriesInfoSchema = /* @__PURE__ */ z.object({
  /** `000` (series A) or `001` (series B). */
  code: fundSeriesCodeSchema,
  name: z.string(),
  min_initial: decimalText,
  min_additional: decimalText,
  min_rescue: decimalText,
  min_balance: decimalText,
});

/** One fund of the catalogue, as the list of funds shows it. */
export const fundSummarySchema = /* @__PURE__ */ z
  .object({
    code: z.string(),
    name: z.string(),
    type: fundTypeSchema,
    currency: currencySchema,
    /** 1 (lowest) to 5. */
    risk_level: z.int().check(z.gte(1), z.lte(5)),
    /** The risk profiles the fund suits without a suitability warning. */
    profiles: z.array(riskProfileSchema),
    objective: z.string(),
    benchmark: z.string(),
    /** Lima time, `HH:mm`: orders on a business day before it count for that day. */
    cutoff_time: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
    /** Rescue payment T+n, in business days. */
    rescue_settlement_days: z.int().check(z.nonnegative()),
    /** Yearly unified fee before IGV, in per cent. */
    unified_fee_pct: decimalText,
    /** IGV added to the unified fee, in per cent. */
    igv_pct: decimalText,
    early_rescue_fee_pct: decimalText,
    early_rescue_min_days: z.int().check(z.nonnegative()),
    /** Which card theme (0–4) the fund's card uses. */
    card_theme: z.int().check(z.gte(0), z.lte(4)),
    /** The last published valor cuota of series A. */
    nav: z.nullable(z.object({ date: isoDate, value: decimalText })),
    returns: fundReturnsSchema,
    series: z.array(fundSeriesInfoSchema),
  })
  .check(z.meta({ id: 'FundSummary' }));
export type FundSummary = z.infer<typeof fundSummarySchema>;

export const fundListResponseSchema = /* @__PURE__ */ z
  .object({ funds: z.array(fundSummarySchema) })
  .check(z.meta({ id: 'FundList' }));
export type FundList = z.infer<typeof fundListResponseSchema>;

// Routes of this area (registered by the server from `routes`).

export const fundListRoute = /* @__PURE__ */ defineRoute({
  operationId: 'fundList',
  method: 'GET',
  path: '/api/funds',
  auth: 'user',
  summary: 'The fund catalogue: latest valor cuota, returns, risk, minimums, cut-off and fees',
  tags: ['funds'],
  response: { 200: fundListResponseSchema },
  errors: [],
});

/** The ranges of a fund's history chart. */
export const HISTORY_RANGES = ['1M', '6M', '1Y', '3Y', '5Y'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];
/** The most points a history answer holds: longer ranges are downsampled on the server. */
export const HISTORY_MAX_POINTS = 400;

export const fundCodeParamsSchema = /* @__PURE__ */ z.object({
  code: z.string().check(z.regex(/^[A-Z0-9]{2,10}$/)),
});

export const fundHistoryQuerySchema = /* @__PURE__ */ z
  .object({
    /** A range ending on the last published day (1Y when neither it nor `from` is given). */
    range: z.optional(z.enum(HISTORY_RANGES)),
    /** First day (Lima); with it, `range` is ignored. */
    from: z.optional(isoDate),
    /** Last day (Lima); the last published day when not given or later. */
    to: z.optional(isoDate),
  })
  .check(z.refine((q) => !q.from || !q.to || q.from <= q.to, 'from must not be after to'));

export const fundHistoryResponseSchema = /* @__PURE__ */ z
  .object({
    code: z.string(),
    /** The series the values belong to (A, `000`). */
    series: z.string(),
    /** The days the answer covers (within the published history). */
    from: z.nullable(isoDate),
    to: z.nullable(isoDate),
    /**
     * Valor cuota per day, oldest first. At most HISTORY_MAX_POINTS: a longer stretch keeps
     * its first and last day exactly and, between them, the points that keep the line's shape
     * (largest-triangle-three-buckets); every point is a published value.
     */
    points: z.array(z.object({ date: isoDate, value: decimalText })),
    /** How many published days the range holds before downsampling. */
    total_points: z.int().check(z.nonnegative()),
    downsampled: z.boolean(),
  })
  .check(z.meta({ id: 'FundHistory' }));
export type FundHistory = z.infer<typeof fundHistoryResponseSchema>;

export const fundHistoryRoute = /* @__PURE__ */ defineRoute({
  operationId: 'fundHistory',
  method: 'GET',
  path: '/api/funds/:code/history',
  auth: 'user',
  summary: 'A fund’s valor cuota history for a range, downsampled to at most 400 points',
  tags: ['funds'],
  params: fundCodeParamsSchema,
  querystring: fundHistoryQuerySchema,
  response: { 200: fundHistoryResponseSchema },
  errors: ['NOT_FOUND'],
});
