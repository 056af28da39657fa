import { z } from 'zod/mini';
import { currencySchema, cutoffStateSchema, fundSeriesSchema } from './enums';
import { defineRoute } from './route-def';
import { rowIdText } from './common';

/**
 * Rescues (redemptions): docs/DOMAIN.md, Rescues. A rescue sells cuotas of one fund and series
 * at the trade date's valor cuota and pays the money, on the payment date, to one of the
 * customer's own accounts in the fund's currency. The figures are computed by `rescueFigures`
 * (rescue-math.ts), the same on both sides.
 */

const decimalText = /* @__PURE__ */ z.string().check(z.regex(/^-?\d+(\.\d+)?$/));
const isoDate = /* @__PURE__ */ z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const fundCode = /* @__PURE__ */ z.string().check(z.regex(/^[A-Z0-9]{2,10}$/));

/** One rescue per customer and fund in any 24 hours. */
export const RESCUE_INTERVAL_MS = 24 * 3_600_000;

export const rescueModeSchema = /* @__PURE__ */ z.enum(['AMOUNT', 'CUOTAS', 'TOTAL']);

/** A holding the customer may rescue from, with every figure the preview needs. */
export const rescueHoldingSchema = /* @__PURE__ */ z.object({
  fund_code: fundCode,
  fund_name: z.string(),
  series: fundSeriesSchema,
  series_name: z.string(),
  currency: currencySchema,
  /** Cuotas held. */
  cuotas: decimalText,
  /** Cuotas pending rescues will sell: not available again until they are priced or annulled. */
  reserved_cuotas: decimalText,
  available_cuotas: decimalText,
  /** The latest published valor cuota and its day: the preview's estimate. */
  valor_cuota: decimalText,
  valor_cuota_date: isoDate,
  /** The available cuotas' value at that valor cuota. */
  available_value: decimalText,
  min_rescue: decimalText,
  min_balance: decimalText,
  early_rescue_fee_pct: decimalText,
  early_rescue_min_days: z.int(),
  /** The available cuotas by the day they were bought, oldest first (the holding period). */
  lots: z.array(z.object({ date: isoDate, cuotas: decimalText })),
  /**
   * The money invested in the position and the cuotas it holds: the cuotas sold carry their
   * share of it, and the gain over that share is taxed (docs/DOMAIN.md, Rescues).
   */
  cost_basis: z.optional(z.object({ invested: decimalText, cuotas: decimalText })),
  cutoff_time: z.string(),
  /** The day whose valor cuota a rescue placed now gets, and the day its money is paid. */
  trade_date: isoDate,
  /** Before today's cut-off, after it, or not a business day (why `trade_date` is not today). */
  cutoff_state: cutoffStateSchema,
  payment_date: isoDate,
  /** Business days from the trade date to the payment (T+n). */
  settlement_days: z.int(),
  /** The last rescue of this fund was less than 24 hours ago: the next one from this instant. */
  next_rescue_from: z.nullable(z.string()),
  /** The fund takes scheduled rescues (a fixed amount on a day of each month). */
  scheduled_rescue_allowed: z.boolean(),
});
export type RescueHolding = z.infer<typeof rescueHoldingSchema>;

export const rescueOptionsSchema = /* @__PURE__ */ z
  .object({
    holdings: z.array(rescueHoldingSchema),
    /** A facial check for RESCUE passed within the last 30 minutes. */
    biometric_valid: z.boolean(),
    server_time: z.string(),
  })
  .check(z.meta({ id: 'RescueOptions' }));
export type RescueOptions = z.infer<typeof rescueOptionsSchema>;

export const createRescueBodySchema = /* @__PURE__ */ z
  .object({
    fund_code: fundCode,
    series: fundSeriesSchema,
    mode: rescueModeSchema,
    /** AMOUNT: the money to rescue, before the fee (2 decimals). */
    amount: z.optional(z.string().check(z.regex(/^(?!0+(\.0+)?$)\d{1,10}(\.\d{1,2})?$/))),
    /** CUOTAS: the cuotas to sell (up to 8 decimals). */
    cuotas: z.optional(z.string().check(z.regex(/^(?!0+(\.0+)?$)\d{1,12}(\.\d{1,8})?$/))),
    bank_account_id: z.int().check(z.positive()),
  })
  .check(z.meta({ id: 'CreateRescueBody' }));
export type CreateRescueBody = z.input<typeof createRescueBodySchema>;

