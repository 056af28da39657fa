import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mercadoPagoManifest } from '../src/adapters/payment-gateway/mercadopago';
import { closeServer, listen, readBody, sendJson as send } from './http';

// A local Mercado Pago for the tests and the production-mode runs, built from its public API
// reference: the three endpoints the adapter's SDK calls (`POST /checkout/preferences`,
// `GET /v1/payments/:id`, `POST /v1/payments/:id/refunds`) with their JSON shapes, the bearer
// token they require, the `X-Idempotency-Key` a refund honours, Mercado Pago Perú's soles-only
// preferences, and the signed webhook it sends to a preference's `notification_url`.

export interface CounterpartPayment {
  id: number;
  status: 'approved' | 'rejected' | 'in_process' | 'refunded';
  status_detail: string;
  transaction_amount: number;
  currency_id: string;
  external_reference: string | null;
  preference_id: string;
  notification_url: string;
  refunds: { id: number; amount: number }[];
}

export interface MercadoPagoCounterpart {
  /** Base URL to give the SDK (MERCADOPAGO_BASE_URL). */
  url: string;
  /** The preferences created, as their bodies arrived. */
  preferences: Record<string, unknown>[];
  payments: Map<number, CounterpartPayment>;
  /** Every refund request that reached the counterpart (a repeated key answers the same refund). */
  refundRequests: { paymentId: number; idempotencyKey: string | undefined }[];
  /** While true, refunds answer 500 (Mercado Pago unavailable). */
  failRefunds: boolean;
  /**
   * The customer pays the preference in Checkout Pro: a payment with the preference's amount,
   * currency and external reference unless `overrides` say otherwise (a lying test). Answers its id.
   */
  pay(preferenceId: string, overrides?: Partial<CounterpartPayment>): number;
  /**
   * Sends the webhook of a payment as Mercado Pago does: POST to the preference's
   * notification_url with `?data.id=<id>&type=payment`, `x-request-id`, and `x-signature`
   * (`ts=<seconds>,v1=<HMAC-SHA256 hex of the manifest>`). `secret` signs it (a wrong one
   * forges it); `body` replaces the JSON body.
   */
  notify(
    paymentId: number,
    options?: { secret?: string; body?: Record<string, unknown> },
  ): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

const readJson = async (req: IncomingMessage) => {
  const text = await readBody(req);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
};

const apiError = (res: ServerResponse, status: number, message: string, error: string) =>
  send(res, status, { message, error, status, cause: [] });

export async function startMercadoPago(opts: {
  accessToken: string;
  webhookSecret: string;
  /** 0 (the default): any free port. */
  port?: number;
}): Promise<MercadoPagoCounterpart> {
  const preferences: Record<string, unknown>[] = [];
  const byPreference = new Map<string, Record<string, unknown>>();
  const payments = new Map<number, CounterpartPayment>();
  const refundRequests: MercadoPagoCounterpart['refundRequests'] = [];
  const refundsByKey = new Map<string, unknown>();
  let nextPayment = 1_320_000_000;
  let nextRefund = 2_100_000_000;

  const server = createServer((req, res) => {
    void (async () => {
      if (req.headers.authorization !== `Bearer ${opts.accessToken}`)
        return apiError(res, 401, 'invalid access token', 'unauthorized');
      const url = new URL(req.url ?? '/', 'http://counterpart');
      if (req.method === 'POST' && /^\/checkout\/preferences\/?$/.test(url.pathname)) {
        const body = await readJson(req);
        const items = body['items'] as
          | { title?: string; quantity?: number; unit_price?: number; currency_id?: string }[]
          | undefined;
        if (!items?.length || items.some((i) => !i.title || !i.quantity || !i.unit_price))
          return apiError(res, 400, 'items needed: title, quantity and unit_price', 'bad_request');
        // Mercado Pago Perú (site MPE) collects soles only.
        if (items.some((i) => (i.currency_id ?? 'PEN') !== 'PEN'))
          return apiError(res, 400, 'currency_id invalid', 'invalid_items');
        const back = body['back_urls'] as { success?: string } | undefined;
        if (body['auto_return'] && !back?.success)
          return apiError(
            res,
            400,
            'auto_return invalid. back_url.success must be defined',
            'invalid_auto_return',
          );
        const id = `123456789-${randomUUID()}`;
        preferences.push(body);
        byPreference.set(id, body);
        return send(res, 201, {
          ...body,
          id,
          collector_id: 123456789,
          client_id: '6295877106812064',
          date_created: new Date().toISOString(),
          operation_type: 'regular_payment',
          init_point: `https://www.mercadopago.com.pe/checkout/v1/redirect?pref_id=${id}`,
          sandbox_init_point: `https://sandbox.mercadopago.com.pe/checkout/v1/redirect?pref_id=${id}`,
        });
      }
      const payment = /^\/v1\/payments\/(\d+)(\/refunds)?$/.exec(url.pathname);
      const found = payment ? payments.get(Number(payment[1])) : undefined;
      if (payment && !found) return apiError(res, 404, 'Payment not found', 'not_found');
      if (req.method === 'GET' && payment && !payment[2] && found)
        return send(res, 200, paymentJson(found));
      if (req.method === 'POST' && payment?.[2] && found) {
        const key = req.headers['x-idempotency-key'] as string | undefined;
        refundRequests.push({ paymentId: found.id, idempotencyKey: key });
        if (counterpart.failRefunds)
          return apiError(res, 500, 'internal server error', 'internal_error');
        const earlier = key ? refundsByKey.get(key) : undefined;
        if (earlier) return send(res, 201, earlier);
        if (found.status !== 'approved')
          return apiError(res, 400, 'Payment not refundable in its status', 'bad_request');
        const refund = {
          id: (nextRefund += 1),
          payment_id: found.id,
          amount: found.transaction_amount,
          metadata: {},
          source: { id: '123456789', name: 'Quipu Fondos', type: 'collector' },
          date_created: new Date().toISOString(),
          unique_sequence_number: null,
          refund_mode: 'standard',
          adjustment_amount: 0,
          status: 'approved',
          reason: null,
        };
        found.refunds.push({ id: refund.id, amount: refund.amount });
        found.status = 'refunded';
        found.status_detail = 'refunded';
        if (key) refundsByKey.set(key, refund);
        return send(res, 201, refund);
      }
      return apiError(res, 404, 'resource not found', 'not_found');
    })().catch((err: unknown) => apiError(res, 500, String(err), 'internal_error'));
  });
  const port = await listen(server, opts.port);

  const counterpart: MercadoPagoCounterpart = {
    url: `http://127.0.0.1:${port}`,
    failRefunds: false,
    preferences,
    payments,
    refundRequests,
    pay(preferenceId, overrides = {}) {
      const preference = byPreference.get(preferenceId);
      if (!preference) throw new Error(`no preference ${preferenceId}`);
      const [item] = preference['items'] as { unit_price: number; currency_id: string }[];
      const id = (nextPayment += 1);
      payments.set(id, {
        id,
        status: 'approved',
        status_detail: 'accredited',
        transaction_amount: item!.unit_price,
        currency_id: item!.currency_id,
        external_reference: (preference['external_reference'] as string) ?? null,
        preference_id: preferenceId,
        notification_url: preference['notification_url'] as string,
        refunds: [],
        ...overrides,
      });
      return id;
    },
    async notify(paymentId, options = {}) {
      const p = payments.get(paymentId);
      if (!p) throw new Error(`no payment ${paymentId}`);
      const ts = String(Math.floor(Date.now() / 1000));
      const requestId = randomUUID();
      const dataId = String(p.id);
      const v1 = createHmac('sha256', options.secret ?? opts.webhookSecret)
        .update(mercadoPagoManifest(dataId, requestId, ts))
        .digest('hex');
      const target = new URL(p.notification_url);
      target.searchParams.set('data.id', dataId);
      target.searchParams.set('type', 'payment');
      const res = await fetch(target, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-signature': `ts=${ts},v1=${v1}`,
          'x-request-id': requestId,
        },
        body: JSON.stringify(
          options.body ?? {
            action: 'payment.updated',
            api_version: 'v1',
            data: { id: dataId },
            date_created: new Date().toISOString(),
            id: Date.now(),
            live_mode: false,
            type: 'payment',
            user_id: '123456789',
          },
        ),
      });
      return { status: res.status, body: await res.text() };
    },
    close: () => closeServer(server),
  };
  return counterpart;
}

/** A payment as `GET /v1/payments/:id` answers it (the fields the adapter reads, and more). */
function paymentJson(p: CounterpartPayment) {
  const refunded = p.refunds.reduce((sum, r) => sum + r.amount, 0);
  return {
    id: p.id,
    status: p.status,
    status_detail: p.status_detail,
    transaction_amount: p.transaction_amount,
    transaction_amount_refunded: refunded,
    currency_id: p.currency_id,
    external_reference: p.external_reference,
    date_created: new Date().toISOString(),
    date_approved: p.status === 'rejected' ? null : new Date().toISOString(),
    payment_method_id: 'visa',
    payment_type_id: 'credit_card',
    operation_type: 'regular_payment',
    live_mode: false,
    captured: true,
    order: { id: '9876543210', type: 'mercadopago' },
    metadata: {},
    refunds: p.refunds.map((r) => ({ id: r.id, payment_id: p.id, amount: r.amount })),
    transaction_details: {
      net_received_amount: p.transaction_amount,
      total_paid_amount: p.transaction_amount,
    },
  };
}
