import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { holidays } from '../../db/schema';
import { addDays } from '../../lib/dates';
import type { DbOrTx } from '../../db/client';

/** Peru's public holidays from `from` on, for the next two months of order and payment days. */
export function holidaysFrom(db: DbOrTx, from: string): Promise<Set<string>> {
  return holidaysBetween(db, from, addDays(from, 62));
}

/** Peru's public holidays from `from` to `to`, both included. */
export async function holidaysBetween(db: DbOrTx, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .select({ date: sql<string>`${holidays.date}::text` })
    .from(holidays)
    .where(and(gte(holidays.date, from), lte(holidays.date, to)));
  return new Set(rows.map((r) => r.date));
}

/**
 * Makes `date` no business day (a day the government adds by decree), so every order and
 * payment day computed from then on skips it. Orders already dated that day keep their date.
 */
export async function declareHoliday(db: DbOrTx, date: string, name: string): Promise<void> {
  await db.insert(holidays).values({ date, name }).onConflictDoUpdate({
    target: holidays.date,
    set: { name },
  });
}

/** Makes `date` a business day again (a decree withdrawn). */
export async function withdrawHoliday(db: DbOrTx, date: string): Promise<void> {
  await db.delete(holidays).where(eq(holidays.date, date));
}