export const rescueSchema = /* @__PURE__ */ z
  .object({
    /** `RES-2026-000123`. */
    reference: z.string(),
    fund_code: fundCode,
    fund_name: z.string(),
    series: fundSeriesSchema,
    series_name: z.string(),
    currency: currencySchema,
    mode: rescueModeSchema,
    /** AMOUNT: what was asked; otherwise the estimate until priced, then the money. */
    amount: decimalText,
    /** Cuotas to sell (an estimate for AMOUNT until priced). */
    cuotas: decimalText,
    /**
     * The payout: PENDING until paid (or sent), SENT while the bank has it, SUCCESS once paid,
     * REJECTED when the bank returned it (the customer chooses another account).
     */
    payment_status: z.enum(['PENDING', 'SENT', 'SUCCESS', 'REJECTED']),
    process_status: z.enum(['PENDING', 'APPROVED', 'ANNULLED']),
    trade_date: isoDate,
    payment_date: isoDate,
    cutoff_at: z.string(),
    cancellable: z.boolean(),
    /** Once priced: the valor cuota, the fee, the income tax withheld and what is paid. */
    valor_cuota: z.nullable(decimalText),
    fee: z.nullable(decimalText),
    tax: z.optional(z.nullable(decimalText)),
    net: z.nullable(decimalText),
    bank_account: z.object({
      id: z.int(),
      bank_name: z.string(),
      last4: z.string(),
    }),
    created_at: z.string(),
    paid_at: z.nullable(z.string()),
    /** A rejected payout: why, in Spanish, and what to do (choose another account). */
    reject_reason: z.nullable(z.string()),
    /** True while compliance reviews the rescue: it is neither priced nor paid until then. */
    compliance_hold: z.optional(z.boolean()),
    events: z.array(z.object({ kind: z.string(), at: z.string(), detail: z.nullable(z.string()) })),
  })
  .check(z.meta({ id: 'Rescue' }));
export type Rescue = z.infer<typeof rescueSchema>;

export const rescueReferenceParams = /* @__PURE__ */ z.object({
  reference: z.string().check(z.regex(/^RES-\d{4}-\d{6,}$/)),
});

// Routes of this area (registered by the server from `routes`).

export const rescueOptionsRoute = /* @__PURE__ */ defineRoute({
  operationId: 'rescueOptions',
  method: 'GET',
  path: '/api/rescues/options',
  auth: 'user',
  summary: 'What the customer may rescue now, with the figures of the preview',
  tags: ['rescues'],
  response: { 200: rescueOptionsSchema },
  errors: [],
});

export const createRescueRoute = /* @__PURE__ */ defineRoute({
  operationId: 'createRescue',
  method: 'POST',
  path: '/api/rescues',
  auth: 'user',
  summary: 'Requests a rescue (needs an Idempotency-Key header)',
  description:
    'One rescue per customer and fund in 24 hours; the minimum rescue and the minimum remaining ' +
    'balance of the series; never more than the available cuotas; paid to an account of the ' +
    'customer in the fund’s currency. Decided under a lock of the customer, so concurrent ' +
    'requests are decided one at a time.',
  tags: ['rescues'],
  body: createRescueBodySchema,
  response: { 201: rescueSchema },
  errors: [
    'NOT_FOUND',
    'IDEMPOTENCY_KEY_REQUIRED',
    'IDEMPOTENCY_KEY_REUSED',
    'IDEMPOTENCY_IN_FLIGHT',
    'BIOMETRIC_REQUIRED',
    'RESCUE_WITHIN_24_HOURS',
    'RESCUE_MINIMUM_AMOUNT',
    'RESCUE_MINIMUM_REMAINING',
    'RESCUE_ABOVE_BALANCE',
    'RESCUE_ACCOUNT_CURRENCY',
  ],
});

export const rescueRoute = /* @__PURE__ */ defineRoute({
  operationId: 'rescue',
  method: 'GET',
  path: '/api/rescues/:reference',
  auth: 'user',
  summary: 'One rescue of the customer, with its tracker',
  tags: ['rescues'],
  params: rescueReferenceParams,
  response: { 200: rescueSchema },
  errors: ['NOT_FOUND'],
});

export const cancelRescueRoute = /* @__PURE__ */ defineRoute({
  operationId: 'cancelRescue',
  method: 'POST',
  path: '/api/rescues/:reference/cancel',
  auth: 'user',
  summary: 'Withdraws a rescue before its cut-off',
  tags: ['rescues'],
  params: rescueReferenceParams,
  response: { 200: rescueSchema },
  errors: ['NOT_FOUND', 'ORDER_NOT_CANCELLABLE'],
});

export const rescueAccountBodySchema = /* @__PURE__ */ z
  .object({ bank_account_id: z.int().check(z.positive()) })
  .check(z.meta({ id: 'RescueAccountBody' }));
