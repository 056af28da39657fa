import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movementsResponseSchema, portfolioResponseSchema } from '@saf/contract';
import { seed, DEMO_PASSWORD } from '../../src/seeds/demo';
import { seedFunds } from '../../src/seeds/funds';
import { DEMO_HISTORY, seedDemoHistory } from '../../src/seeds/history';
import { bearer, createTestServer, json, loginToken, type TestServer } from '../helpers';

describe('the demo customer’s year of orders', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await createTestServer();
    // Tuesday 18 November 2025, 11:00 in Lima.
    t.clock.set(new Date('2025-11-18T11:00:00-05:00'));
    await seed(t.database.db, t.clock.now());
    await seedFunds(t.database.db, t.clock.now(), 1, { publishTime: '19:00' });
    expect(await seedDemoHistory(t.database.db, t.config, t.clock.now())).toBe(
      DEMO_HISTORY.steps.length,
    );
    token = await loginToken(t.app, 'cliente@demo.pe', DEMO_PASSWORD);
  });
  afterAll(() => t.close());

  it('is made of real orders: settled in both currencies, one rejected, one pending', async () => {
    const list = movementsResponseSchema.parse(
      json(
        await t.app.inject({
          method: 'GET',
          url: '/api/movements?limit=50',
          headers: bearer(token),
        }),
      ),
    ).items;
    expect(list).toHaveLength(7);
    expect(list.filter((o) => o.process_status === 'APPROVED')).toHaveLength(5);
    expect(list.filter((o) => o.payment_status === 'REJECTED')).toHaveLength(1);
    const pending = list.filter((o) => o.process_status === 'PENDING');
    expect(pending).toHaveLength(1);
    expect(pending[0]!.trade_date).toBe('2025-11-18');
    for (const o of list.filter((x) => x.process_status === 'APPROVED')) {
      expect(o.cuotas).toMatch(/^\d+\.\d{8}$/);
      expect(o.events.at(-1)?.kind).toBe('SETTLED');
    }
    const folio = portfolioResponseSchema.parse(
      json(await t.app.inject({ method: 'GET', url: '/api/portfolio', headers: bearer(token) })),
    );
    expect(folio.holdings.map((h) => h.fund_code)).toEqual(['RCPS', 'BALS', 'RCPD']);
    expect(folio.totals.map((x) => [x.currency, x.invested])).toEqual([
      ['PEN', '9500.00'],
      ['USD', '1500.00'],
    ]);
    expect(folio.pending.map((o) => o.fund_code)).toEqual(['RMPS']);
  });

  it('is seeded once', async () => {
    expect(await seedDemoHistory(t.database.db, t.config, t.clock.now())).toBe(0);
  });
});
