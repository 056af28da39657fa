import { z } from 'zod/mini';
import { currencySchema, fundSeriesSchema } from './enums';
import { decimalText, fundCode, isoDate } from './order-primitives';
import { orderSchema } from './orders';
import { defineRoute } from './route-def';
import { scheduledRescueSchema } from './scheduled-rescue-schema';

/** The customer's movements (orders, newest first) and portfolio: docs/DOMAIN.md, Orders. */

export const movementsQuerySchema = /* @__PURE__ */ z.object({
  fund: z.optional(fundCode),
  type: z.optional(z.enum(['SUBSCRIPTION', 'RESCUE'])),
  /** PENDING (payment or process pending), INPROGRESS, APPROVED, REJECTED or ANNULLED. */
  status: z.optional(z.enum(['PENDING', 'INPROGRESS', 'APPROVED', 'ANNULLED', 'REJECTED'])),
  from: z.optional(isoDate),
  to: z.optional(isoDate),
  /** The `next_cursor` of the previous page. */
  cursor: z.optional(z.string().check(z.regex(/^\d{1,12}$/))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});
export type MovementsQuery = z.input<typeof movementsQuerySchema>;

export const movementsResponseSchema = /* @__PURE__ */ z
  .object({
    items: z.array(orderSchema),
    /** Pass as `cursor` for the next page; null on the last one. */
    next_cursor: z.nullable(z.string()),
  })
  .check(z.meta({ id: 'Movements' }));
export type MovementsResponse = z.infer<typeof movementsResponseSchema>;

export const movementsRoute = /* @__PURE__ */ defineRoute({
  operationId: 'movements',
  method: 'GET',
  path: '/api/movements',
  auth: 'user',
  summary: 'The customer’s orders and movements, newest first, with filters and a cursor',
  tags: ['orders'],
  querystring: movementsQuerySchema,
  response: { 200: movementsResponseSchema },
  errors: ['MOVEMENTS_RANGE_INVALID'],
});

export const movementsCsvRoute = /* @__PURE__ */ defineRoute({
  operationId: 'movementsCsv',
  method: 'GET',
  path: '/api/movements.csv',
  auth: 'user',
  summary: 'The same movements as CSV (UTF-8 with BOM, for spreadsheets in Spanish)',
  tags: ['orders'],
  querystring: movementsQuerySchema,
  response: { 200: z.string().check(z.meta({ description: 'A CSV file.' })) },
  errors: ['MOVEMENTS_RANGE_INVALID'],
  produces: 'text/csv',
});

const moneyTotal = /* @__PURE__ */ z.object({
  currency: currencySchema,
  value: decimalText,
  invested: decimalText,
  gain: decimalText,
  gain_pct: z.nullable(decimalText),
});

export const portfolioResponseSchema = /* @__PURE__ */ z
  .object({
    holdings: z.array(
      z.object({
        fund_code: fundCode,
        fund_name: z.string(),
        series: fundSeriesSchema,
        series_name: z.string(),
        currency: currencySchema,
        cuotas: decimalText,
        valor_cuota: decimalText,
        valor_cuota_date: isoDate,
        value: decimalText,
        invested: decimalText,
        gain: decimalText,
        gain_pct: z.nullable(decimalText),
        /** The fund takes scheduled rescues ("rescate programado"). */
        scheduled_rescue_allowed: z.boolean(),
        /** The customer's active or paused scheduled rescue of this series, if any. */
        scheduled_rescue: z.nullable(scheduledRescueSchema),
      }),
    ),
    /** One per currency held: soles and dollars are never added together. */
    totals: z.array(moneyTotal),
    /** Orders not settled, rejected or cancelled yet. */
    pending: z.array(orderSchema),
  })
  .check(z.meta({ id: 'Portfolio' }));
export type Portfolio = z.infer<typeof portfolioResponseSchema>;

export const portfolioRoute = /* @__PURE__ */ defineRoute({
  operationId: 'portfolio',
  method: 'GET',
  path: '/api/portfolio',
  auth: 'user',
  summary: 'The customer’s holdings valued at the latest valor cuota, totals per currency',
  tags: ['orders'],
  response: { 200: portfolioResponseSchema },
  errors: [],
});