export type RescueAccountBody = z.infer<typeof rescueAccountBodySchema>;

export const changeRescueAccountRoute = /* @__PURE__ */ defineRoute({
  operationId: 'changeRescueAccount',
  method: 'POST',
  path: '/api/rescues/:reference/bank-account',
  auth: 'user',
  summary: 'Chooses another account for a rescue whose payout the bank rejected',
  description:
    'Only while the payout is rejected; the account must be the customer’s, in the fund’s ' +
    'currency. The rescue is then paid again in the next payout file.',
  tags: ['rescues'],
  params: rescueReferenceParams,
  body: rescueAccountBodySchema,
  response: { 200: rescueSchema },
  errors: ['NOT_FOUND', 'RESCUE_ACCOUNT_CURRENCY', 'RESCUE_PAYOUT_NOT_REJECTED'],
});

// ---- Scheduled rescues ("rescate programado") ---------------------------------------------------

/**
 * The first day a monthly rescue on day `day` (1 to 28) runs after the Lima day `today`: that
 * day of this month if it is still ahead, else of the next month. An occurrence falling on a
 * weekend or holiday runs on the next business day.
 */
export function nextScheduledRescueDay(today: string, day: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const month = d < day ? m : m + 1;
  return new Date(Date.UTC(y, month - 1, day)).toISOString().slice(0, 10);
}

export { scheduledRescueSchema, type ScheduledRescue } from './scheduled-rescue-schema';
import { scheduledRescueSchema } from './scheduled-rescue-schema';

export const scheduledRescueListSchema = /* @__PURE__ */ z
  .object({ items: z.array(scheduledRescueSchema) })
  .check(z.meta({ id: 'ScheduledRescueList' }));

export const createScheduledRescueBodySchema = /* @__PURE__ */ z
  .object({
    fund_code: fundCode,
    series: fundSeriesSchema,
    amount: z.string().check(z.regex(/^(?!0+(\.0+)?$)\d{1,10}(\.\d{1,2})?$/)),
    day_of_month: z.int().check(z.minimum(1), z.maximum(28)),
    bank_account_id: z.int().check(z.positive()),
  })
  .check(z.meta({ id: 'CreateScheduledRescueBody' }));
export type CreateScheduledRescueBody = z.input<typeof createScheduledRescueBodySchema>;

export const scheduledRescueIdParams = /* @__PURE__ */ z.object({
  id: rowIdText,
});

export const scheduledRescuesRoute = /* @__PURE__ */ defineRoute({
  operationId: 'scheduledRescues',
  method: 'GET',
  path: '/api/scheduled-rescues',
  auth: 'user',
  summary: "The customer's scheduled rescues (active and paused)",
  tags: ['rescues'],
  response: { 200: scheduledRescueListSchema },
  errors: [],
});

export const createScheduledRescueRoute = /* @__PURE__ */ defineRoute({
  operationId: 'createScheduledRescue',
  method: 'POST',
  path: '/api/scheduled-rescues',
  auth: 'user',
  summary: 'Schedules a monthly rescue of a fixed amount',
  tags: ['rescues'],
  body: createScheduledRescueBodySchema,
  response: { 201: scheduledRescueSchema },
  errors: [
    'NOT_FOUND',
    'BIOMETRIC_REQUIRED',
    'SCHEDULED_RESCUE_NOT_ALLOWED',
    'SCHEDULED_RESCUE_EXISTS',
    'RESCUE_MINIMUM_AMOUNT',
    'RESCUE_ACCOUNT_CURRENCY',
  ],
});

const scheduledAction = (operationId: string, action: string, summary: string) =>
  defineRoute({
    operationId,
    method: 'POST',
    path: `/api/scheduled-rescues/:id/${action}`,
    auth: 'user',
    summary,
    tags: ['rescues'],
    params: scheduledRescueIdParams,
    response: { 200: scheduledRescueSchema },
    errors: ['NOT_FOUND', 'SCHEDULED_RESCUE_STATE'],
  });

export const pauseScheduledRescueRoute = /* @__PURE__ */ scheduledAction(
  'pauseScheduledRescue',
  'pause',
  'Pauses a scheduled rescue (no occurrence runs until resumed)',
);
export const resumeScheduledRescueRoute = /* @__PURE__ */ scheduledAction(
  'resumeScheduledRescue',
  'resume',
  'Resumes a paused scheduled rescue from its next day',
);
export const cancelScheduledRescueRoute = /* @__PURE__ */ scheduledAction(
  'cancelScheduledRescue',
  'cancel',
  'Cancels a scheduled rescue for good',
);
