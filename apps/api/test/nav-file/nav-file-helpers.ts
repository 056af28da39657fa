import { readFileSync } from 'node:fs';
import Decimal from 'decimal.js';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { fundNav, fundSeries, funds, navFiles, orders } from '../../src/db/schema';
import { limaInstant } from '../../src/lib/lima';
import { seedFunds } from '../../src/seeds/funds';
import { NavFileRefused } from '../../src/modules/nav-file/service';
import { insertUser, type TestServer } from '../helpers';

/** The sample files follow a seed made on Friday 20 November 2026 after the publication. */
export const FRIDAY_EVENING = limaInstant('2026-11-20', '19:30');
export const MONDAY_EVENING = limaInstant('2026-11-23', '19:30');
export const TUESDAY_NOON = limaInstant('2026-11-24', '12:00');
export const TUESDAY_EVENING = limaInstant('2026-11-24', '19:30');
export const OPERATOR = 'operador.valores@saf.local';
export const SERIES = 14;

/** A sample file's bytes (test/fixtures/core-system). */
export function sample(name: string): Buffer {
  return readFileSync(new URL(`../fixtures/core-system/${name}`, import.meta.url));
}

/** One month of catalogue published up to Friday the 20th, as the sample files expect. */
export async function seedUpToFriday(t: TestServer): Promise<void> {
  t.clock.set(FRIDAY_EVENING);
  await seedFunds(t.database.db, FRIDAY_EVENING, 1, { publishTime: '19:00', months: 1 });
}

/** A file's text with one series' value of a day changed, the control total made right again. */
export function withValue(file: Buffer | string, where: string, value: string): string {
  const lines = file.toString('utf8').trimEnd().split('\r\n');
  const changed = lines.map((l) => (l.startsWith(`D|${where}|`) ? `D|${where}|${value}` : l));
  const total = changed
    .filter((l) => l.startsWith('D|'))
    .reduce((sum, l) => sum.plus(l.split('|')[4]!), new Decimal(0));
  changed[changed.length - 1] = changed.at(-1)!.replace(/\|[^|]+$/, `|${total.toFixed(8)}`);
  return `${changed.join('\r\n')}\r\n`;
}

/** A file's value of a series on a day. */
export function valueIn(file: Buffer | string, where: string): string {
  const line = file
    .toString()
    .split('\r\n')
    .find((l) => l.startsWith(`D|${where}|`));
  return line!.split('|')[4]!;
}

/** The reason a call was refused with (it must be refused). */
export async function refusal(
  call: Promise<unknown>,
): Promise<{ reason: string; message: string }> {
  const err = await call.then(
    () => new Error('it was not refused'),
    (e: unknown) => e,
  );
  if (!(err instanceof NavFileRefused)) throw err;
  return { reason: err.reason, message: err.message };
}

/** Every published valor cuota from a day on: `fund series day` to its value. */
export async function publishedSince(db: Db, from: string): Promise<Record<string, string>> {
  const rows = await db
    .select({
      fund: funds.code,
      series: fundSeries.code,
      date: fundNav.date,
      value: sql<string>`${fundNav.value}::text`,
    })
    .from(fundNav)
    .innerJoin(fundSeries, eq(fundSeries.id, fundNav.seriesId))
    .innerJoin(funds, eq(funds.id, fundSeries.fundId))
    .where(gte(fundNav.date, from))
    .orderBy(asc(funds.code), asc(fundSeries.code), asc(fundNav.date));
  return Object.fromEntries(rows.map((r) => [`${r.fund} ${r.series} ${r.date}`, r.value]));
}

export function filesOf(db: Db) {
  return db.select().from(navFiles).orderBy(asc(navFiles.id));
}

let placed = 0;

/** A subscription paid and waiting for its trade date's valor cuota (as the treasury leaves it). */
export async function paidOrder(
  t: TestServer,
  fund: string,
  series: string,
  tradeDate: string,
  amount: string,
) {
  placed += 1;
  const user = await insertUser(t, { email: `participe${placed}@demo.pe` });
  const [s] = await t.database.db
    .select({ id: fundSeries.id, currency: funds.currency })
    .from(fundSeries)
    .innerJoin(funds, eq(funds.id, fundSeries.fundId))
    .where(and(eq(funds.code, fund), eq(fundSeries.code, series)));
  const now = t.clock.now();
  const [order] = await t.database.db
    .insert(orders)
    .values({
      reference: `SUS-2026-${String(900_000 + placed)}`,
      userId: user.id,
      kind: 'SUBSCRIPTION',
      seriesId: s!.id,
      currency: s!.currency,
      amount,
      fundsOrigin: 'SAVINGS',
      paymentMethod: 'transfer',
      paymentStatus: 'SUCCESS',
      processStatus: 'INPROGRESS',
      tradeDate,
      cutoffAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return order!;
}

export async function orderNow(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row!;
}
