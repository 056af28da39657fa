import { and, eq, or } from 'drizzle-orm';
import type { Watchlist } from '../../adapters/screening';
import type { Db } from '../../db/client';
import { amlWatchlist } from '../../db/schema';

/** The sandbox screening's watch list in the seeded `aml_watchlist` table. */
export function watchlistTable(db: Db): Watchlist {
  return {
    async find(documentType, numberDocument, fullName) {
      const [hit] = await db
        .select({ id: amlWatchlist.id, list: amlWatchlist.list })
        .from(amlWatchlist)
        .where(
          or(
            and(
              eq(amlWatchlist.documentType, documentType),
              eq(amlWatchlist.numberDocument, numberDocument),
            ),
            eq(amlWatchlist.fullName, fullName),
          ),
        )
        .limit(1);
      return hit ?? null;
    },
  };
}
