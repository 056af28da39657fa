import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { investOptionsSchema, orderSchema } from '@saf/contract';
import { biometricChecks, gatewayPayments, type User } from '../../src/db/schema';
import { seedFunds } from '../../src/seeds/funds';
import { seedCompletedClientData } from '../../src/seeds/client-data';
import { refundDue } from '../../src/modules/orders/card-payments';
import { startMercadoPago, type MercadoPagoCounterpart } from '../../counterparts/mercadopago';
import {
  bearer,
  createTestServer,
  expectError,
  insertUser,
  json,
  loginToken,
  type TestServer,
} from '../helpers';

// Card payments through Mercado Pago, end to end over HTTP: the API (PAYMENT_GATEWAY=mercadopago)
// talks to the local counterpart through the official SDK, and the counterpart sends its signed
// webhooks to the listening API.

const lima = (iso: string) => new Date(`${iso}-05:00`);
const ACCESS_TOKEN = 'APP_USR-0000000000000000-000000-test-token';
const WEBHOOK_SECRET = 'mp-webhook-secret-for-tests-0123456789';
const API_PORT = 7211;
const WEBHOOK_URL = `http://127.0.0.1:${API_PORT}/api/payments/mercadopago/webhook`;

describe('card payments through Mercado Pago', () => {
  let t: TestServer;
  let mp: MercadoPagoCounterpart;
  let ana: User;
  let token: string;

  const inject = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...bearer(token),
        ...(url === '/api/subscriptions' ? { 'idempotency-key': randomUUID() } : {}),
      },
      ...(payload ? { payload } : {}),
    });
  const order = async (reference: string) =>
    orderSchema.parse(json(await inject('GET', `/api/orders/${reference}`)));
  const subscribe = async (fund = 'RCPS', amount = '1000.00') => {
    // One facial check per order.
    const now = t.clock.now();
    await t.database.db.insert(biometricChecks).values({
      sessionId: randomUUID(),
      userId: ana.id,
      purpose: 'SUBSCRIPTION',
      day: now.toISOString().slice(0, 10),
      provider: 'sandbox',
      createdAt: now,
      expiresAt: new Date(now.getTime() + 600_000),
      comparedAt: now,
      result: 'POSITIVE',
    });
    const res = await inject('POST', '/api/subscriptions', {
      fund_code: fund,
      series: '000',
      amount,
      funds_origin: 'SAVINGS',
      payment_method: 'online',
    });
    expect(res.statusCode, res.body).toBe(201);
    return orderSchema.parse(json(res)).reference;
  };
  /** Starts a checkout; answers the preference Mercado Pago created for it. */
  const checkout = async (reference: string) => {
    const res = await inject('POST', `/api/orders/${reference}/checkout`);
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(json<{ checkout_url: string }>(res).checkout_url);
    return url.searchParams.get('pref_id')!;
  };
  const rowsOf = (paymentId: number) =>
    t.database.db
      .select()
      .from(gatewayPayments)
      .where(eq(gatewayPayments.gatewayPaymentId, String(paymentId)));
  const mailsTo = (template: string) =>
    t.mailer.sent.filter((m) => m.to === ana.email && m.template === template);

  beforeAll(async () => {
    mp = await startMercadoPago({
      accessToken: ACCESS_TOKEN,
      webhookSecret: WEBHOOK_SECRET,
      port: 7210,
    });
    t = await createTestServer({
      env: {
        PAYMENT_GATEWAY: 'mercadopago',
        MERCADOPAGO_ACCESS_TOKEN: ACCESS_TOKEN,
        MERCADOPAGO_WEBHOOK_SECRET: WEBHOOK_SECRET,
        MERCADOPAGO_BASE_URL: mp.url,
        API_PUBLIC_URL: `http://127.0.0.1:${API_PORT}`,
        PORTAL_URL: 'https://portal.quipu.pe',
      },
    });
    await t.app.listen({ port: API_PORT, host: '127.0.0.1' });
    // A business day before every cut-off.
    t.clock.set(lima('2025-01-15T10:00:00'));
    await seedFunds(t.database.db, t.clock.now(), 1, { publishTime: '19:00' });
    ana = await insertUser(t, {
      email: 'ana@demo.pe',
      name: 'Ana',
      lastname: 'Quispe Mamani',
      documentType: '01',
      numberDocument: '45678912',
      birthDate: '1990-05-14',
      identityValidatedAt: t.clock.now(),
      riskProfileId: 2,
    });
    await seedCompletedClientData(
      t.database.db,
      ana.email,
      new Date(t.clock.now().getTime() - 86_400_000),
    );
    const now = t.clock.now();
    await t.database.db.insert(biometricChecks).values({
      sessionId: randomUUID(),
      userId: ana.id,
      purpose: 'SUBSCRIPTION',
      day: now.toISOString().slice(0, 10),
      provider: 'sandbox',
      createdAt: now,
      expiresAt: new Date(now.getTime() + 600_000),
      comparedAt: now,
      result: 'POSITIVE',
    });
    token = await loginToken(t.app, ana.email);
  });
  afterAll(async () => {
    await t?.close();
    await mp?.close();
  });

  it('creates the checkout as a preference: amount, currency, reference, return and webhook addresses', async () => {
    const reference = await subscribe();
    const res = await inject('POST', `/api/orders/${reference}/checkout`);
    const { checkout_url, payment_id } = json<{ checkout_url: string; payment_id: string }>(res);
    const preference = mp.preferences.at(-1)!;
    expect(preference).toMatchObject({
      items: [{ quantity: 1, unit_price: 1000, currency_id: 'PEN' }],
      external_reference: reference,
      notification_url: WEBHOOK_URL,
      auto_return: 'approved',
    });
    const success = new URL((preference['back_urls'] as { success: string }).success);
    expect(`${success.origin}${success.pathname}`).toBe(
      'https://portal.quipu.pe/subscription/investment',
    );
    expect(Object.fromEntries(success.searchParams)).toMatchObject({
      paso: 'constancia',
      orden: reference,
      pago: payment_id,
    });
    expect(checkout_url).toMatch(
      /^https:\/\/www\.mercadopago\.com\.pe\/checkout\/v1\/redirect\?pref_id=/,
    );
  });

  it('applies an approved payment once, however many notifications arrive at once', async () => {
    const reference = await subscribe();
    const paymentId = mp.pay(await checkout(reference));
    const answers = await Promise.all([
      mp.notify(paymentId),
      mp.notify(paymentId),
      mp.notify(paymentId),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const paid = await order(reference);
    expect([paid.payment_status, paid.process_status]).toEqual(['SUCCESS', 'INPROGRESS']);
    expect(paid.events.filter((e) => e.kind === 'PAYMENT_CONFIRMED')).toHaveLength(1);
    expect(paid.online_payment?.status).toBe('APPROVED');
    expect(await rowsOf(paymentId)).toMatchObject([{ outcome: 'APPLIED', amount: '1000.00' }]);
    expect(mailsTo('order-confirmed').filter((m) => m.text.includes(reference))).toHaveLength(1);
    expect(mp.refundRequests.filter((r) => r.paymentId === paymentId)).toEqual([]);
  });

  it('refuses a notification whose signature does not match, and reads nothing', async () => {
    const reference = await subscribe();
    const paymentId = mp.pay(await checkout(reference));
    const forged = await mp.notify(paymentId, { secret: 'not-the-webhook-secret-0123456789' });
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.body)).toMatchObject({ code: 'PAYMENT_SIGNATURE_INVALID' });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: `/api/payments/mercadopago/webhook?data.id=${paymentId}&type=payment`,
      payload: { type: 'payment', data: { id: String(paymentId) } },
    });
    expectError(
      unsigned,
      400,
      'PAYMENT_SIGNATURE_INVALID',
      'Payment notification signature invalid',
    );
    expect((await order(reference)).payment_status).toBe('PENDING');
    expect(await rowsOf(paymentId)).toEqual([]);
    // The same payment, signed with the secret, is then taken.
    expect((await mp.notify(paymentId)).status).toBe(200);
    expect((await order(reference)).payment_status).toBe('SUCCESS');
  });

  it('believes the payment read back from Mercado Pago, never the notification’s body', async () => {
    const reference = await subscribe();
    const paymentId = mp.pay(await checkout(reference), {
      status: 'rejected',
      status_detail: 'cc_rejected_insufficient_amount',
    });
    const lying = await mp.notify(paymentId, {
      body: {
        action: 'payment.updated',
        type: 'payment',
        data: { id: String(paymentId) },
        status: 'approved',
        transaction_amount: 1000,
        currency_id: 'PEN',
        external_reference: reference,
      },
    });
    expect(lying.status).toBe(200);
    const declined = await order(reference);
    expect(declined.payment_status).toBe('PENDING');
    expect(declined.online_payment).toMatchObject({
      status: 'DECLINED',
      reason: 'cc_rejected_insufficient_amount',
    });
  });

  it('refunds a payment of another amount: recorded once, on the tracker and by mail', async () => {
    const reference = await subscribe();
    const paymentId = mp.pay(await checkout(reference), { transaction_amount: 900 });
    expect((await mp.notify(paymentId)).status).toBe(200);
    expect((await mp.notify(paymentId)).status).toBe(200);
    const line =
      'Devolvimos tu pago con tarjeta de S/\u00a0900.00 porque su monto no es el de tu orden (S/\u00a01,000.00)';
    const pending = await order(reference);
    expect(pending.payment_status).toBe('PENDING');
    expect(pending.events.filter((e) => e.kind === 'PAYMENT_REFUNDED')).toEqual([
      expect.objectContaining({ detail: line }),
    ]);
    expect(mp.payments.get(paymentId)?.status).toBe('refunded');
    expect(mp.refundRequests.filter((r) => r.paymentId === paymentId)).toEqual([
      { paymentId, idempotencyKey: `refund-${paymentId}` },
    ]);
    const [row] = await rowsOf(paymentId);
    expect(row).toMatchObject({ outcome: 'REFUNDED', orderId: expect.any(Number) });
    expect(row?.refundId).toBe(String(mp.payments.get(paymentId)?.refunds[0]?.id));
    const mails = mailsTo('order-payment-refunded').filter((m) => m.text.includes(line));
    expect(mails).toHaveLength(1);
  });

  it('keeps a refund Mercado Pago could not make due, and makes it on a later round, once', async () => {
    const reference = await subscribe();
    const paymentId = mp.pay(await checkout(reference), { transaction_amount: 1001 });
    mp.failRefunds = true;
    try {
      // Not acknowledged: Mercado Pago sends the webhook again later.
      expect((await mp.notify(paymentId)).status).toBe(500);
    } finally {
      mp.failRefunds = false;
    }
    expect(await rowsOf(paymentId)).toMatchObject([{ outcome: 'REFUND_DUE' }]);
    expect((await order(reference)).events.some((e) => e.kind === 'PAYMENT_REFUNDED')).toBe(false);
    // The order desk's round, then the webhook again: one refund, one line, one mail.
    expect(await refundDue(t.app.ctx)).toBe(1);
    expect((await mp.notify(paymentId)).status).toBe(200);
    expect(await refundDue(t.app.ctx)).toBe(0);
    expect(await rowsOf(paymentId)).toMatchObject([{ outcome: 'REFUNDED' }]);
    expect(mp.payments.get(paymentId)?.refunds).toHaveLength(1);
    const events = (await order(reference)).events.filter((e) => e.kind === 'PAYMENT_REFUNDED');
    expect(events).toHaveLength(1);
    expect(
      mailsTo('order-payment-refunded').filter((m) => m.text.includes('1,001.00')),
    ).toHaveLength(1);
  });

  it('refunds the second payment of an order already paid (two checkouts, both paid)', async () => {
    const reference = await subscribe();
    const first = mp.pay(await checkout(reference));
    const second = mp.pay(await checkout(reference));
    expect((await mp.notify(first)).status).toBe(200);
    expect((await mp.notify(second)).status).toBe(200);
    const paid = await order(reference);
    expect(paid.payment_status).toBe('SUCCESS');
    expect(paid.events.filter((e) => e.kind === 'PAYMENT_CONFIRMED')).toHaveLength(1);
    expect(paid.events.find((e) => e.kind === 'PAYMENT_REFUNDED')?.detail).toBe(
      'Devolvimos tu pago con tarjeta de S/\u00a01,000.00 porque tu orden ya estaba pagada',
    );
    expect(mp.payments.get(first)?.status).toBe('approved');
    expect(mp.payments.get(second)?.status).toBe('refunded');
  });

  it('applies one of two payments of an order notified at once, and refunds the other', async () => {
    const reference = await subscribe();
    const payments = [mp.pay(await checkout(reference)), mp.pay(await checkout(reference))];
    const answers = await Promise.all(payments.map((id) => mp.notify(id)));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const paid = await order(reference);
    expect(paid.events.filter((e) => e.kind === 'PAYMENT_CONFIRMED')).toHaveLength(1);
    expect(paid.events.filter((e) => e.kind === 'PAYMENT_REFUNDED')).toHaveLength(1);
    const outcomes = await Promise.all(payments.map(async (id) => (await rowsOf(id))[0]?.outcome));
    expect(outcomes.sort()).toEqual(['APPLIED', 'REFUNDED']);
    expect(payments.map((id) => mp.payments.get(id)?.status).sort()).toEqual([
      'approved',
      'refunded',
    ]);
  });

  it('refunds a payment that arrives after the order was cancelled', async () => {
    const reference = await subscribe();
    const preference = await checkout(reference);
    expect((await inject('POST', `/api/orders/${reference}/cancel`)).statusCode).toBe(200);
    const paymentId = mp.pay(preference);
    expect((await mp.notify(paymentId)).status).toBe(200);
    const cancelled = await order(reference);
    expect(cancelled.process_status).toBe('ANNULLED');
    expect(cancelled.events.find((e) => e.kind === 'PAYMENT_REFUNDED')?.detail).toBe(
      'Devolvimos tu pago con tarjeta de S/\u00a01,000.00 porque tu orden ya estaba anulada',
    );
    expect(mp.payments.get(paymentId)?.status).toBe('refunded');
  });

  it('takes dollar funds by transfer only: the options say so and a card checkout is refused', async () => {
    const soles = investOptionsSchema.parse(
      json(await inject('GET', '/api/subscriptions/options/RCPS')),
    );
    const dollars = investOptionsSchema.parse(
      json(await inject('GET', '/api/subscriptions/options/RCPD')),
    );
    expect([soles.card_payment, dollars.card_payment]).toEqual([true, false]);
    const reference = await subscribe('RCPD', '200.00');
    const before = mp.preferences.length;
    expectError(
      await inject('POST', `/api/orders/${reference}/checkout`),
      409,
      'CARD_CURRENCY_NOT_COLLECTED',
      'Card payments not collected in this currency',
    );
    expect(mp.preferences).toHaveLength(before);
    expect((await order(reference)).online_payment).toBeNull();
  });

  it('answers 404 on the sandbox’s notification route while Mercado Pago is the gateway', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/notifications',
      payload: { answer: '{}', hash: 'a'.repeat(64) },
    });
    expect(res.statusCode).toBe(404);
  });
});
