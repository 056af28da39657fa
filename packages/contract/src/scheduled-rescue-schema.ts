import { z } from 'zod/mini';
import { currencySchema, fundSeriesSchema } from './enums';

// A scheduled rescue as the API answers it, in a module of its own: the portfolio's answer
// (orders.ts) carries it, and a page that reads the portfolio need not load the rescue routes.

const decimalText = /* @__PURE__ */ z.string().check(z.regex(/^-?\d+(\.\d+)?$/));
const isoDate = /* @__PURE__ */ z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const fundCode = /* @__PURE__ */ z.string().check(z.regex(/^[A-Z0-9]{2,10}$/));

export const scheduledRescueSchema = /* @__PURE__ */ z
  .object({
    id: z.int(),
    fund_code: fundCode,
    fund_name: z.string(),
    series: fundSeriesSchema,
    series_name: z.string(),
    currency: currencySchema,
    amount: decimalText,
    /** 1 to 28. */
    day_of_month: z.int(),
    status: z.enum(['ACTIVE', 'PAUSED', 'CANCELLED']),
    /** The Lima day of the next occurrence (the next business day when it falls on another). */
    next_date: isoDate,
    bank_account: z.object({ id: z.int(), bank_name: z.string(), last4: z.string() }),
    /** The last occurrence: the rescue it placed, or why it could not (Spanish). */
    last_reference: z.nullable(z.string()),
    last_result: z.nullable(z.string()),
  })
  .check(z.meta({ id: 'ScheduledRescue' }));
export type ScheduledRescue = z.infer<typeof scheduledRescueSchema>;
