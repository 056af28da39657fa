import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FundHistory, FundList } from '@saf/contract';
import { fundNav, funds } from '../../src/db/schema';
import { seedFunds } from '../../src/seeds/funds';
import { addDays } from '../../src/lib/dates';
import {
  bearer,
  createTestServer,
  insertUser,
  json,
  loginToken,
  type TestServer,
} from '../helpers';
import { countQueries } from '../perf/query-counter';

// The fund list and a fund's history are the same for every customer: an instance keeps them
// (ctx.fundsCache) until the catalogue changes, and any change (a valor cuota published, a fund
// edited) shows on the next call.
describe('the fund catalogue kept by the instance', () => {
  let t: TestServer;
  let token = '';
  beforeAll(async () => {
    t = await createTestServer();
    await insertUser(t, { email: 'cache@demo.pe', name: 'Rosa' });
    await seedFunds(t.database.db, t.clock.now(), 1);
    token = await loginToken(t.app, 'cache@demo.pe');
  });
  afterAll(() => t.close());

  const get = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return json<T>(res);
  };
  const rcps = (list: FundList) => list.funds.find((f) => f.code === 'RCPS')!;

  it('answers again without the database, and the same', async () => {
    const list = await get<FundList>('/api/funds');
    const history = await get<FundHistory>('/api/funds/RCPS/history?range=1Y');
    const counter = countQueries(t.database);
    expect(await counter.run(() => get<FundList>('/api/funds'))).toEqual(list);
    expect(await counter.run(() => get<FundHistory>('/api/funds/RCPS/history?range=1Y'))).toEqual(
      history,
    );
    // The session is kept too (authenticated GETs): nothing at all was asked of the database.
    expect(counter.log).toEqual([]);
  });

  it('shows a new valor cuota and an edited fund on the next call', async () => {
    const before = rcps(await get<FundList>('/api/funds'));
    const history = await get<FundHistory>('/api/funds/RCPS/history?range=1Y');
    // The next day's value of RCPS's series A (the list's).
    const next = addDays(before.nav!.date, 1);
    const seriesA = (
      await t.database.db.execute<{ id: number }>(
        `SELECT s.id FROM fund_series s JOIN funds f ON f.id = s.fund_id WHERE f.code = 'RCPS' AND s.code = '000'`,
      )
    ).rows[0]!.id;
    await t.database.db
      .insert(fundNav)
      .values({ seriesId: seriesA, date: next, value: '1.23456789', publishedAt: t.clock.now() });
    // On PostgreSQL the notification reaches the listener a moment after the commit: the next
    // calls show the change as soon as it has arrived.
    await vi.waitFor(
      async () => {
        const after = rcps(await get<FundList>('/api/funds'));
        expect(after.nav).toEqual({ date: next, value: '1.23456789' });
        const moved = await get<FundHistory>('/api/funds/RCPS/history?range=1Y');
        expect(moved.to).toBe(next);
        expect(moved.to).not.toBe(history.to);
      },
      { timeout: 5000, interval: 20 },
    );

    await t.database.db
      .update(funds)
      .set({ name: 'Renta Corto Plazo Soles II' })
      .where(eq(funds.code, 'RCPS'));
    await vi.waitFor(
      async () =>
        expect(rcps(await get<FundList>('/api/funds')).name).toBe('Renta Corto Plazo Soles II'),
      { timeout: 5000, interval: 20 },
    );
  });
});
