import { z } from 'zod/mini';
import {
  currencySchema,
  cutoffStateSchema,
  fundSeriesSchema,
  paymentMethodSchema,
  paymentStatusSchema,
  processStatusSchema,
} from './enums';
import { defineRoute } from './route-def';
import { decimalText, fundCode, isoDate } from './order-primitives';

/**
 * Investing (subscriptions), orders and the ledger: docs/DOMAIN.md, Orders. Money travels as a
 * decimal string (`'1500.00'`), cuotas and valores cuota with 8 decimals, days as ISO dates in
 * Lima and instants as ISO 8601 UTC.
 */

/** An amount a customer types: positive, at most 2 decimals, below 10 billion. */
export const orderAmountSchema = /* @__PURE__ */ z
  .string()
  .check(z.regex(/^(?!0+(\.0+)?$)\d{1,10}(\.\d{1,2})?$/));

/** The largest order the portal takes, in the fund's currency (a larger one goes to an adviser). */
export const ORDER_MAX_AMOUNT = '5000000.00';

/** Where the money of one investment comes from (spec: the funds-origin list). */
export const FUNDS_ORIGINS = {
  SAVINGS: 'Ahorros',
  SALARY: 'Sueldo o salario',
  CTS: 'Liberación de CTS',
  OWN_BUSINESS: 'Ingresos de negocio propio',
  PROPERTY_SALE: 'Venta de inmueble o vehículo',
  INHERITANCE: 'Herencia o donación',
  INVESTMENT_RETURNS: 'Rendimiento de otras inversiones',
  PENSION: 'Pensión o jubilación',
  OTHER: 'Otro',
} as const;
export type FundsOrigin = keyof typeof FUNDS_ORIGINS;
export const fundsOriginSchema = /* @__PURE__ */ z.enum(
  Object.keys(FUNDS_ORIGINS) as [FundsOrigin, ...FundsOrigin[]],
);

/** Receipts of a transfer: JPEG, PNG or PDF, checked by their first bytes, at most 5 MB. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/** Why a participant cannot invest yet, and where the portal sends them first. */
export const OrderBlocker = {
  /** No risk profile: the questionnaire first. */
  RISK_PROFILE: 'RISK_PROFILE',
  /** The client-data wizard is not finished. */
  CLIENT_DATA: 'CLIENT_DATA',
  /** The yearly review of the client data is due. */
  YEARLY_UPDATE: 'YEARLY_UPDATE',
  /** The anti-money-laundering screening blocked the customer. */
  AML_BLOCKED: 'AML_BLOCKED',
} as const;
export type OrderBlockerName = (typeof OrderBlocker)[keyof typeof OrderBlocker];
export const orderBlockerSchema = /* @__PURE__ */ z.enum(OrderBlocker);

/** A fund manager's collection account, where a transfer is sent. */
export const collectorAccountSchema = /* @__PURE__ */ z.object({
  bank: z.string(),
  bank_code: z.string(),
  holder: z.string(),
  currency: currencySchema,
  account_number: z.string(),
  cci: z.string(),
});
export type CollectorAccount = z.infer<typeof collectorAccountSchema>;

/** A series as the customer may buy it now. */
export const investSeriesSchema = /* @__PURE__ */ z.object({
  code: fundSeriesSchema,
  name: z.string(),
  /** `initial` when the customer holds none of this series, else `additional`. */
  minimum_kind: z.enum(['initial', 'additional']),
  /** The minimum that applies to this customer now. */
  minimum: decimalText,
  min_initial: decimalText,
  min_additional: decimalText,
  /** Whether the customer holds cuotas of it. */
  held: z.boolean(),
});

/** Everything the investment's Detalle and Banco steps need for one fund. */
export const investOptionsSchema = /* @__PURE__ */ z
  .object({
    fund: z.object({
      code: fundCode,
      name: z.string(),
      currency: currencySchema,
      risk_level: z.int(),
      cutoff_time: z.string(),
      /** Yearly unified fee with IGV, per cent, 2 decimals (already inside the valor cuota). */
      unified_fee_pct: decimalText,
      early_rescue_fee_pct: decimalText,
      early_rescue_min_days: z.int(),
    }),
    series: z.array(investSeriesSchema),
    /** The Lima day whose valor cuota an order placed now gets. */
    trade_date: isoDate,
    /** Today's cut-off instant while still ahead, else null. */
    cutoff_at: z.nullable(z.string()),
    /** Before today's cut-off, after it, or not a business day (why `trade_date` is not today). */
    cutoff_state: cutoffStateSchema,
    server_time: z.string(),
    /** The fund is riskier than the customer's profile: the acknowledgment is required. */
    suitability_required: z.boolean(),
    /** What must happen before investing, or null when the customer may invest now. */
    blocker: z.nullable(orderBlockerSchema),
    /** A facial check for SUBSCRIPTION passed within the last 30 minutes. */
    biometric_valid: z.boolean(),
    collector_accounts: z.array(collectorAccountSchema),
    max_amount: decimalText,
    /**
     * Whether the card gateway collects the fund's currency: when false (a fund in dollars
     * with a gateway that collects soles only), the fund is paid by transfer only.
     */
    card_payment: z.boolean(),
  })
  .check(z.meta({ id: 'InvestOptions' }));
