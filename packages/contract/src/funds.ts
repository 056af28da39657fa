import { z } from 'zod/mini';
import {
  currencySchema,
  cutoffStateSchema,
  fundSeriesSchema as fundSeriesCodeSchema,
} from './enums';
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
export type RiskProfile = z.infer<typeof riskProfileSchema>;

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

/** A document of a fund, opened as a PDF. */
export const fundDocumentSchema = /* @__PURE__ */ z.object({
  kind: z.enum(['PROSPECTO', 'REGLAMENTO', 'FACT_SHEET']),
  title: z.string(),
  /** Address of the PDF (public: these documents are the fund's public information). */
  url: z.string(),
});

/** The customer's holding in one series of a fund, valued at its last published valor cuota. */
export const fundBalanceSchema = /* @__PURE__ */ z.object({
  series: fundSeriesCodeSchema,
  /** Cuotas held, 8 decimals. */
  cuotas: decimalText,
  /** cuotas × valor cuota, rounded half-even to cents, in the fund's currency. */
  amount: decimalText,
  nav_date: isoDate,
  nav_value: decimalText,
});

/** Everything the fund's page shows besides its history. */
export const fundDetailResponseSchema = /* @__PURE__ */ z
  .object({
    fund: fundSummarySchema,
    composition: z.object({
      asset_classes: z.array(z.object({ name: z.string(), pct: decimalText })),
      holdings: z.array(z.object({ name: z.string(), pct: decimalText })),
    }),
    documents: z.array(fundDocumentSchema),
    /** The first and last published days of series A (the simulator's bounds). */
    history: z.object({ first: z.nullable(isoDate), last: z.nullable(isoDate) }),
    /**
     * When an order placed now counts. `order_day` is the Lima day whose valor cuota it gets
     * (today before the cut-off on a business day, else the next business day); `cutoff_at` is
     * today's cut-off instant while it is still ahead (null once it passed or on a non-business
     * day); `server_time` lets the page count down with the server's clock; `cutoff_state` says
     * whether today's cut-off is ahead, has passed, or today is not a business day.
     */
    order_window: z.object({
      server_time: z.string(),
      cutoff_at: z.nullable(z.string()),
      order_day: isoDate,
      cutoff_state: cutoffStateSchema,
    }),
    /** The customer's holdings in the fund's series (empty when they hold none). */
    balance: z.array(fundBalanceSchema),
    /**
     * The customer's risk profile (null before the questionnaire) and whether the fund suits
     * it; a fund that does not suit it asks for an acknowledgment before investing.
     */
    suitability: z.object({
      profile: z.nullable(riskProfileSchema),
      suitable: z.nullable(z.boolean()),
    }),
  })
  .check(z.meta({ id: 'FundDetail' }));
export type FundDetail = z.infer<typeof fundDetailResponseSchema>;

export const fundDetailRoute = /* @__PURE__ */ defineRoute({
  operationId: 'fundDetail',
  method: 'GET',
  path: '/api/funds/:code',
  auth: 'user',
  summary: 'A fund: its summary, composition, documents, order window, and the customer’s balance',
  tags: ['funds'],
  params: fundCodeParamsSchema,
  response: { 200: fundDetailResponseSchema },
  errors: ['NOT_FOUND'],
});

/** The largest amount the simulator takes (a mistyped figure is told, not computed). */
export const SIMULATION_MAX_AMOUNT = '100000000.00';

export const fundSimulationQuerySchema = /* @__PURE__ */ z.object({
  /** Amount invested, in the fund's currency, up to 2 decimals, more than zero. */
  amount: z.string().check(
    z.regex(/^\d{1,9}(\.\d{1,2})?$/),
    z.refine((v) => Number(v) > 0, 'amount must be more than zero'),
  ),
  /** The day the simulated investment is made (Lima). */
  from: isoDate,
});

