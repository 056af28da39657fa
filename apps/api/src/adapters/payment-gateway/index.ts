import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The online payment gateway. Peruvian gateways (Izipay, Niubiz, Mercado Pago) share a shape:
 * the portal sends the customer to the gateway's checkout; the gateway then redirects the
 * browser back and, separately, notifies the merchant's server with a signed answer. Only the
 * signed notification changes an order: the redirect carries nothing the API trusts.
 */
export interface PaymentGateway {
  readonly name: string;
  /** Where the customer pays a payment the API registered (an address the browser opens). */
  checkoutUrl(paymentId: string): string;
  /** The signature of a notification's answer text. */
  sign(answer: string): string;
  /** Whether `hash` is the signature of `answer` (constant time). */
  verify(answer: string, hash: string): boolean;
}

/** The answer a notification carries (the JSON text that `hash` signs). */
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

export function hmacGateway(name: string, secret: string, checkoutBase: string): PaymentGateway {
  const sign = (answer: string) => createHmac('sha256', secret).update(answer).digest('hex');
  return {
    name,
    checkoutUrl: (paymentId) => `${checkoutBase}/${encodeURIComponent(paymentId)}`,
    sign,
    verify(answer, hash) {
      const expected = Buffer.from(sign(answer), 'hex');
      const given = Buffer.from(hash, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
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
