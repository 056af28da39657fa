import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import {
  cciCheckDigits,
  heldFundDocumentsResponseSchema,
  orderSchema,
  statementPeriodsResponseSchema,
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
} from '../../src/db/schema';
import { publishNav } from '../../src/modules/funds/publish';
import { settleDue } from '../../src/modules/orders/payments';
import { readPdf } from '../pdf-text';
import {
  PASSWORD,
  bearer,
  createTestServer,
  expectError,
  insertUser,
  json,
  loginToken,
  type TestServer,
} from '../helpers';

const lima = (iso: string) => new Date(`${iso}-05:00`);
const RECEIPT = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n').toString(
  'base64',
);

// The figures as a customer reads them, written here with Intl (not the API's helpers).
const cuotas = (v: string, signed = false) =>
  new Intl.NumberFormat('es-PE', {
    minimumFractionDigits: 8,
    maximumFractionDigits: 8,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(v as unknown as number);
const money = (v: string, currency: 'PEN' | 'USD') =>
  spaced(
    new Intl.NumberFormat('es-PE', { style: 'currency', currency })
      .format(v as unknown as number)
      .replace('USD', 'US$'),
  );
const nav = (v: string, currency: 'PEN' | 'USD') =>
  spaced(
    new Intl.NumberFormat('es-PE', {
      style: 'currency',
      currency,
      minimumFractionDigits: 8,
      maximumFractionDigits: 8,
    })
      .format(v as unknown as number)
      .replace('USD', 'US$'),
  );
/** Intl writes a no-break space after the currency; a PDF's text reads it as a space. */
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');
const day = (iso: string) => iso.split('-').reverse().join('/');

describe('account statements and participation certificates', () => {
  let t: TestServer;
  let rosa: { id: number; token: () => Promise<string> };
  let other: { id: number; token: () => Promise<string> };

  const login = (email: string) => {
    let cached: { token: string; at: number } | undefined;
    return async () => {
      const now = t.clock.now().getTime();
      if (!cached || now - cached.at > 60_000 || now < cached.at)
        cached = { token: await loginToken(t.app, email), at: now };
      return cached.token;
    };
  };
  const get = async (url: string, token: () => Promise<string>) =>
    t.app.inject({ method: 'GET', url, headers: bearer(await token()) });
  const send = async (url: string, token: () => Promise<string>, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(await token()), 'idempotency-key': randomUUID() },
      payload: payload as Record<string, unknown>,
    });
  const passFace = async (userId: number, purpose: 'SUBSCRIPTION' | 'RESCUE') => {
    const now = t.clock.now();
    await t.database.db.insert(biometricChecks).values({
      sessionId: randomUUID(),
      userId,
      purpose,
      day: now.toISOString().slice(0, 10),
      provider: 'sandbox',
      createdAt: now,
      expiresAt: new Date(now.getTime() + 600_000),
      comparedAt: now,
      result: 'POSITIVE',
    });
  };
  /** The evening: the valor cuota published up to today, then the order desk's run. */
  const publishAndSettle = async () => {
    const today = new Date(t.clock.now().getTime() - 5 * 3_600_000).toISOString().slice(0, 10);
    await publishNav(t.database.db, today, t.clock.now());
    await settleDue(t.app.ctx);
  };
  const invest = async (fund: string, amount: string) => {
    await passFace(rosa.id, 'SUBSCRIPTION');
    const res = await send('/api/subscriptions', rosa.token, {
      fund_code: fund,
      series: '000',
      amount,
      funds_origin: 'SAVINGS',
    });
    expect(res.statusCode).toBe(201);
    const ref = orderSchema.parse(json(res)).reference;
    const paid = await send(`/api/orders/${ref}/transfer-receipt`, rosa.token, {
      operation_number: '1000001',
      receipt: RECEIPT,
    });
    expect(paid.statusCode).toBe(200);
    await publishAndSettle();
  };
  const rescue = async (fund: string, amount: string, account: number) => {
    await passFace(rosa.id, 'RESCUE');
    const res = await send('/api/rescues', rosa.token, {
      fund_code: fund,
      series: '000',
      mode: 'AMOUNT',
      amount,
      bank_account_id: account,
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  /** Business days at 10:00 in Lima, each evening priced and settled. */
  const on = async (iso: string) => {
    t.clock.set(lima(`${iso}T10:00:00`));
    await publishAndSettle();
  };

  beforeAll(async () => {
    t = await createTestServer({ env: { SANDBOX_TRANSFER_DELAY_SECONDS: '0' } });
    t.clock.set(lima('2025-01-15T10:00:00'));
    await seedFunds(t.database.db, t.clock.now(), 1, { publishTime: '19:00' });
    const person = async (email: string, document: string) => {
      const user = await insertUser(t, {
        email,
        name: 'Rosa',
        lastname: 'Huamán Quispe',
        documentType: '01',
        numberDocument: document,
        birthDate: '1985-02-01',
        identityValidatedAt: t.clock.now(),
        riskProfileId: 3,
      });
      await seedCompletedClientData(
        t.database.db,
        email,
        new Date(t.clock.now().getTime() - 864e5),
      );
      return { id: user.id, token: login(email) };
    };
    rosa = await person('eecc.rosa@demo.pe', '41500001');
    other = await person('eecc.otra@demo.pe', '41500002');
    const account = async (bank: string, currency: string, number: string) => {
      const first18 = `${bank}193${number.padStart(12, '0')}`;
      const res = await send('/api/bank-accounts', rosa.token, {
        bank_code: bank,
        currency,
        account_type: 'SAVINGS',
        account_number: number,
        cci: `${first18}${cciCheckDigits(first18)}`,
        holder_declaration: true,
        password: PASSWORD,
      });
      expect(res.statusCode).toBe(201);
      return json<{ id: number }>(res).id;
    };
    const pen = await account('002', 'PEN', '1500001');
    // January: two funds in soles; February: more soles and a fund in dollars; March: rescues.
    await invest('RCPS', '5000.00');
    await invest('BALS', '3000.00');
    await on('2025-02-12');
    await invest('RCPS', '1500.00');
    await invest('RCPD', '800.00');
    await on('2025-03-10');
    await rescue('RCPS', '1200.00', pen);
    await rescue('BALS', '500.00', pen);
    await on('2025-03-11');
    await on('2025-03-14');
    await on('2025-04-08');
  }, 120_000);
  afterAll(() => t?.close());

  /** The ledger, straight from the tables. */
  const ledger = async (fund: string) =>
    t.database.db
      .select({
        date: movements.date,
        cuotas: movements.cuotas,
        amount: movements.amount,
        valorCuota: movements.valorCuota,
        reference: orders.reference,
        fee: orders.fee,
        tax: orders.tax,
        seriesId: movements.seriesId,
      })
      .from(movements)
      .innerJoin(orders, eq(orders.id, movements.orderId))
      .innerJoin(fundSeries, eq(fundSeries.id, movements.seriesId))
      .innerJoin(funds, eq(funds.id, fundSeries.fundId))
      .where(and(eq(movements.userId, rosa.id), eq(funds.code, fund)))
      .orderBy(asc(movements.date), asc(movements.id));
  const navOn = async (seriesId: number, date: string) => {
    const [row] = await t.database.db
      .select({ date: fundNav.date, value: sql<string>`${fundNav.value}::text` })
      .from(fundNav)
      .where(and(eq(fundNav.seriesId, seriesId), lte(fundNav.date, date)))
      .orderBy(desc(fundNav.date))
      .limit(1);
    return row!;
  };
  const sumOf = (rows: { cuotas: string }[]) =>
    rows.reduce((s, r) => s + BigInt(r.cuotas.replace('.', '')), 0n);
  const fixed8 = (n: bigint) => {
    const neg = n < 0n;
    const s = (neg ? -n : n).toString().padStart(9, '0');
    return `${neg ? '-' : ''}${s.slice(0, -8)}.${s.slice(-8)}`;
  };
  /** cuotas × valor cuota, half-even to cents, in integers. */
  const valueOf = (c: string, v: string) => {
    const p = BigInt(c.replace('.', '')) * BigInt(v.replace('.', '')); // 16 decimals
    const unit = 10n ** 14n;
    let cents = p / unit;
    const rest = p % unit;
    if (rest * 2n > unit || (rest * 2n === unit && cents % 2n === 1n)) cents += 1n;
    const s = cents.toString().padStart(3, '0');
    return `${s.slice(0, -2)}.${s.slice(-2)}`;
  };

  it('lists the months in which the customer held a fund, newest first, and none for someone who never did', async () => {
    const res = await get('/api/statements', rosa.token);
    expect(res.statusCode).toBe(200);
    const { periods } = statementPeriodsResponseSchema.parse(json(res));
    expect(periods.map((p) => p.month)).toEqual(['2025-04', '2025-03', '2025-02', '2025-01']);
    expect(
      periods
        .at(-1)!
        .funds.map((f) => f.fund_code)
        .sort(),
    ).toEqual(['BALS', 'RCPS']);
    expect(periods[0]!.funds.map((f) => f.fund_code).sort()).toEqual(['BALS', 'RCPD', 'RCPS']);
    const none = statementPeriodsResponseSchema.parse(
      json(await get('/api/statements', other.token)),
    );
    expect(none.periods).toEqual([]);
  });

  it('a month’s statement of one fund has every figure of the ledger', async () => {
    const res = await get('/api/statements/2025-03/estado-de-cuenta.pdf?fund=RCPS', rosa.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="estado-de-cuenta-2025-03-rcps.pdf"',
    );
    const { text, pages } = await readPdf(res.rawPayload);
    const rows = await ledger('RCPS');
    const before = rows.filter((r) => r.date < '2025-03-01');
    const during = rows.filter((r) => r.date >= '2025-03-01' && r.date <= '2025-03-31');
    expect(before).toHaveLength(2);
    expect(during).toHaveLength(1);
    const opening = fixed8(sumOf(before));
    const closing = fixed8(sumOf([...before, ...during]));
    const openNav = await navOn(rows[0]!.seriesId, '2025-02-28');
    const closeNav = await navOn(rows[0]!.seriesId, '2025-03-31');
    expect(text).toContain('Estado de cuenta');
    expect(text).toContain('Periodo: del 1 de marzo de 2025 al 31 de marzo de 2025');
    expect(text).toContain('Rosa Huamán Quispe');
    expect(text).toContain('DNI 41500001');
    expect(text).toContain('Renta Corto Plazo Soles · Serie A (000) · Soles (S/)');
    expect(text).toContain(
      `Saldo inicial (al ${day(openNav.date)}) ${cuotas(opening)} ${nav(openNav.value, 'PEN')} ${money(valueOf(opening, openNav.value), 'PEN')}`,
    );
    for (const m of during)
      expect(text).toContain(
        `${day(m.date)} Rescate ${m.reference} ${money(m.amount, 'PEN')} ${cuotas(m.cuotas, true)} ${nav(m.valorCuota, 'PEN')}`,
      );
    expect(text).toContain(
      `Saldo final (al ${day(closeNav.date)}) ${cuotas(closing)} ${nav(closeNav.value, 'PEN')} ${money(valueOf(closing, closeNav.value), 'PEN')}`,
    );
    const period = (Number(closeNav.value) / Number(openNav.value) - 1) * 100;
    expect(text).toContain(
      `Del periodo ${period >= 0 ? '+' : '−'}${new Intl.NumberFormat('es-PE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(period))} %`,
    );
    expect(text).toMatch(/En el año [+−][\d.,]+ %/);
    expect(text).toMatch(/Últimos 12 meses (Sin historial|[+−][\d.,]+ %)/);
    // The tax the rescue withheld on its gain, as the ledger recorded it when pricing.
    expect(during[0]!.tax).not.toBeNull();
    expect(text).toContain(
      `Impuesto a la renta retenido en rescates ${money(during[0]!.tax!, 'PEN')}`,
    );
    expect(text).toContain('Las rentabilidades pasadas no garantizan rentabilidades futuras.');
    expect(text).toContain(`Página 1 de ${pages}`);
    expect(text).not.toContain('Balanceado');
  });

  it('the statement of every fund has each fund’s movements, fees charged and both currencies', async () => {
    const res = await get('/api/statements/2025-03/estado-de-cuenta.pdf', rosa.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="estado-de-cuenta-2025-03.pdf"',
    );
    const { text } = await readPdf(res.rawPayload);
    const bals = await ledger('BALS');
    const sold = bals.filter((r) => r.date >= '2025-03-01');
    expect(sold).toHaveLength(1);
    // BALS charges 1.5 % on cuotas held under 180 days.
    expect(Number(sold[0]!.fee)).toBeGreaterThan(0);
    expect(text).toContain(
      `${day(sold[0]!.date)} Rescate ${sold[0]!.reference} ${money(sold[0]!.amount, 'PEN')} ${cuotas(sold[0]!.cuotas, true)} ${nav(sold[0]!.valorCuota, 'PEN')}`,
    );
    expect(text).toContain(
      `Comisión por rescate anticipado cobrada ${money(sold[0]!.fee!, 'PEN')}`,
    );
    const usd = await ledger('RCPD');
    const held = fixed8(sumOf(usd));
    const close = await navOn(usd[0]!.seriesId, '2025-03-31');
    expect(text).toContain('Sin movimientos en el periodo.');
    expect(text).toContain(
      `Saldo final (al ${day(close.date)}) ${cuotas(held)} ${nav(close.value, 'USD')} ${money(valueOf(held, close.value), 'USD')}`,
    );
    for (const name of [
      'Renta Corto Plazo Soles · Serie A',
      'Balanceado Soles · Serie A',
      'Renta Corto Plazo Dólares · Serie A (000) · Dólares (US$)',
    ])
      expect(text).toContain(name);
  });

  it('refuses a month or fund the customer did not hold, and bad parameters, with catalogued codes', async () => {
    expectError(
      await get('/api/statements/2024-12/estado-de-cuenta.pdf', rosa.token),
      422,
      'STATEMENT_PERIOD_NOT_HELD',
      'No holding in the period',
    );
    expectError(
      await get('/api/statements/2025-01/estado-de-cuenta.pdf?fund=RCPD', rosa.token),
      422,
      'STATEMENT_PERIOD_NOT_HELD',
      'No holding in the period',
    );
    expectError(
      await get('/api/statements/2025-05/estado-de-cuenta.pdf', rosa.token),
      422,
      'STATEMENT_PERIOD_NOT_HELD',
      'No holding in the period',
    );
    for (const url of [
      '/api/statements/2025-13/estado-de-cuenta.pdf',
      '/api/statements/marzo/estado-de-cuenta.pdf',
      '/api/statements/2025-03/estado-de-cuenta.pdf?fund=rc%20ps',
      '/api/holdings/RCPS/002/certificado.pdf',
      '/api/holdings/RCPS/000/certificado.pdf?date=2025-02-30',
    ])
      expectError(await get(url, rosa.token), 400, 'VALIDATION_ERROR', 'Validation error');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/statements' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('another customer reaches neither the statements nor the certificates of this one', async () => {
    expectError(
      await get('/api/statements/2025-03/estado-de-cuenta.pdf?fund=RCPS', other.token),
      404,
      'NOT_FOUND',
      'Not found',
    );
    expectError(
      await get('/api/statements/2025-03/estado-de-cuenta.pdf', other.token),
      422,
      'STATEMENT_PERIOD_NOT_HELD',
      'No holding in the period',
    );
    expectError(
      await get('/api/holdings/RCPS/000/certificado.pdf', other.token),
      404,
      'NOT_FOUND',
      'Not found',
    );
    const docs = heldFundDocumentsResponseSchema.parse(
      json(await get('/api/holdings/documents', other.token)),
    );
    expect(docs.funds).toEqual([]);
  });

  it('prints a valor cuota with its 8 decimals even when it ends in zeros', async () => {
    const [series] = await ledger('RCPS');
    const close = await navOn(series!.seriesId, '2025-03-31');
    const where = and(eq(fundNav.seriesId, series!.seriesId), eq(fundNav.date, close.date));
    await t.database.db.update(fundNav).set({ value: '124.50940900' }).where(where);
    try {
      const statement = await readPdf(
        (await get('/api/statements/2025-03/estado-de-cuenta.pdf?fund=RCPS', rosa.token))
          .rawPayload,
      );
      expect(statement.text).toContain(`Saldo final (al ${day(close.date)})`);
      expect(statement.text).toContain('S/ 124.50940900');
      expect(statement.text).not.toMatch(/S\/ 124\.509409(?!00)/);
      const certificate = await readPdf(
        (await get(`/api/holdings/RCPS/000/certificado.pdf?date=${close.date}`, rosa.token))
          .rawPayload,
      );
      expect(certificate.text).toContain(`Valor cuota (al ${day(close.date)}) S/ 124.50940900`);
      // Money has 2 decimals; every valor cuota of the statement, not only this one, has 8.
      const navs = [...statement.text.matchAll(/S\/ [\d,]+\.(\d{3,})/g)].map((m) => m[1]);
      expect(navs.length).toBeGreaterThanOrEqual(3);
      for (const decimals of navs) expect(decimals).toHaveLength(8);
    } finally {
      await t.database.db.update(fundNav).set({ value: close.value }).where(where);
    }
  });

  it('a participation certificate has the cuotas of the ledger at the date and their value', async () => {
    const res = await get('/api/holdings/BALS/000/certificado.pdf?date=2025-03-05', rosa.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="certificado-de-participacion-bals-000-2025-03-05.pdf"',
    );
    const { text } = await readPdf(res.rawPayload);
    const rows = (await ledger('BALS')).filter((r) => r.date <= '2025-03-05');
    const held = fixed8(sumOf(rows));
    const v = await navOn(rows[0]!.seriesId, '2025-03-05');
    expect(text).toContain('Certificado de participación');
    expect(text).toContain('Fecha del certificado 5 de marzo de 2025');
    expect(text).toContain(`Cuotas ${cuotas(held)}`);
    expect(text).toContain(`Valor cuota (al ${day(v.date)}) ${nav(v.value, 'PEN')}`);
    expect(text).toContain(`Valor de las cuotas ${money(valueOf(held, v.value), 'PEN')}`);

    // Today by default, after the rescue.
    const now = await readPdf(
      (await get('/api/holdings/BALS/000/certificado.pdf', rosa.token)).rawPayload,
    );
    expect(now.text).toContain(`Cuotas ${cuotas(fixed8(sumOf(await ledger('BALS'))))}`);
    expect(now.text).toContain('Fecha del certificado 8 de abril de 2025');

    expectError(
      await get('/api/holdings/BALS/000/certificado.pdf?date=2025-04-09', rosa.token),
      422,
      'CERTIFICATE_DATE_OUT_OF_RANGE',
      'Certificate date out of range',
    );
    expectError(
      await get('/api/holdings/RCPD/000/certificado.pdf?date=2025-01-20', rosa.token),
      422,
      'CERTIFICATE_NOT_HELD',
      'No cuotas held at the date',
    );
    expectError(
      await get('/api/holdings/RMPS/000/certificado.pdf', rosa.token),
      404,
      'NOT_FOUND',
      'Not found',
    );
  });

  it('by property: any month, fund or date of a holder answers a PDF or a catalogued refusal, never a 500', async () => {
    const month = fc
      .tuple(fc.integer({ min: 2023, max: 2026 }), fc.integer({ min: 1, max: 12 }))
      .map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`);
    const fund = fc.constantFrom(undefined, 'RCPS', 'BALS', 'RCPD', 'RMPS', 'ZZZZ');
    const date = fc.option(
      fc.date({ min: new Date('2024-01-01'), max: new Date('2025-06-30'), noInvalidDate: true }),
      { nil: undefined },
    );
    await fc.assert(
      fc.asyncProperty(month, fund, date, async (m, f, d) => {
        const statement = await get(
          `/api/statements/${m}/estado-de-cuenta.pdf${f ? `?fund=${f}` : ''}`,
          rosa.token,
        );
        expect([200, 404, 422]).toContain(statement.statusCode);
        if (statement.statusCode === 200)
          expect(statement.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        else
          expect(json(statement).code).toBe(
            f === 'RMPS' || f === 'ZZZZ' ? 'NOT_FOUND' : 'STATEMENT_PERIOD_NOT_HELD',
          );
        const at = d ? `?date=${d.toISOString().slice(0, 10)}` : '';
        const cert = await get(`/api/holdings/${f ?? 'RCPS'}/000/certificado.pdf${at}`, rosa.token);
        expect([200, 404, 422]).toContain(cert.statusCode);
        if (cert.statusCode !== 200)
          expect(['NOT_FOUND', 'CERTIFICATE_DATE_OUT_OF_RANGE', 'CERTIFICATE_NOT_HELD']).toContain(
            json(cert).code,
          );
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('lists the funds held with their series, cuotas and documents, each document served', async () => {
    const docs = heldFundDocumentsResponseSchema.parse(
      json(await get('/api/holdings/documents', rosa.token)),
    );
    expect(docs.today).toBe('2025-04-08');
    expect(docs.funds.map((f) => f.fund_code).sort()).toEqual(['BALS', 'RCPD', 'RCPS']);
    const rcps = docs.funds.find((f) => f.fund_code === 'RCPS')!;
    expect(rcps.series).toEqual([
      { series: '000', series_name: 'Serie A', cuotas: fixed8(sumOf(await ledger('RCPS'))) },
    ]);
    expect(rcps.documents.map((d) => d.kind).sort()).toEqual([
      'FACT_SHEET',
      'PROSPECTO',
      'REGLAMENTO',
    ]);
    for (const d of rcps.documents) {
      const res = await t.app.inject({ method: 'GET', url: d.url });
      expect(res.statusCode, d.url).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
  });
});
