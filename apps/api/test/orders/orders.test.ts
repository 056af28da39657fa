import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  checkCci,
  investOptionsSchema,
  movementsResponseSchema,
  orderSchema,
  portfolioResponseSchema,
  type InvestOptions,
  type Order,
} from '@saf/contract';
import { seedFunds } from '../../src/seeds/funds';
import { seedCompletedClientData } from '../../src/seeds/client-data';
import {
  biometricChecks,
  fundNav,
  fundSeries,
  funds,
  movements,
  orders,
  positions,
  type User,
} from '../../src/db/schema';
import { publishNav } from '../../src/modules/funds/publish';
import { cuotasFor } from '../../src/modules/orders/settlement';
import { reviewTransfers, settleDue } from '../../src/modules/orders/payments';
import type { SandboxGateway } from '../../src/adapters/payment-gateway/index';
import {
  bearer,
  createTestServer,
  expectError,
  insertUser,
  json,
  loginToken,
  type TestServer,
} from '../helpers';
import { pdfText } from '../pdf-text';

/** Lima is UTC−5 all year. */
const lima = (iso: string) => new Date(`${iso}-05:00`);
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array.from({ length: 64 }, (_, i) => i)]);

describe('investing: orders, payments, settlement, movements and the portfolio', () => {
  let t: TestServer;
  let ana: User;
  let anaToken: string;
  let otherToken: string;
  let newcomerToken: string;

  /** A facial check for SUBSCRIPTION passed just now. */
  const passFace = async (user: User) => {
    const now = t.clock.now();
    await t.database.db.insert(biometricChecks).values({
      sessionId: randomUUID(),
      userId: user.id,
      purpose: 'SUBSCRIPTION',
      day: now.toISOString().slice(0, 10),
      provider: 'sandbox',
      createdAt: now,
      expiresAt: new Date(now.getTime() + 600_000),
      comparedAt: now,
      result: 'POSITIVE',
    });
  };

  const participant = async (email: string, doc: string, riskProfileId = 2) => {
    const user = await insertUser(t, {
      email,
      name: 'Ana',
      lastname: 'Quispe Mamani',
      documentType: '01',
      numberDocument: doc,
      birthDate: '1990-05-14',
      identityValidatedAt: t.clock.now(),
      riskProfileId,
    });
    await seedCompletedClientData(
      t.database.db,
      email,
      new Date(t.clock.now().getTime() - 86_400_000),
    );
    await passFace(user);
    return user;
  };

  const subscribe = (
    body: Record<string, unknown>,
    token = anaToken,
    key: string | null = randomUUID(),
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers: { ...bearer(token), ...(key === null ? {} : { 'idempotency-key': key }) },
      payload: body,
    });
  const get = (url: string, token = anaToken) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, payload: unknown = undefined, token = anaToken) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const order = async (reference: string, token = anaToken) =>
    orderSchema.parse(json(await get(`/api/orders/${reference}`, token)));
  /** Sessions last minutes: after the clock moves, the customers log in again. */
  const relogin = async () => {
    anaToken = await loginToken(t.app, 'ana@demo.pe');
    otherToken = await loginToken(t.app, 'otro@demo.pe');
  };
  const basic = { fund_code: 'RCPS', series: '000', amount: '1000.00', funds_origin: 'SAVINGS' };

  beforeAll(async () => {
    t = await createTestServer({ env: { SANDBOX_TRANSFER_DELAY_SECONDS: '0' } });
    // Wednesday 15 January 2025, 10:00 in Lima: a business day, before every cut-off. The
    // valor cuota is published up to yesterday (today's comes at 19:00).
    t.clock.set(lima('2025-01-15T10:00:00'));
    await seedFunds(t.database.db, t.clock.now(), 1, { publishTime: '19:00' });
    ana = await participant('ana@demo.pe', '45678912');
    await participant('otro@demo.pe', '45678913');
    await insertUser(t, { email: 'nuevo@demo.pe', name: 'Hugo', riskProfileId: 2 });
    anaToken = await loginToken(t.app, 'ana@demo.pe');
    otherToken = await loginToken(t.app, 'otro@demo.pe');
    newcomerToken = await loginToken(t.app, 'nuevo@demo.pe');
  });
  afterAll(() => t.close());

  it('offers the series with their minimums, today’s trade date and the collection accounts', async () => {
    const res = await get('/api/subscriptions/options/RCPS');
    expect(res.statusCode).toBe(200);
    const options: InvestOptions = investOptionsSchema.parse(json(res));
    expect(options.trade_date).toBe('2025-01-15');
    expect(options.cutoff_at).toBe(lima('2025-01-15T13:00:00').toISOString());
    expect(options.cutoff_state).toBe('BEFORE_CUTOFF');
    expect(options.series.map((s) => [s.code, s.minimum_kind, s.minimum])).toEqual([
      ['000', 'initial', '500.00'],
      ['001', 'initial', '50000.00'],
    ]);
    expect(options.fund.unified_fee_pct).toBe('1.18');
    expect(options.blocker).toBeNull();
    expect(options.biometric_valid).toBe(true);
    expect(options.suitability_required).toBe(false);
    expect(options.collector_accounts.length).toBeGreaterThan(0);
    for (const a of options.collector_accounts) {
      expect(a.currency).toBe('PEN');
      expect(checkCci(a.cci)).toBe('valid');
      expect(a.cci.startsWith(a.bank_code)).toBe(true);
    }
    // A fund above a moderate profile's reach asks for the acknowledgment.
    const risky = investOptionsSchema.parse(json(await get('/api/subscriptions/options/ACCP')));
    expect(risky.suitability_required).toBe(true);
    expect(risky.fund.currency).toBe('PEN');
    expect((await get('/api/subscriptions/options/NOPE')).statusCode).toBe(404);
  });

  it('sends a customer without client data to finish it first', async () => {
    const options = investOptionsSchema.parse(
      json(await get('/api/subscriptions/options/RCPS', newcomerToken)),
    );
    expect(options.blocker).toBe('CLIENT_DATA');
    const res = await subscribe(basic, newcomerToken);
    expectError(res, 409, 'PARTICIPANT_NOT_READY', 'Participant cannot invest yet');
    expect(json<{ meta: { blocker: string } }>(res).meta.blocker).toBe('CLIENT_DATA');
  });

  it('refuses each rule with its code and stores nothing, so the key may be used again', async () => {
    const key = randomUUID();
    const below = await subscribe({ ...basic, amount: '499.99' }, anaToken, key);
    expectError(below, 400, 'AMOUNT_BELOW_MINIMUM', 'Amount below the series minimum');
    expect(json<{ meta: Record<string, string> }>(below).meta).toMatchObject({
      minimum: '500.00',
      kind: 'initial',
      currency: 'PEN',
    });
    expectError(
      await subscribe({ ...basic, funds_origin: 'OTHER' }, anaToken, key),
      400,
      'FUNDS_ORIGIN_OTHER_REQUIRED',
      'Funds origin detail required',
    );
    expectError(
      await subscribe({ ...basic, fund_code: 'ACCP' }, anaToken, key),
      400,
      'SUITABILITY_ACK_REQUIRED',
      'Suitability acknowledgment required',
    );
    expectError(
      await subscribe({ ...basic, amount: '5000000.01' }, anaToken, key),
      400,
      'AMOUNT_ABOVE_MAXIMUM',
      'Amount above the online maximum',
    );
    expectError(
      await subscribe(basic, anaToken, null),
      400,
      'IDEMPOTENCY_KEY_REQUIRED',
      'Idempotency-Key header required',
    );
    const [count] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    expect(count!.n).toBe(0);
    // The same key, now with a valid body, places the order.
    const ok = await subscribe({ ...basic, amount: '700.00' }, anaToken, key);
    expect(ok.statusCode).toBe(201);
    await post(`/api/orders/${orderSchema.parse(json(ok)).reference}/cancel`);
  });

  it('asks for the facial check again once 30 minutes passed', async () => {
    t.clock.advanceMinutes(31);
    await relogin();
    expectError(await subscribe(basic), 409, 'BIOMETRIC_REQUIRED', 'Facial validation required');
    await passFace(ana);
  });

  it('places an order once per key: a retry replays it, another body is refused', async () => {
    const key = randomUUID();
    const first = await subscribe(basic, anaToken, key);
    expect(first.statusCode).toBe(201);
    const placed = orderSchema.parse(json(first));
    expect(placed.reference).toMatch(/^SUS-2025-\d{6}$/);
    expect([placed.payment_status, placed.process_status]).toEqual(['PENDING', 'PENDING']);
    expect(placed.payment_method).toBe('transfer');
    expect(placed.trade_date).toBe('2025-01-15');
    expect(placed.cancellable).toBe(true);
    expect(placed.events.map((e) => e.kind)).toEqual(['RECEIVED']);
    expect(t.mailer.last('ana@demo.pe')?.subject).toBe(`Recibimos tu orden ${placed.reference}`);

    const again = await subscribe(basic, anaToken, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(json(again)).toEqual(json(first));
    expectError(
      await subscribe({ ...basic, amount: '1000.01' }, anaToken, key),
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'Idempotency key reused with another body',
    );
    // Keys belong to a customer: another customer's same key is another order.
    await passFace(
      (await t.database.db.query.users.findFirst({
        where: (u, { eq: e }) => e(u.email, 'otro@demo.pe'),
      }))!,
    );
    const theirs = await subscribe(basic, otherToken, key);
    expect(theirs.statusCode).toBe(201);
    expect(orderSchema.parse(json(theirs)).reference).not.toBe(placed.reference);
    // After 24 hours the key is forgotten.
    t.clock.advance(24 * 3600_000 + 1000);
    await relogin();
    await passFace(ana);
    const later = await subscribe(basic, anaToken, key);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    t.clock.set(lima('2025-01-15T10:30:00'));
    await relogin();
    await passFace(ana);
  });

  it('pays by transfer: the receipt is checked by its bytes, the treasury confirms, the order settles', async () => {
    const placed = orderSchema.parse(json(await subscribe(basic)));
    const ref = placed.reference;
    expectError(
      await post(`/api/orders/${ref}/transfer-receipt`, {
        operation_number: '12345678',
        receipt: Buffer.from('GIF89a and some text that is no receipt').toString('base64'),
      }),
      400,
      'RECEIPT_INVALID',
      'Receipt file invalid',
    );
    const sent = await post(`/api/orders/${ref}/transfer-receipt`, {
      operation_number: '12345678',
      receipt: PDF.toString('base64'),
    });
    expect(sent.statusCode).toBe(200);
    const paid = orderSchema.parse(json(sent));
    expect([paid.payment_status, paid.process_status]).toEqual(['SUCCESS', 'INPROGRESS']);
    expect(paid.receipt_uploaded).toBe(true);
    expect(paid.operation_number).toBe('12345678');
    expect(paid.cancellable).toBe(false);
    expect(t.mailer.last('ana@demo.pe')?.subject).toBe(`Confirmamos el pago de tu orden ${ref}`);
    expectError(
      await post(`/api/orders/${ref}/cancel`),
      409,
      'ORDER_NOT_CANCELLABLE',
      'Order cannot be cancelled',
    );

    // Nothing settles before the trade date's valor cuota is published (19:00 Lima).
    expect(await settleDue(t.app.ctx)).toBe(0);
    t.clock.set(lima('2025-01-15T19:05:00'));
    await relogin();
    await publishNav(t.database.db, '2025-01-15', t.clock.now());
    expect(await settleDue(t.app.ctx)).toBeGreaterThanOrEqual(1);
    const settled = await order(ref);
    const [nav] = await t.database.db
      .select({ value: sql<string>`${fundNav.value}::text` })
      .from(fundNav)
      .innerJoin(fundSeries, eq(fundSeries.id, fundNav.seriesId))
      .innerJoin(funds, eq(funds.id, fundSeries.fundId))
      .where(
        and(eq(funds.code, 'RCPS'), eq(fundSeries.code, '000'), eq(fundNav.date, '2025-01-15')),
      );
    expect(settled.process_status).toBe('APPROVED');
    expect(settled.valor_cuota).toBe(nav!.value);
    expect(settled.cuotas).toBe(cuotasFor('1000.00', nav!.value));
    expect(settled.events.map((e) => e.kind)).toEqual([
      'RECEIVED',
      'RECEIPT_SENT',
      'PAYMENT_CONFIRMED',
      'SETTLED',
    ]);
    expect(t.mailer.last('ana@demo.pe')?.subject).toBe(
      `Tu inversión ${ref} ya está en tu portafolio`,
    );
    // Settling again changes nothing.
    expect(await settleDue(t.app.ctx)).toBe(0);

    const folio = portfolioResponseSchema.parse(json(await get('/api/portfolio')));
    const holding = folio.holdings.find((h) => h.fund_code === 'RCPS' && h.series === '000')!;
    expect(holding.cuotas).toBe(settled.cuotas);
    expect(holding.invested).toBe('1000.00');
    expect(folio.totals.map((x) => x.currency)).toEqual(['PEN']);
    expect(folio.pending.every((o) => ['PENDING', 'INPROGRESS'].includes(o.process_status))).toBe(
      true,
    );

    // The constancia is a PDF with the order's data.
    const pdf = await get(`/api/orders/${ref}/constancia.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Constancia de suscripción');
    expect(text).toContain(ref);
    expect(text).toContain('Renta Corto Plazo Soles');
    expect(text).toContain('S/ 1,000.00');
    expect(text).toContain('Aprobado');
    // A further order into the same series needs only the additional minimum.
    t.clock.set(lima('2025-01-16T09:00:00'));
    await relogin();
    await passFace(ana);
    const options = investOptionsSchema.parse(json(await get('/api/subscriptions/options/RCPS')));
    expect(options.series[0]).toMatchObject({
      held: true,
      minimum_kind: 'additional',
      minimum: '100.00',
    });
    expect((await subscribe({ ...basic, amount: '100.00' })).statusCode).toBe(201);
  });

  it('rejects a transfer the treasury cannot find, and tells why', async () => {
    await passFace(ana); // one facial check per order
    const ref = orderSchema.parse(json(await subscribe(basic))).reference;
    const res = await post(`/api/orders/${ref}/transfer-receipt`, {
      operation_number: '87654399',
      receipt: JPEG.toString('base64'),
    });
    const rejected = orderSchema.parse(json(res));
    expect([rejected.payment_status, rejected.process_status]).toEqual(['REJECTED', 'ANNULLED']);
    expect(rejected.reject_reason).toMatch(/No encontramos tu transferencia/);
    expect(t.mailer.last('ana@demo.pe')?.subject).toBe(`Tu orden ${ref} fue rechazada`);
    expectError(
      await post(`/api/orders/${ref}/transfer-receipt`, {
        operation_number: '12345678',
        receipt: JPEG.toString('base64'),
      }),
      409,
      'ORDER_NOT_PAYABLE',
      'Order cannot be paid',
    );
  });

  it('cancels a pending order before its cut-off, not after', async () => {
    t.clock.set(lima('2025-01-16T12:00:00'));
    await relogin();
    await passFace(ana);
    const ref = orderSchema.parse(json(await subscribe(basic))).reference;
    const cancelled = orderSchema.parse(json(await post(`/api/orders/${ref}/cancel`)));
    expect([cancelled.payment_status, cancelled.process_status]).toEqual(['PENDING', 'ANNULLED']);
    expect(t.mailer.last('ana@demo.pe')?.subject).toBe(`Anulaste tu orden ${ref}`);
    await passFace(ana); // one facial check per order
    const late = orderSchema.parse(json(await subscribe(basic))).reference;
    t.clock.set(lima('2025-01-16T13:00:00'));
    await relogin();
    expectError(
      await post(`/api/orders/${late}/cancel`),
      409,
      'ORDER_NOT_CANCELLABLE',
      'Order cannot be cancelled',
    );
    // A payment confirmed after the cut-off gets the next business day's valor cuota.
    await post(`/api/orders/${late}/transfer-receipt`, {
      operation_number: '55555555',
      receipt: PDF.toString('base64'),
    });
    const moved = await order(late);
    expect(moved.payment_status).toBe('SUCCESS');
    expect(moved.trade_date).toBe('2025-01-17');
    expect(moved.events.find((e) => e.kind === 'PAYMENT_CONFIRMED')?.detail).toMatch(
      /hora de corte/,
    );
  });

  it('pays online: a declined card keeps the order pending, an approved one pays it', async () => {
    t.clock.set(lima('2025-01-17T09:00:00'));
    await relogin();
    await passFace(ana);
    const ref = orderSchema.parse(
      json(await subscribe({ ...basic, payment_method: 'online' })),
    ).reference;
    const pay = async (card: string) => {
      const start = json<{ checkout_url: string; payment_id: string }>(
        await post(`/api/orders/${ref}/checkout`),
      );
      const page = await t.app.inject({ method: 'GET', url: start.checkout_url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toMatch(/S\/\s1,000\.00/);
      const done = await t.app.inject({
        method: 'POST',
        url: start.checkout_url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ card, exp: '12/30', cvv: '123', holder: 'Ana' }).toString(),
      });
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toBe(
        `/subscription/investment?paso=constancia&orden=${ref}&pago=${start.payment_id}`,
      );
      return start.payment_id;
    };
    const bad = await t.app.inject({
      method: 'POST',
      url: json<{ checkout_url: string }>(await post(`/api/orders/${ref}/checkout`)).checkout_url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'card=1234567812345678',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Revisa el número de tarjeta.');

    await pay('4000 0000 0000 0002');
    const declined = await order(ref);
    expect(declined.payment_status).toBe('PENDING');
    expect(declined.online_payment).toMatchObject({ status: 'DECLINED', reason: 'DECLINED' });
    await pay('4000000000009995');
    expect((await order(ref)).online_payment?.reason).toBe('INSUFFICIENT_FUNDS');
    const approvedId = await pay('4111111111111111');
    const approved = await order(ref);
    expect([approved.payment_status, approved.process_status]).toEqual(['SUCCESS', 'INPROGRESS']);
    expect(approved.online_payment).toEqual({
      payment_id: approvedId,
      status: 'APPROVED',
      reason: null,
    });
    expect(approved.events.find((e) => e.kind === 'PAYMENT_CONFIRMED')?.detail).toBe(
      'Pago en línea aprobado',
    );
  });

  it('verifies the gateway’s signature and applies a notification once', async () => {
    await passFace(ana); // one facial check per order
    const ref = orderSchema.parse(
      json(await subscribe({ ...basic, payment_method: 'online' })),
    ).reference;
    const { payment_id } = json<{ payment_id: string }>(await post(`/api/orders/${ref}/checkout`));
    const answer = JSON.stringify({
      payment_id,
      order_reference: ref,
      status: 'APPROVED',
      reason: null,
      amount: '1000.00',
      currency: 'PEN',
      at: t.clock.now().toISOString(),
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/notifications',
      payload: { answer, hash: 'a'.repeat(64) },
    });
    expectError(forged, 400, 'PAYMENT_SIGNATURE_INVALID', 'Payment notification signature invalid');
    expect((await order(ref)).payment_status).toBe('PENDING');
    const hash = (t.app.ctx.gateway as SandboxGateway).sign(answer);
    for (let i = 0; i < 3; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/notifications',
        payload: { answer, hash },
      });
      expect(res.statusCode).toBe(200);
    }
    const paid = await order(ref);
    expect(paid.events.filter((e) => e.kind === 'PAYMENT_CONFIRMED')).toHaveLength(1);
  });

  it('lists movements newest first with filters, a cursor and a CSV export', async () => {
    const all = movementsResponseSchema.parse(json(await get('/api/movements?limit=100')));
    expect(all.items.length).toBeGreaterThanOrEqual(8);
    const refs = all.items.map((o) => o.reference);
    expect([...refs].sort().reverse()).toEqual(refs);
    // Pages of 3 walk the same list.
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page = movementsResponseSchema.parse(
        json(await get(`/api/movements?limit=3${cursor ? `&cursor=${cursor}` : ''}`)),
      );
      walked.push(...page.items.map((o) => o.reference));
      cursor = page.next_cursor;
    } while (cursor);
    expect(walked).toEqual(refs);
    const approved = movementsResponseSchema.parse(
      json(await get('/api/movements?status=APPROVED')),
    );
    expect(approved.items.length).toBeGreaterThan(0);
    expect(approved.items.every((o) => o.process_status === 'APPROVED')).toBe(true);
    const rejected = movementsResponseSchema.parse(
      json(await get('/api/movements?status=REJECTED')),
    );
    expect(rejected.items.every((o) => o.payment_status === 'REJECTED')).toBe(true);
    const day = movementsResponseSchema.parse(
      json(await get('/api/movements?from=2025-01-17&to=2025-01-17')),
    );
    expect(day.items.length).toBeGreaterThan(0);
    expect(day.items.every((o) => o.created_at >= lima('2025-01-17T00:00:00').toISOString())).toBe(
      true,
    );
    expect(
      movementsResponseSchema.parse(json(await get('/api/movements?fund=BALS'))).items,
    ).toEqual([]);
    expectError(
      await get('/api/movements?from=2025-02-01&to=2025-01-01'),
      400,
      'MOVEMENTS_RANGE_INVALID',
      'Date range invalid',
    );
    const csv = await get('/api/movements.csv?status=APPROVED');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFF"Fecha","Referencia"')).toBe(true);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(approved.items.length + 1);
    expect(lines[1]).toContain('"Suscripción","Renta Corto Plazo Soles","Serie A","PEN"');
  });

  it('keeps every customer’s orders, receipts and positions to themselves', async () => {
    const mine = movementsResponseSchema.parse(json(await get('/api/movements'))).items[0]!
      .reference;
    for (const [method, url] of [
      ['GET', `/api/orders/${mine}`],
      ['GET', `/api/orders/${mine}/constancia.pdf`],
      ['POST', `/api/orders/${mine}/cancel`],
      ['POST', `/api/orders/${mine}/checkout`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(otherToken) });
      expect(res.statusCode, url).toBe(404);
    }
    const receipt = await post(
      `/api/orders/${mine}/transfer-receipt`,
      { operation_number: '12345678', receipt: PDF.toString('base64') },
      otherToken,
    );
    expect(receipt.statusCode).toBe(404);
    const theirs = movementsResponseSchema.parse(json(await get('/api/movements', otherToken)));
    expect(theirs.items.some((o) => o.reference === mine)).toBe(false);
    const folio = portfolioResponseSchema.parse(json(await get('/api/portfolio', otherToken)));
    expect(folio.holdings).toEqual([]);
  });

  it('keeps the ledger: each position equals the sum of its movements', async () => {
    await reviewTransfers(t.app.ctx);
    t.clock.set(lima('2025-01-17T19:30:00'));
    await relogin();
    await publishNav(t.database.db, '2025-01-17', t.clock.now());
    await settleDue(t.app.ctx);
    const check = await t.database.db.execute<{
      user_id: number;
      series_id: number;
      diff: string;
    }>(sql`
      SELECT p.user_id, p.series_id, (p.cuotas - coalesce(sum(m.cuotas), 0))::text AS diff
      FROM ${positions} p LEFT JOIN ${movements} m
        ON m.user_id = p.user_id AND m.series_id = p.series_id
      GROUP BY p.user_id, p.series_id, p.cuotas`);
    expect(check.rows.length).toBeGreaterThan(0);
    for (const row of check.rows) expect(Number(row.diff)).toBe(0);
    const all: Order[] = movementsResponseSchema.parse(
      json(await get('/api/movements?limit=100')),
    ).items;
    expect(all.filter((o) => o.process_status === 'INPROGRESS')).toEqual([]);
  });
});