export type InvestOptions = z.infer<typeof investOptionsSchema>;

/** A step of an order's life as the tracker shows it. */
export const OrderEventKind = {
  RECEIVED: 'RECEIVED',
  RECEIPT_SENT: 'RECEIPT_SENT',
  PAYMENT_CONFIRMED: 'PAYMENT_CONFIRMED',
  PAYMENT_REJECTED: 'PAYMENT_REJECTED',
  /** A card payment the order could not take was given back (the detail says why). */
  PAYMENT_REFUNDED: 'PAYMENT_REFUNDED',
  CANCELLED: 'CANCELLED',
  REFUSED: 'REFUSED',
  SETTLED: 'SETTLED',
  /** A rescue's money was paid into the customer's account. */
  PAID: 'PAID',
  /** A rescue's payout went to the bank in the day's payout file. */
  PAYOUT_SENT: 'PAYOUT_SENT',
  /** The bank rejected a rescue's payout (closed or wrong account): the detail says why. */
  PAYOUT_REJECTED: 'PAYOUT_REJECTED',
  /** The customer chose another account for a rejected payout; it is paid again. */
  PAYOUT_ACCOUNT_CHANGED: 'PAYOUT_ACCOUNT_CHANGED',
  /** Held for compliance review: a rescue is neither priced nor paid, a subscription not settled. */
  COMPLIANCE_REVIEW: 'COMPLIANCE_REVIEW',
  /** Compliance reviewed it and let it go on. */
  COMPLIANCE_RELEASED: 'COMPLIANCE_RELEASED',
} as const;
export type OrderEventKindName = (typeof OrderEventKind)[keyof typeof OrderEventKind];
export const orderEventKindSchema = /* @__PURE__ */ z.enum(OrderEventKind);

export const orderSchema = /* @__PURE__ */ z
  .object({
    /** The customer-facing reference (`SUS-2026-000123`). */
    reference: z.string(),
    kind: z.enum(['SUBSCRIPTION', 'RESCUE']),
    fund_code: fundCode,
    fund_name: z.string(),
    series: fundSeriesSchema,
    series_name: z.string(),
    currency: currencySchema,
    amount: decimalText,
    /** Subscriptions: where the money comes from (null for a rescue). */
    funds_origin: z.nullable(fundsOriginSchema),
    payment_method: paymentMethodSchema,
    payment_status: paymentStatusSchema,
    process_status: processStatusSchema,
    /** The Lima day whose valor cuota the order gets. */
    trade_date: isoDate,
    /** Until this instant a pending order may be cancelled (the trade date's cut-off). */
    cutoff_at: z.string(),
    cancellable: z.boolean(),
    created_at: z.string(),
    /** Transfers: the operation number given with the receipt. */
    operation_number: z.nullable(z.string()),
    receipt_uploaded: z.boolean(),
    /** The last online payment started for the order, with the gateway's answer. */
    online_payment: z.nullable(
      z.object({
        payment_id: z.string(),
        status: z.enum(['CREATED', 'APPROVED', 'DECLINED']),
        /** The gateway's refusal: DECLINED, INSUFFICIENT_FUNDS, EXPIRED_CARD… */
        reason: z.nullable(z.string()),
      }),
    ),
    /** Once settled: the valor cuota applied and the cuotas bought. */
    valor_cuota: z.nullable(decimalText),
    cuotas: z.nullable(decimalText),
    settled_at: z.nullable(z.string()),
    /** Why it was rejected or refused, in Spanish, for the customer. */
    reject_reason: z.nullable(z.string()),
    /**
     * True while compliance reviews the order (a rescue of a blocked or suspended customer, a
     * subscription under enhanced due diligence): it waits, neither settled nor paid.
     */
    compliance_hold: z.optional(z.boolean()),
    /**
     * Rescues: how it was asked, where and when it is paid, and (once priced) the fee, the income
     * tax withheld and the net.
     */
    rescue: z.nullable(
      z.object({
        mode: z.enum(['AMOUNT', 'CUOTAS', 'TOTAL']),
        payment_date: isoDate,
        fee: z.nullable(decimalText),
        tax: z.optional(z.nullable(decimalText)),
        net: z.nullable(decimalText),
        bank_name: z.string(),
        account_last4: z.string(),
        paid_at: z.nullable(z.string()),
      }),
    ),
    events: z.array(
      z.object({ kind: orderEventKindSchema, at: z.string(), detail: z.nullable(z.string()) }),
    ),
  })
  .check(z.meta({ id: 'Order' }));
