import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFunds } from '../../src/seeds/funds';
import { fundNav, fundSeries, funds, holidays } from '../../src/db/schema';
import { CATALOGUE } from '../../src/modules/funds/catalogue';
import { navSeries } from '../../src/adapters/core-system/nav-series';
import { publishNav } from '../../src/modules/funds/publish';
import { freshDatabase, type TestDatabase } from '../helpers';

// Noon in Lima, Monday 23 November 2026; one year of history keeps the test quick.
const NOW = new Date('2026-11-23T17:00:00Z');

describe('the fund catalogue and its valor cuota, stored', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase();
  });
  afterAll(async () => {
    await t.drop();
  });

  const navOf = async (code: string, seriesCode: string) => {
    const db = t.database.db;
    return db
      .select({ date: fundNav.date, value: sql<string>`${fundNav.value}::text` })
      .from(fundNav)
      .innerJoin(fundSeries, eq(fundSeries.id, fundNav.seriesId))
      .innerJoin(funds, eq(funds.id, fundSeries.fundId))
      .where(and(eq(funds.code, code), eq(fundSeries.code, seriesCode)))
      .orderBy(asc(fundNav.date));
  };

  it('seeds every fund with series A and B and every day since the start, in both currencies', async () => {
    const db = t.database.db;
    const published = await seedFunds(db, NOW, 1);
    const stored = await db.select().from(funds).orderBy(asc(funds.code));
    expect(stored.map((f) => f.code).sort()).toEqual(CATALOGUE.map((f) => f.code).sort());
    expect(new Set(stored.map((f) => f.currency))).toEqual(new Set(['PEN', 'USD']));
    expect(stored.find((f) => f.code === 'ACCP')).toMatchObject({
      type: 'EQUITY',
      riskLevel: 5,
      cutoffTime: '16:00',
      unifiedFeePct: '3.0000',
    });
    const series = await db.select().from(fundSeries);
    expect(series).toHaveLength(CATALOGUE.length * 2);
    expect(series.find((s) => s.code === '000')).toMatchObject({ name: 'Serie A' });

    // 23 Nov 2025 to 23 Nov 2026, both ends included: 366 values per series.
    const nav = await navOf('RCPS', '000');
    expect(nav).toHaveLength(366);
    expect(nav[0]).toEqual({ date: '2025-11-23', value: '100.00000000' });
    expect(nav.at(-1)!.date).toBe('2026-11-23');
    expect(published).toBe(CATALOGUE.length * 2 * 365);
    // The stored values are the generator's, to the last of their 8 decimals.
    expect(nav).toEqual(
      navSeries({
        seed: 'RCPS',
        type: 'SHORT_TERM_DEBT',
        from: '2025-11-23',
        days: 366,
        startValue: '100',
      }),
    );
    // Both series hold the same portfolio.
    expect(await navOf('RCPS', '001')).toEqual(nav);

    const fiestasPatrias = await db
      .select()
      .from(holidays)
      .where(sql`${holidays.date} in ('2026-07-28', '2026-07-29')`);
    expect(fiestasPatrias).toHaveLength(2);
  });

  it('publishes nothing twice, and catches up every missing day after a pause', async () => {
    const db = t.database.db;
    expect(await seedFunds(db, NOW, 1)).toBe(0);
    const before = await navOf('BALS', '000');
    // Three days later (the API was stopped meanwhile): three new values per series.
    expect(await publishNav(db, '2026-11-26', new Date('2026-11-26T22:00:00Z'))).toBe(
      CATALOGUE.length * 2 * 3,
    );
    const after = await navOf('BALS', '000');
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.map((p) => p.date).slice(-3)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
    expect(after).toEqual(
      navSeries({ seed: 'BALS', type: 'MIXED', from: '2025-11-23', days: 369, startValue: '100' }),
    );
    // Two runs at once (two instances): each day is stored once.
    const twice = await Promise.all([
      publishNav(db, '2026-11-28', NOW),
      publishNav(db, '2026-11-28', NOW),
    ]);
    expect(twice[0] + twice[1]).toBe(CATALOGUE.length * 2 * 2);
    expect(await navOf('BALS', '000')).toHaveLength(371);
  });
});
