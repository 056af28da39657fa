import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyMercadoPagoSignature } from '../../src/adapters/payment-gateway/mercadopago';
import { loadConfig } from '../../src/config';

// The webhook signature as Mercado Pago documents it, computed here by hand from the documented
// manifest (not with the adapter's own helper), so a change of the rule fails these.

const SECRET = 'mp-webhook-secret-for-tests-0123456789';
const hmac = (text: string, secret = SECRET) =>
  createHmac('sha256', secret).update(text).digest('hex');

describe('Mercado Pago webhook signature', () => {
  const requestId = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e';
  const signed = (dataId: string, manifestId = dataId, ts = '1742505638683') => ({
    headers: {
      'x-signature': `ts=${ts},v1=${hmac(`id:${manifestId};request-id:${requestId};ts:${ts};`)}`,
      'x-request-id': requestId,
    },
    query: { 'data.id': dataId, type: 'payment' },
  });

  it('accepts the HMAC-SHA256 of id, request-id and ts, in that order with the trailing semicolon', () => {
    expect(verifyMercadoPagoSignature(SECRET, signed('123456789'))).toBe(true);
    const reordered = signed('123456789');
    reordered.headers['x-signature'] = reordered.headers['x-signature']
      .split(',')
      .reverse()
      .join(', ');
    expect(verifyMercadoPagoSignature(SECRET, reordered)).toBe(true);
  });

  it('takes an alphanumeric data.id lower-cased, as the manifest writes it', () => {
    expect(
      verifyMercadoPagoSignature(
        SECRET,
        signed('ORD01JQ4S4KY8HWQ6NA5PXB65B3D3', 'ord01jq4s4ky8hwq6na5pxb65b3d3'),
      ),
    ).toBe(true);
    expect(verifyMercadoPagoSignature(SECRET, signed('ORD01JQ4S4KY8HWQ6NA5PXB65B3D3'))).toBe(false);
  });

  it('refuses another secret, another id, another request, a missing or malformed header', () => {
    const good = signed('123456789');
    expect(verifyMercadoPagoSignature('another-secret-0123456789abcdef', good)).toBe(false);
    expect(verifyMercadoPagoSignature(SECRET, { ...good, query: { 'data.id': '123456780' } })).toBe(
      false,
    );
    expect(
      verifyMercadoPagoSignature(SECRET, {
        ...good,
        headers: { ...good.headers, 'x-request-id': 'other' },
      }),
    ).toBe(false);
    expect(verifyMercadoPagoSignature(SECRET, { ...good, headers: {} })).toBe(false);
    for (const header of ['ts=1742505638683', 'v1=abc', 'garbage', `ts=x,v1=${'a'.repeat(64)}`])
      expect(
        verifyMercadoPagoSignature(SECRET, {
          ...good,
          headers: { ...good.headers, 'x-signature': header },
        }),
      ).toBe(false);
  });
});

describe('Mercado Pago settings', () => {
  it('refuses PAYMENT_GATEWAY=mercadopago without its access token and webhook secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', PAYMENT_GATEWAY: 'mercadopago' })).toThrow(
      /MERCADOPAGO_ACCESS_TOKEN[\s\S]*MERCADOPAGO_WEBHOOK_SECRET/,
    );
    const config = loadConfig({
      NODE_ENV: 'development',
      PAYMENT_GATEWAY: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-0000-test',
      MERCADOPAGO_WEBHOOK_SECRET: SECRET,
    });
    // The sandbox checkout pages are not served with a real gateway, even in development.
    expect([config.MERCADOPAGO_BASE_URL, config.sandboxGateway]).toEqual([
      'https://api.mercadopago.com',
      false,
    ]);
  });
});