export type Order = z.infer<typeof orderSchema>;

export const orderReferenceParams = /* @__PURE__ */ z.object({
  reference: z.string().check(z.regex(/^SUS-\d{4}-\d{6,}$/)),
});

export const createSubscriptionBodySchema = /* @__PURE__ */ z.object({
  fund_code: fundCode,
  series: fundSeriesSchema,
  amount: orderAmountSchema,
  funds_origin: fundsOriginSchema,
  /** What "Otro" means (required then). */
  funds_origin_other: z.optional(z.string().check(z.trim(), z.maxLength(120))),
  /** The customer read that the fund is riskier than their profile (required then). */
  suitability_ack: z.optional(z.boolean()),
  payment_method: z.optional(paymentMethodSchema),
});
export type CreateSubscriptionBody = z.input<typeof createSubscriptionBodySchema>;

/** The header that makes an order-creating call safe to retry. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const investOptionsRoute = /* @__PURE__ */ defineRoute({
  operationId: 'investOptions',
  method: 'GET',
  path: '/api/subscriptions/options/:code',
  auth: 'user',
  summary: 'What investing in a fund takes for this customer now: series, minimums, trade date',
  tags: ['orders'],
  params: z.object({ code: fundCode }),
  response: { 200: investOptionsSchema },
  errors: ['NOT_FOUND'],
});

export const createSubscriptionRoute = /* @__PURE__ */ defineRoute({
  operationId: 'createSubscription',
  method: 'POST',
  path: '/api/subscriptions',
  auth: 'user',
  summary: 'Places a subscription order (needs an Idempotency-Key header)',
  description:
    'Creates a subscription order for the trade date the fund’s cut-off gives. The ' +
    '`Idempotency-Key` header (8 to 128 visible characters) makes it safe to retry: the first ' +
    'answer is stored and replayed for 24 h, the same key with another body answers 422 and a ' +
    'key still being processed 409.',
  tags: ['orders'],
  body: createSubscriptionBodySchema,
  response: { 201: orderSchema },
  errors: [
    'NOT_FOUND',
    'IDEMPOTENCY_KEY_REQUIRED',
    'IDEMPOTENCY_KEY_REUSED',
    'IDEMPOTENCY_IN_FLIGHT',
    'PARTICIPANT_NOT_READY',
    'BIOMETRIC_REQUIRED',
    'AMOUNT_BELOW_MINIMUM',
    'AMOUNT_ABOVE_MAXIMUM',
    'SUITABILITY_ACK_REQUIRED',
    'FUNDS_ORIGIN_OTHER_REQUIRED',
  ],
});

export const orderRoute = /* @__PURE__ */ defineRoute({
  operationId: 'order',
  method: 'GET',
  path: '/api/orders/:reference',
  auth: 'user',
  summary: 'One of the customer’s orders with its tracker',
  tags: ['orders'],
  params: orderReferenceParams,
  response: { 200: orderSchema },
  errors: ['NOT_FOUND'],
});

export const cancelOrderRoute = /* @__PURE__ */ defineRoute({
  operationId: 'cancelOrder',
  method: 'POST',
  path: '/api/orders/:reference/cancel',
  auth: 'user',
  summary: 'Cancels a pending order before its cut-off',
  tags: ['orders'],
  params: orderReferenceParams,
  response: { 200: orderSchema },
  errors: ['NOT_FOUND', 'ORDER_NOT_CANCELLABLE'],
});

