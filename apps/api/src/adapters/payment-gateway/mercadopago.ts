import { createHmac, timingSafeEqual } from 'node:crypto';
import { MercadoPagoConfig, Payment, PaymentRefund, Preference } from 'mercadopago';
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import type { PaymentResponse } from 'mercadopago/dist/clients/payment/commonTypes';
import type { GatewayNotification, GatewayPayment, NotifiedPayment, PaymentGateway } from './index';

/** Where Mercado Pago's webhook reaches the API (registered in the application's settings). */
export const MERCADOPAGO_WEBHOOK_PATH = '/api/payments/mercadopago/webhook';

export interface MercadoPagoSettings {
  accessToken: string;
  webhookSecret: string;
  /** Mercado Pago's API (`https://api.mercadopago.com`), or a local counterpart in tests. */
  baseUrl: string;
  /** Where the browser comes back to (the portal's wizard, an absolute address). */
  returnUrl: string;
  /** The webhook's absolute address. */
  notificationUrl: string;
}

const header = (headers: GatewayNotification['headers'], name: string) => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
};

/**
 * Whether `x-signature` is Mercado Pago's signature of this notification, as its documentation
 * on webhooks says: the header is `ts=<seconds>,v1=<hex>`; v1 is the HMAC-SHA256, with the
 * application's webhook secret, of the manifest `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`
 * where `data.id` comes from the query string (lower-cased when alphanumeric) and a part whose
 * value the notification lacks is left out. Compared in constant time.
 */
export function verifyMercadoPagoSignature(
  secret: string,
  notification: Pick<GatewayNotification, 'headers' | 'query'>,
): boolean {
  const signature = header(notification.headers, 'x-signature');
  if (!signature) return false;
  const parts = new Map<string, string>();
  for (const part of signature.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) parts.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  if (!ts || !/^\d+$/.test(ts) || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return false;
  const manifest = mercadoPagoManifest(
    dataIdOf(notification.query),
    header(notification.headers, 'x-request-id'),
    ts,
  );
  const expected = createHmac('sha256', secret).update(manifest).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The signed manifest (what Mercado Pago's HMAC covers); the counterpart signs with it too. */
export function mercadoPagoManifest(
  dataId: string | undefined,
  requestId: string | undefined,
  ts: string,
) {
  return `${dataId ? `id:${dataId};` : ''}${requestId ? `request-id:${requestId};` : ''}ts:${ts};`;
}

/** `data.id` of the query string, lower-cased when alphanumeric (as the manifest takes it). */
function dataIdOf(query: GatewayNotification['query']): string | undefined {
  const raw = query['data.id'];
  const id = (Array.isArray(raw) ? raw[0] : raw) as unknown;
  if (typeof id !== 'string' || id === '') return undefined;
  return /^[a-z0-9]+$/i.test(id) ? id.toLowerCase() : id;
}

/** A payment as Mercado Pago answers `GET /v1/payments/:id`, in the gateway's terms. */
function paymentFrom(p: PaymentResponse): GatewayPayment {
  const status =
    p.status === 'approved'
      ? 'APPROVED'
      : p.status === 'rejected' || p.status === 'cancelled'
        ? 'DECLINED'
        : 'PENDING';
  return {
    id: String(p.id),
    status,
    reason: status === 'DECLINED' ? (p.status_detail ?? p.status ?? null) : null,
    amount: Number(p.transaction_amount ?? Number.NaN).toFixed(2),
    currency: String(p.currency_id ?? ''),
    reference: String(p.external_reference ?? ''),
    checkoutId: null,
  };
}

/**
 * Mercado Pago's Checkout Pro through its official SDK (npm `mercadopago`): a preference per
 * checkout, its webhook verified by signature and the payment read back with `Payment.get`,
 * refunds with `PaymentRefund`. Mercado Pago Perú collects soles only.
 *
 * The SDK keeps its API address in a static setting (`AppConfig.BASE_URL`), so every
 * Mercado Pago client of the process uses the one given here.
 */
export function mercadoPagoGateway(settings: MercadoPagoSettings): PaymentGateway {
  (AppConfig as unknown as { BASE_URL: string }).BASE_URL = settings.baseUrl.replace(/\/$/, '');
  // A call that fails answers the caller (the webhook is retried by Mercado Pago itself).
  const config = new MercadoPagoConfig({
    accessToken: settings.accessToken,
    options: { timeout: 10_000, maxRetries: 1, initialDelay: 200 },
  });
  const preferences = new Preference(config);
  const payments = new Payment(config);
  const refunds = new PaymentRefund(config);
  return {
    name: 'mercadopago',
    currencies: ['PEN'],
    async createCheckout(checkout) {
      const back = (status: string) => {
        const query = new URLSearchParams({
          paso: 'constancia',
          orden: checkout.reference,
          pago: checkout.paymentId,
          estado: status,
        });
        return `${settings.returnUrl}?${query.toString()}`;
      };
      const preference = await preferences.create({
        body: {
          items: [
            {
              id: checkout.reference,
              title: checkout.title,
              quantity: 1,
              unit_price: Number(checkout.amount),
              currency_id: checkout.currency,
            },
          ],
          external_reference: checkout.reference,
          back_urls: {
            success: back('aprobado'),
            pending: back('pendiente'),
            failure: back('rechazado'),
          },
          auto_return: 'approved',
          notification_url: settings.notificationUrl,
          expires: true,
          expiration_date_to: checkout.expiresAt.toISOString(),
        },
        // The same checkout asked twice creates one preference.
        requestOptions: { idempotencyKey: `checkout-${checkout.paymentId}` },
      });
      if (!preference.init_point) throw new Error('Mercado Pago answered no init_point');
      return { url: preference.init_point };
    },
    async paymentOf(notification): Promise<NotifiedPayment> {
      if (!verifyMercadoPagoSignature(settings.webhookSecret, notification))
        return { kind: 'invalid' };
      const body = (notification.body ?? {}) as { type?: unknown };
      const topic = notification.query['type'] ?? notification.query['topic'] ?? body.type;
      const id = dataIdOf(notification.query);
      if ((topic !== undefined && topic !== 'payment') || !id) return { kind: 'ignored' };
      return { kind: 'payment', payment: paymentFrom(await payments.get({ id })) };
    },
    async refund(payment) {
      const refund = await refunds.create({
        payment_id: payment.id,
        // One refund per payment, however many times it is asked.
        requestOptions: { idempotencyKey: `refund-${payment.id}` },
      });
      return { refundId: String(refund.id) };
    },
  };
}
