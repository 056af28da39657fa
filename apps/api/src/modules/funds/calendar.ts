import { and, gte, lte, sql } from 'drizzle-orm';
import { holidays } from '../../db/schema';
import { addDays } from '../../lib/dates';
import type { DbOrTx } from '../../db/client';

/** Peru's public holidays from `from` on, for the next two months of order and payment days. */
export async function holidaysFrom(db: DbOrTx, from: string): Promise<Set<string>> {
  const rows = await db
    .select({ date: sql<string>`${holidays.date}::text` })
    .from(holidays)
    .where(and(gte(holidays.date, from), lte(holidays.date, addDays(from, 62))));
  return new Set(rows.map((r) => r.date));
}