export const fundSimulationResponseSchema = /* @__PURE__ */ z
  .object({
    code: z.string(),
    currency: currencySchema,
    amount: decimalText,
    /** The first published day on or after `from`: the valor cuota the investment buys at. */
    start_date: isoDate,
    start_value: decimalText,
    /** cuotas = amount / start_value, rounded half-even to 8 decimals. */
    cuotas: decimalText,
    end_date: isoDate,
    end_value: decimalText,
    /** cuotas × end_value, rounded half-even to cents. */
    end_amount: decimalText,
    gain: decimalText,
    /** end_amount / amount − 1, a fraction with 8 decimals. */
    return: decimalText,
  })
  .check(
    z.meta({
      id: 'FundSimulation',
      description:
        'What an amount invested in series A on a past day would be worth at the last published valor cuota. The valor cuota is net of the fund’s fees; taxes are not deducted. Past returns do not guarantee future returns.',
    }),
  );
export type FundSimulation = z.infer<typeof fundSimulationResponseSchema>;

export const fundSimulationRoute = /* @__PURE__ */ defineRoute({
  operationId: 'fundSimulation',
  method: 'GET',
  path: '/api/funds/:code/simulation',
  auth: 'user',
  summary: 'What an amount invested on a past day would be worth today, from the stored history',
  tags: ['funds'],
  params: fundCodeParamsSchema,
  querystring: fundSimulationQuerySchema,
  response: { 200: fundSimulationResponseSchema },
  errors: ['NOT_FOUND', 'SIMULATION_DATE_OUT_OF_RANGE'],
});

/** A fund in the customer's recommended list: suitable ones first, each with why. */
export const recommendedFundSchema = /* @__PURE__ */ z.object({
  fund: fundSummarySchema,
  /** Whether the fund's risk fits the customer's profile. */
  suitable: z.boolean(),
  /** Why it suits the profile, or why investing in it asks for an acknowledgment. */
  reason: z.string(),
});

export const recommendedFundsResponseSchema = /* @__PURE__ */ z
  .object({
    /** The customer's profile; null before the questionnaire (then every fund is listed as suitable: false). */
    profile: z.nullable(riskProfileSchema),
    funds: z.array(recommendedFundSchema),
  })
  .check(z.meta({ id: 'RecommendedFunds' }));
export type RecommendedFunds = z.infer<typeof recommendedFundsResponseSchema>;

export const recommendedFundsRoute = /* @__PURE__ */ defineRoute({
  operationId: 'recommendedFunds',
  method: 'GET',
  path: '/api/funds/recommended',
  auth: 'user',
  summary: 'Every fund ordered for the customer’s risk profile: those that suit it first, with why',
  tags: ['funds'],
  response: { 200: recommendedFundsResponseSchema },
  errors: [],
});

/** The documents of every fund, by the file name of their address. */
export const FUND_DOCUMENT_FILES = {
  'prospecto-simplificado.pdf': 'PROSPECTO',
  'reglamento-de-participacion.pdf': 'REGLAMENTO',
  'ficha-del-fondo.pdf': 'FACT_SHEET',
} as const;
export type FundDocumentFile = keyof typeof FUND_DOCUMENT_FILES;

export const fundDocumentRoute = /* @__PURE__ */ defineRoute({
  operationId: 'fundDocument',
  method: 'GET',
  path: '/api/funds/:code/documents/:file',
  auth: 'public',
  summary:
    'A fund’s prospecto simplificado, reglamento de participación or fact sheet, as a PDF made from its current data',
  tags: ['funds'],
  params: z.object({
    code: z.string().check(z.regex(/^[A-Z0-9]{2,10}$/)),
    file: z.enum([
      'prospecto-simplificado.pdf',
      'reglamento-de-participacion.pdf',
      'ficha-del-fondo.pdf',
    ]),
  }),
  response: { 200: z.string().check(z.meta({ description: 'A PDF document.' })) },
  produces: 'application/pdf',
  errors: ['NOT_FOUND'],
});
