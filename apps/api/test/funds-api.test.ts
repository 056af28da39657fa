import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, fundListResponseSchema, type FundList } from '@saf/contract';
import { seedFunds } from '../src/db/seed-funds';
import { CATALOGUE } from '../src/modules/funds/catalogue';
import { navSeries } from '../src/modules/funds/nav-series';
import { periodReturns } from '../src/modules/funds/returns';
import {
  bearer,
  createTestServer,
  expectError,
  insertUser,
  json,
  loginToken,
  type TestServer,
} from './helpers';

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
});
