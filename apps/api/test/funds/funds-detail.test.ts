import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { and, asc, eq } from 'drizzle-orm';
import {
  ERRORS,
  fundDetailResponseSchema,
  fundSimulationResponseSchema,
  recommendedFundsResponseSchema,
  type FundDetail,
} from '@saf/contract';
import { seedFunds } from '../../src/seeds/funds';
import { fundNav, fundSeries, funds, positions } from '../../src/db/schema';
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

describe('fund detail, simulation and recommended funds', () => {
  let t: TestServer;
  let moderado: string;
  let newcomer: string;
  beforeAll(async () => {
    t = await createTestServer();
    // Wednesday 15 January 2025, 10:00 in Lima: a business day before every fund's cut-off.
    t.clock.set(lima('2025-01-15T10:00:00'));
    const holder = await insertUser(t, { email: 'saldo@demo.pe', name: 'Inés', riskProfileId: 2 });
    await insertUser(t, { email: 'nuevo@demo.pe', name: 'Hugo' });
    await seedFunds(t.database.db, t.clock.now(), 2);
    const [rcps] = await t.database.db
      .select({ id: fundSeries.id })
      .from(fundSeries)
      .innerJoin(funds, eq(funds.id, fundSeries.fundId))
      .where(and(eq(funds.code, 'RCPS'), eq(fundSeries.code, '000')));
    await t.database.db.insert(positions).values({
      userId: holder.id,
      seriesId: rcps!.id,
      cuotas: '1234.56789012',
      updatedAt: t.clock.now(),
    });
    moderado = await loginToken(t.app, 'saldo@demo.pe');
    newcomer = await loginToken(t.app, 'nuevo@demo.pe');
  });
  afterAll(() => t.close());

  const get = async (url: string, token = moderado) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const navOf = async (code: string) =>
    t.database.db
      .select({ date: fundNav.date, value: fundNav.value })
      .from(fundNav)
      .innerJoin(fundSeries, eq(fundSeries.id, fundNav.seriesId))
      .innerJoin(funds, eq(funds.id, fundSeries.fundId))
      .where(and(eq(funds.code, code), eq(fundSeries.code, '000')))
      .orderBy(asc(fundNav.date));

  it('gives a fund with its composition, documents, order window, balance and suitability', async () => {
    const res = await get('/api/funds/RCPS');
    expect(res.statusCode, res.body).toBe(200);
    const body: FundDetail = fundDetailResponseSchema.parse(json(res));
    expect(body.fund).toMatchObject({
      code: 'RCPS',
      name: 'Renta Corto Plazo Soles',
      cutoff_time: '13:00',
    });
    expect(body.composition.asset_classes[0]).toEqual({ name: 'Depósitos a plazo', pct: '62.40' });
    expect(body.composition.holdings).toHaveLength(5);
    const stored = await navOf('RCPS');
    expect(body.history).toEqual({ first: stored[0]!.date, last: stored.at(-1)!.date });
    expect(body.documents.map((d) => d.kind)).toEqual(['PROSPECTO', 'REGLAMENTO', 'FACT_SHEET']);
    // Before the 13:00 cut-off of a business day: the order gets today's valor cuota.
    expect(body.order_window).toEqual({
      server_time: '2025-01-15T15:00:00.000Z',
      cutoff_at: '2025-01-15T18:00:00.000Z',
      order_day: '2025-01-15',
      cutoff_state: 'BEFORE_CUTOFF',
    });
    const last = (await navOf('RCPS')).at(-1)!;
    expect(body.balance).toEqual([
      {
        series: '000',
        cuotas: '1234.56789012',
        amount: new Decimal('1234.56789012')
          .times(last.value)
          .toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN)
          .toFixed(2),
        nav_date: last.date,
        nav_value: last.value,
      },
    ]);
    expect(body.suitability).toEqual({ profile: 'moderado', suitable: true });
  });

  it('moves the order to the next business day after the cut-off, over a weekend', async () => {
    // Friday 17 January 2025, 13:00 sharp in Lima: late; Saturday and Sunday are not business days.
    t.clock.set(lima('2025-01-17T13:00:00'));
    try {
      const token = await loginToken(t.app, 'saldo@demo.pe');
      const body = fundDetailResponseSchema.parse(json(await get('/api/funds/RCPS', token)));
      expect(body.order_window).toMatchObject({
        cutoff_at: null,
        order_day: '2025-01-20',
        cutoff_state: 'AFTER_CUTOFF',
      });
      // Saturday 18 January at 02:46: before 13:00, yet there is no cut-off that day.
      t.clock.set(lima('2025-01-18T02:46:00'));
      const later = await loginToken(t.app, 'saldo@demo.pe');
      const saturday = fundDetailResponseSchema.parse(json(await get('/api/funds/RCPS', later)));
      expect(saturday.order_window).toMatchObject({
        cutoff_at: null,
        order_day: '2025-01-20',
        cutoff_state: 'NOT_BUSINESS_DAY',
      });
    } finally {
      t.clock.set(lima('2025-01-15T10:00:00'));
    }
  });

  it('tells a fund above the profile, no balance when none is held, and nothing before the test', async () => {
    const equity = fundDetailResponseSchema.parse(json(await get('/api/funds/ACCP')));
    expect(equity.suitability).toEqual({ profile: 'moderado', suitable: false });
    expect(equity.balance).toEqual([]);
    const fresh = fundDetailResponseSchema.parse(json(await get('/api/funds/ACCP', newcomer)));
    expect(fresh.suitability).toEqual({ profile: null, suitable: null });
  });

  it('answers NOT_FOUND for an unknown fund', async () => {
    expectError(await get('/api/funds/NOPE'), 404, 'NOT_FOUND', ERRORS.NOT_FOUND.message);
  });

  it('simulates an investment from the stored history, in decimals', async () => {
    const history = await navOf('BALS');
    const from = '2024-03-01';
    const start = history.find((p) => p.date >= from)!;
    const end = history.at(-1)!;
    const res = await get(`/api/funds/BALS/simulation?amount=1000&from=${from}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = fundSimulationResponseSchema.parse(json(res));
    const cuotas = new Decimal('1000').div(start.value).toDecimalPlaces(8, Decimal.ROUND_HALF_EVEN);
    const endAmount = cuotas.times(end.value).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN);
    expect(body).toEqual({
      code: 'BALS',
      currency: 'PEN',
      amount: '1000.00',
      start_date: start.date,
      start_value: start.value,
      cuotas: cuotas.toFixed(8),
      end_date: end.date,
      end_value: end.value,
      end_amount: endAmount.toFixed(2),
      gain: endAmount.minus(1000).toFixed(2),
      return: endAmount.div(1000).minus(1).toFixed(8),
    });
  });

  it('refuses a start outside the history with its bounds, and a bad amount', async () => {
    const history = await navOf('RCPS');
    const before = await get(`/api/funds/RCPS/simulation?amount=1000&from=2010-01-01`);
    expectError(
      before,
      400,
      'SIMULATION_DATE_OUT_OF_RANGE',
      ERRORS.SIMULATION_DATE_OUT_OF_RANGE.message,
    );
    expect(json<{ meta: Record<string, string> }>(before).meta).toEqual({
      min: history[0]!.date,
      max: history.at(-2)!.date,
    });
    const today = await get(`/api/funds/RCPS/simulation?amount=1000&from=${history.at(-1)!.date}`);
    expect(json(today)).toMatchObject({ code: 'SIMULATION_DATE_OUT_OF_RANGE' });
    for (const amount of ['0', '-5', '12.345', 'mil'])
      expect(
        json(await get(`/api/funds/RCPS/simulation?amount=${amount}&from=2024-03-01`)),
      ).toMatchObject({
        code: 'VALIDATION_ERROR',
      });
    expectError(
      await get('/api/funds/NOPE/simulation?amount=1000&from=2024-03-01'),
      404,
      'NOT_FOUND',
      ERRORS.NOT_FOUND.message,
    );
  });

  it('orders the funds for the profile: those that suit it first, each with why', async () => {
    const body = recommendedFundsResponseSchema.parse(json(await get('/api/funds/recommended')));
    expect(body.profile).toBe('moderado');
    const suitable = body.funds.filter((f) => f.suitable);
    const others = body.funds.filter((f) => !f.suitable);
    expect(body.funds).toEqual([...suitable, ...others]);
    expect(suitable.every((f) => f.fund.risk_level <= 3)).toBe(true);
    expect(others.every((f) => f.fund.risk_level > 3)).toBe(true);
    expect(others.length).toBeGreaterThan(0);
    // The closest fit (the riskiest the profile reaches) comes first.
    expect(suitable[0]!.fund.risk_level).toBe(3);
    expect(suitable[0]!.reason).toMatch(
      /^Riesgo 3 de 5, dentro de lo que acepta tu perfil moderado\./,
    );
    expect(others[0]!.reason).toContain('mayor al que acepta tu perfil moderado (hasta 3)');

    const fresh = recommendedFundsResponseSchema.parse(
      json(await get('/api/funds/recommended', newcomer)),
    );
    expect(fresh.profile).toBeNull();
    expect(
      fresh.funds.every((f) => !f.suitable && f.reason.includes('test del inversionista')),
    ).toBe(true);
  });
});

describe('GET /api/funds/:code/documents/:file', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
    await seedFunds(t.database.db, t.clock.now(), 1);
  });
  afterAll(() => t.close());

  it.each([
    ['ficha-del-fondo.pdf', 'Ficha del fondo', 'Composición de la cartera'],
    ['prospecto-simplificado.pdf', 'Prospecto simplificado', 'Suscripciones y rescates'],
    [
      'reglamento-de-participacion.pdf',
      'Reglamento de participación',
      'Artículo 3. Del valor cuota',
    ],
  ])('serves %s as a PDF made from the fund’s data, to anyone', async (file, title, section) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/funds/ACCP/documents/${file}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="accp-${file}"`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(title);
    expect(text).toContain('Acciones Perú');
    expect(text).toContain(section);
    // From the fund's data: its cut-off, its fee and its minimums.
    expect(text).toContain('16:00');
    expect(text).toMatch(/3[.,]00 % anual más IGV/);
    expect(text).toContain('S/ 50,000.00');
    expect(text).toContain('Las rentabilidades pasadas no garantizan rentabilidades futuras.');
    expect(text).toMatch(/Página 1 de \d/);
  });

  it('answers NOT_FOUND for an unknown fund and VALIDATION_ERROR for an unknown document', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/funds/NOPE/documents/ficha-del-fondo.pdf',
    });
    expectError(missing, 404, 'NOT_FOUND', ERRORS.NOT_FOUND.message);
    const other = await t.app.inject({ method: 'GET', url: '/api/funds/ACCP/documents/otro.pdf' });
    expect(json(other)).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('points every fund’s documents at these addresses', async () => {
    const rows = await t.database.db
      .select({ code: funds.code, documents: funds.documents })
      .from(funds);
    for (const row of rows)
      expect(row.documents.map((d) => d.url)).toEqual([
        `/api/funds/${row.code}/documents/prospecto-simplificado.pdf`,
        `/api/funds/${row.code}/documents/reglamento-de-participacion.pdf`,
        `/api/funds/${row.code}/documents/ficha-del-fondo.pdf`,
      ]);
  });
});
