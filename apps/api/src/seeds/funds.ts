import type { Db } from '../db/client';
import { fundNav, fundSeries, funds, holidays } from '../db/schema';
import { CATALOGUE } from '../modules/funds/catalogue';
import { minusMonths } from '../lib/dates';
import { peruHolidays } from '../lib/holidays';
import { lastClosedDay, limaDate } from '../lib/lima';
import { publishNav } from '../modules/funds/publish';
import { cciFor } from '@saf/contract';
import { collectorAccounts } from '../db/schema';

/**
 * The demo fund catalogue: Peru's holidays around today, every fund of the catalogue with its
 * series A and B (funds already there, by code, are left alone, so edits survive), each series'
 * first valor cuota `years` back, and every day since published. Answers how many values were
 * published.
 *
 * With `publishTime` (NAV_PUBLISH_TIME, Lima `HH:mm`) it publishes up to the last closed day,
 * as the publication job would (today only from that time on); without it, up to today (tests
 * that pin the clock and expect the day's value).
 */
export async function seedFunds(
  db: Db,
  now = new Date(),
  years = 5,
  options: {
    publishTime?: string;
    /** History length in months instead of `years` (small slices for tests). */
    months?: number;
  } = {},
): Promise<number> {
  const today = limaDate(now);
  const year = Number(today.slice(0, 4));
  const days = [];
  for (let y = year - years - 1; y <= year + 1; y += 1) days.push(...peruHolidays(y));
  await db.insert(holidays).values(days).onConflictDoNothing();

  const start = minusMonths(today, options.months ?? years * 12);
  for (const fund of CATALOGUE) {
    const [created] = await db
      .insert(funds)
      .values({
        code: fund.code,
        name: fund.name,
        type: fund.type,
        currency: fund.currency,
        riskLevel: fund.riskLevel,
        profiles: fund.profiles,
        objective: fund.objective,
        benchmark: fund.benchmark,
        cutoffTime: fund.cutoffTime,
        rescueSettlementDays: fund.rescueSettlementDays,
        scheduledRescue: fund.scheduledRescue ?? false,
        unifiedFeePct: fund.unifiedFeePct,
        earlyRescueFeePct: fund.earlyRescueFeePct,
        earlyRescueMinDays: fund.earlyRescueMinDays,
        documents: [
          ['PROSPECTO', 'Prospecto simplificado', 'prospecto-simplificado.pdf'],
          ['REGLAMENTO', 'Reglamento de participación', 'reglamento-de-participacion.pdf'],
          ['FACT_SHEET', 'Ficha del fondo', 'ficha-del-fondo.pdf'],
        ].map(([kind, title, file]) => ({
          kind: kind!,
          title: title!,
          url: `/api/funds/${fund.code}/documents/${file}`,
        })),
        cardTheme: fund.cardTheme,
        composition: fund.composition,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: funds.id });
    if (!created) continue;
    for (const s of fund.series) {
      const [series] = await db
        .insert(fundSeries)
        .values({
          fundId: created.id,
          code: s.code,
          name: s.name,
          minInitial: s.min[0],
          minAdditional: s.min[1],
          minRescue: s.min[2],
          minBalance: s.min[3],
          // Both series hold the same portfolio: their valor cuota moves together.
          navSeed: fund.code,
        })
        .returning({ id: fundSeries.id });
      await db
        .insert(fundNav)
        .values({ seriesId: series!.id, date: start, value: fund.startValue, publishedAt: now });
    }
  }
  await seedCollectorAccounts(db);
  return publishNav(db, options.publishTime ? lastClosedDay(now, options.publishTime) : today, now);
}

/**
 * The fund manager's collection accounts (demo numbers with valid CCI check digits): where a
 * customer transfers an investment, one per bank and currency. Seeded once; edited as data.
 */
export const COLLECTOR_ACCOUNTS = [
  { bank: 'BCP', bankCode: '002', branch: '193', account: '193-2045871-0-36', currency: 'PEN' },
  { bank: 'Interbank', bankCode: '003', branch: '200', account: '200-3004518729', currency: 'PEN' },
  {
    bank: 'BBVA',
    bankCode: '011',
    branch: '366',
    account: '0011-0366-0100045872',
    currency: 'PEN',
  },
  { bank: 'BCP', bankCode: '002', branch: '193', account: '193-2045872-1-48', currency: 'USD' },
  { bank: 'Interbank', bankCode: '003', branch: '200', account: '200-3004518730', currency: 'USD' },
] as const;

export async function seedCollectorAccounts(
  db: Db,
  holder = 'Quipu SAF S.A. - Recaudación',
): Promise<void> {
  const [any] = await db.select({ id: collectorAccounts.id }).from(collectorAccounts).limit(1);
  if (any) return;
  await db.insert(collectorAccounts).values(
    COLLECTOR_ACCOUNTS.map((a, i) => {
      return {
        bank: a.bank,
        bankCode: a.bankCode,
        holder,
        currency: a.currency,
        accountNumber: a.account,
        cci: cciFor(a.bankCode, a.branch, a.account),
        position: i,
      };
    }),
  );
}
