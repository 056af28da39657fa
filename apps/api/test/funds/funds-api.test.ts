import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS,
  fundHistoryResponseSchema,
  fundListResponseSchema,
  type FundHistory,
  type FundList,
} from '@saf/contract';
import { seedFunds } from '../../src/seeds/funds';
import { CATALOGUE } from '../../src/modules/funds/catalogue';
import { navSeries } from '../../src/adapters/core-system/nav-series';
import { downsample } from '../../src/modules/funds/downsample';
import { periodReturns, type NavPoint } from '../../src/modules/funds/returns';
import {
  bearer,
  createTestServer,
  expectError,
  insertUser,
  json,
  loginToken,
  type TestServer,
} from '../helpers';

describe('GET /api/funds', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
    await insertUser(t, { email: 'fondos@demo.pe', name: 'Rosa' });
    // Two years and a bit of valor cuota up to the test clock's day (Lima).
    await seedFunds(t.database.db, t.clock.now(), 2);
  });
  afterAll(() => t.close());

  it('lists every fund with its latest valor cuota, returns, minimums, cut-off and fees', async () => {
    const token = await loginToken(t.app, 'fondos@demo.pe');
    const res = await t.app.inject({ method: 'GET', url: '/api/funds', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    const body = fundListResponseSchema.parse(json<FundList>(res));
    expect(body.funds.map((f) => f.code).sort()).toEqual(CATALOGUE.map((f) => f.code).sort());
    // Lowest risk first.
    const levels = body.funds.map((f) => f.risk_level);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));

    const equity = body.funds.find((f) => f.code === 'ACCP')!;
    expect(equity).toMatchObject({
      name: 'Acciones Perú',
      type: 'EQUITY',
      currency: 'PEN',
      risk_level: 5,
      profiles: ['agresivo'],
      cutoff_time: '16:00',
      rescue_settlement_days: 4,
      unified_fee_pct: '3.0000',
      igv_pct: '18.00',
      early_rescue_fee_pct: '2.0000',
      early_rescue_min_days: 360,
    });
    expect(equity.series).toEqual([
      {
        code: '000',
        name: 'Serie A',
        min_initial: '500.00',
        min_additional: '100.00',
        min_rescue: '100.00',
        min_balance: '100.00',
      },
      {
        code: '001',
        name: 'Serie B',
        min_initial: '50000.00',
        min_additional: '5000.00',
        min_rescue: '5000.00',
        min_balance: '10000.00',
      },
    ]);

    // The same figures as the whole stored history gives: the few rows read are the right ones.
    const start = equity.nav!.date.replace(/^(\d{4})/, (y) => String(Number(y) - 2));
    const days = Math.round((Date.parse(equity.nav!.date) - Date.parse(start)) / 86_400_000) + 1;
    const full = navSeries({ seed: 'ACCP', type: 'EQUITY', from: start, days, startValue: '100' });
    expect(equity.nav).toEqual(full.at(-1));
    expect(equity.returns).toEqual(periodReturns(full));
    expect(equity.returns['1Y']).not.toBeNull();
    expect(equity.returns['3Y']).toBeNull(); // two years of history
  });

  it('answers UNAUTHORIZED without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/funds' });
    expectError(res, 401, 'UNAUTHORIZED', ERRORS.UNAUTHORIZED.message);
  });

  describe('GET /api/funds/:code/history', () => {
    const history = async (query: string, code = 'BALS') => {
      const token = await loginToken(t.app, 'fondos@demo.pe');
      return t.app.inject({
        method: 'GET',
        url: `/api/funds/${code}/history${query}`,
        headers: bearer(token),
      });
    };

    it('gives every day of a short range, ending on the last published day', async () => {
      const res = await history('?range=1M');
      expect(res.statusCode, res.body).toBe(200);
      const body = fundHistoryResponseSchema.parse(json<FundHistory>(res));
      expect(body.downsampled).toBe(false);
      expect(body.points.length).toBe(body.total_points);
      expect(body.points.length).toBeGreaterThanOrEqual(29);
      expect(body.points.length).toBeLessThanOrEqual(32);
      const dates = body.points.map((p) => p.date);
      expect(dates).toEqual([...dates].sort());
      expect(body.to).toBe(dates.at(-1));
    });

    it('downsamples two years to at most 400 points, keeping the first and last day exact', async () => {
      const all = fundHistoryResponseSchema.parse(json<FundHistory>(await history('?range=5Y')));
      expect(all.total_points).toBeGreaterThan(700);
      expect(all.downsampled).toBe(true);
      expect(all.points.length).toBeLessThanOrEqual(400);
      const first = json<FundHistory>(await history(`?from=${all.from}&to=${all.from}`));
      const last = json<FundHistory>(await history(`?from=${all.to}&to=${all.to}`));
      expect(all.points[0]).toEqual(first.points[0]);
      expect(all.points.at(-1)).toEqual(last.points[0]);
    });

    it('takes two dates, and answers an unknown fund or a reversed range with a catalogued error', async () => {
      const month = json<FundHistory>(await history('?range=1M'));
      const [from, to] = [month.points[0]!.date, month.points[9]!.date];
      const body = json<FundHistory>(await history(`?from=${from}&to=${to}`));
      expect(body.points).toEqual(month.points.slice(0, 10));
      expect([body.from, body.to, body.total_points]).toEqual([from, to, 10]);
      expectError(await history('', 'NOPE'), 404, 'NOT_FOUND', ERRORS.NOT_FOUND.message);
      expectError(
        await history('?from=2026-02-01&to=2026-01-01'),
        400,
        'VALIDATION_ERROR',
        ERRORS.VALIDATION_ERROR.message,
      );
      expectError(
        await history('?range=2W'),
        400,
        'VALIDATION_ERROR',
        ERRORS.VALIDATION_ERROR.message,
      );
    });
  });
});

describe('downsampling a history for a chart', () => {
  const series = (n: number): NavPoint[] =>
    Array.from({ length: n }, (_, i) => ({
      date: `d${String(i).padStart(5, '0')}`,
      value: (100 + Math.sin(i / 20) * 5 + (i === 500 ? 40 : 0)).toFixed(8),
    }));

  it('leaves a short history as it is', () => {
    const short = series(400);
    expect(downsample(short, 400)).toEqual(short);
  });

  it('keeps at most the limit, the first and last points, only original points, in order, and a lone peak', () => {
    const long = series(1827);
    const kept = downsample(long, 400);
    expect(kept).toHaveLength(400);
    expect(kept[0]).toBe(long[0]);
    expect(kept.at(-1)).toBe(long.at(-1));
    for (const p of kept) expect(long).toContain(p);
    const dates = kept.map((p) => p.date);
    expect(dates).toEqual([...dates].sort());
    expect(kept).toContain(long[500]);
  });
});