export const transferReceiptRoute = /* @__PURE__ */ defineRoute({
  operationId: 'transferReceipt',
  method: 'POST',
  path: '/api/orders/:reference/transfer-receipt',
  auth: 'user',
  summary: 'The operation number and receipt of the transfer that pays an order',
  tags: ['orders'],
  params: orderReferenceParams,
  body: z.object({
    operation_number: z.string().check(z.regex(/^\d{6,20}$/)),
    /** JPEG, PNG or PDF, base64 (at most RECEIPT_MAX_BYTES once decoded). */
    receipt: z
      .string()
      .check(z.minLength(16), z.maxLength(Math.ceil(RECEIPT_MAX_BYTES / 3) * 4 + 40)),
  }),
  bodyLimit: Math.ceil(RECEIPT_MAX_BYTES / 3) * 4 + 2048,
  response: { 200: orderSchema },
  errors: ['NOT_FOUND', 'ORDER_NOT_PAYABLE', 'RECEIPT_INVALID', 'PAYLOAD_TOO_LARGE'],
});

export const checkoutRoute = /* @__PURE__ */ defineRoute({
  operationId: 'checkout',
  method: 'POST',
  path: '/api/orders/:reference/checkout',
  auth: 'user',
  summary: 'Starts an online payment of an order: answers the payment gateway’s checkout address',
  tags: ['orders'],
  params: orderReferenceParams,
  response: {
    200: z.object({ payment_id: z.string(), checkout_url: z.string(), expires_at: z.string() }),
  },
  errors: ['NOT_FOUND', 'ORDER_NOT_PAYABLE', 'CARD_CURRENCY_NOT_COLLECTED'],
});

export const paymentNotificationRoute = /* @__PURE__ */ defineRoute({
  operationId: 'paymentNotification',
  method: 'POST',
  path: '/api/payments/notifications',
  auth: 'public',
  summary: 'The payment gateway’s server-to-server notification (signed)',
  description:
    '`answer` is the gateway’s JSON text; `hash` its HMAC-SHA256 with the shared secret, in ' +
    'hex. A notification is applied once, however many times it arrives.',
  tags: ['orders'],
  body: z.object({
    answer: z.string().check(z.maxLength(4000)),
    hash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  }),
  response: { 200: z.object({ received: z.literal(true) }) },
  errors: ['PAYMENT_SIGNATURE_INVALID', 'NOT_FOUND'],
});

export const mercadoPagoWebhookRoute = /* @__PURE__ */ defineRoute({
  operationId: 'mercadoPagoWebhook',
  method: 'POST',
  path: '/api/payments/mercadopago/webhook',
  auth: 'public',
  summary: 'Mercado Pago’s webhook (signed in `x-signature`)',
  description:
    'Verified as Mercado Pago documents it: `x-signature` is `ts=…,v1=…`, v1 the HMAC-SHA256 ' +
    'in hex, with the webhook secret, of `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`. ' +
    'The payment is then read back from Mercado Pago; the body is never trusted. Answered 404 ' +
    'when Mercado Pago is not the configured gateway.',
  tags: ['orders'],
  querystring: z.looseObject({
    'data.id': z.optional(z.string().check(z.maxLength(64))),
    type: z.optional(z.string().check(z.maxLength(64))),
  }),
  headers: z.looseObject({
    'x-signature': z.optional(z.string().check(z.maxLength(300))),
    'x-request-id': z.optional(z.string().check(z.maxLength(200))),
  }),
  body: z.optional(z.looseObject({})),
  response: { 200: z.object({ received: z.literal(true) }) },
  errors: ['PAYMENT_SIGNATURE_INVALID', 'NOT_FOUND'],
});

export const orderReceiptPdfRoute = /* @__PURE__ */ defineRoute({
  operationId: 'orderReceiptPdf',
  method: 'GET',
  path: '/api/orders/:reference/constancia.pdf',
  auth: 'user',
  summary: 'The subscription’s constancia (reference, fund, series, amount, valor-cuota date)',
  tags: ['orders'],
  params: orderReferenceParams,
  response: { 200: z.string().check(z.meta({ description: 'A PDF document.' })) },
  errors: ['NOT_FOUND'],
  produces: 'application/pdf',
});

/** Development only: a person trying the portal confirms or rejects a transfer by hand. */
export const devReviewTransferRoute = /* @__PURE__ */ defineRoute({
  operationId: 'devReviewTransfer',
  method: 'POST',
  path: '/api/dev/orders/:reference/review',
  auth: 'public',
  summary: 'Development only: the back office approves or rejects a pending transfer',
  tags: ['dev'],
  params: orderReferenceParams,
  body: z.object({
    decision: z.enum(['approve', 'reject']),
    reason: z.optional(z.string().check(z.maxLength(200))),
  }),
  response: { 200: orderSchema },
  errors: ['NOT_FOUND', 'ORDER_NOT_PAYABLE'],
  devOnly: true,
});
