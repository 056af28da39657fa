import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The online payment gateway. Peruvian gateways (Mercado Pago, Izipay, Niubiz) share a shape:
 * the portal sends the customer to the gateway's checkout; the gateway then redirects the
 * browser back and, separately, notifies the merchant's server with a signed message. Only a
 * verified notification changes an order, and only with the payment as the gateway answers it
 * when asked (never a notification's body alone): the redirect carries nothing the API trusts.
 * The orders module knows this interface only, never which gateway is behind it.
 */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'mercadopago';
  /** The currencies the gateway collects (ISO 4217): other funds are paid by transfer only. */
  readonly currencies: readonly string[];
  /** Creates the checkout of an order; answers the address the customer's browser opens. */
  createCheckout(checkout: CheckoutRequest): Promise<{ url: string }>;
  /**
   * Verifies a notification exactly as the gateway documents it, then reads the payment it
   * names back from the gateway.
   */
  paymentOf(notification: GatewayNotification): Promise<NotifiedPayment>;
  /** Gives a captured payment back in full (safe to repeat: the gateway refunds it once). */
  refund(payment: GatewayPayment): Promise<{ refundId: string }>;
}

/** What a checkout is for: one order, its exact amount and currency. */
export interface CheckoutRequest {
  /** Our id of the checkout (the `payments` row). */
  paymentId: string;
  /** The order's reference: the gateway keeps it as the payment's external reference. */
  reference: string;
  /** What the customer sees on the gateway's page. */
  title: string;
  amount: string;
  currency: string;
  expiresAt: Date;
}

/** A notification as it reached the API (headers, query string and parsed body). */
export interface GatewayNotification {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  body: unknown;
}

/** A payment as the gateway answers it. */
export interface GatewayPayment {
  /** The gateway's id of the payment: a payment is applied or refunded once by it. */
  id: string;
  /** PENDING: not decided yet (in process, waiting for the customer); nothing to do. */
  status: 'APPROVED' | 'DECLINED' | 'PENDING';
  /** Why the card was refused (the gateway's code), or null. */
  reason: string | null;
  /** Two decimals, as the order's amount is written. */
  amount: string;
  currency: string;
  /** The external reference the checkout carried: the order's reference. */
  reference: string;
  /** Our checkout the payment answers, when the gateway says so (the sandbox does). */
  checkoutId: string | null;
}

export type NotifiedPayment =
  | { kind: 'payment'; payment: GatewayPayment }
  /** The signature does not match: nothing is read or changed. */
  | { kind: 'invalid' }
  /** Verified, but about something else than a payment (another topic): acknowledged. */
  | { kind: 'ignored' };

/** The answer a sandbox notification carries (the JSON text that `hash` signs). */
export interface GatewayAnswer {
  payment_id: string;
  order_reference: string;
  status: 'APPROVED' | 'DECLINED';
  /** Why the card was refused: DECLINED, INSUFFICIENT_FUNDS, EXPIRED_CARD. */
  reason: string | null;
  amount: string;
  currency: string;
  at: string;
}

/** The development gateway: its checkout is served by the API itself (`sandbox-checkout.ts`). */
export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  /** The signature of a notification's answer text (the sandbox checkout signs with it). */
  sign(answer: string): string;
}

/**
 * The sandbox gateway: notifications are `{ answer, hash }`, the answer's HMAC-SHA256 with the
 * shared secret. The answer is the payment itself (the sandbox is part of the API, there is no
 * one else to ask); it collects soles and dollars, and its refunds move no money.
 */
export function sandboxGateway(secret: string, checkoutBase: string): SandboxGateway {
  const sign = (answer: string) => createHmac('sha256', secret).update(answer).digest('hex');
  const verify = (answer: string, hash: string) => {
    const expected = Buffer.from(sign(answer), 'hex');
    const given = Buffer.from(hash, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  return {
    name: 'sandbox',
    currencies: ['PEN', 'USD'],
    sign,
    createCheckout: async ({ paymentId }) => ({
      url: `${checkoutBase}/${encodeURIComponent(paymentId)}`,
    }),
    async paymentOf({ body }) {
      const { answer, hash } = (body ?? {}) as { answer?: unknown; hash?: unknown };
      if (typeof answer !== 'string' || typeof hash !== 'string' || !verify(answer, hash))
        return { kind: 'invalid' };
      let parsed: GatewayAnswer;
      try {
        parsed = JSON.parse(answer) as GatewayAnswer;
      } catch {
        return { kind: 'invalid' };
      }
      if (
        typeof parsed.payment_id !== 'string' ||
        !['APPROVED', 'DECLINED'].includes(parsed.status)
      )
        return { kind: 'invalid' };
      return {
        kind: 'payment',
        payment: {
          id: parsed.payment_id,
          status: parsed.status,
          reason: parsed.reason ?? null,
          amount: String(parsed.amount),
          currency: String(parsed.currency),
          reference: String(parsed.order_reference),
          checkoutId: parsed.payment_id,
        },
      };
    },
    refund: async (payment) => ({ refundId: `sandbox-refund-${payment.id}` }),
  };
}

/**
 * The sandbox's test cards (documented in apps/api/README.md). Any other number that passes
 * the Luhn check is declined; one that does not is refused on the checkout form itself.
 */
export const SANDBOX_CARDS: Record<
  string,
  { status: GatewayAnswer['status']; reason: string | null; label: string }
> = {
  '4111111111111111': { status: 'APPROVED', reason: null, label: 'Visa aprobada' },
  '5555555555554444': { status: 'APPROVED', reason: null, label: 'Mastercard aprobada' },
  '4000000000000002': { status: 'DECLINED', reason: 'DECLINED', label: 'Visa rechazada' },
  '4000000000009995': {
    status: 'DECLINED',
    reason: 'INSUFFICIENT_FUNDS',
    label: 'Visa sin fondos suficientes',
  },
  '4000000000000069': { status: 'DECLINED', reason: 'EXPIRED_CARD', label: 'Visa vencida' },
};

/** The Luhn check of a card number (digits only). */
export function luhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
