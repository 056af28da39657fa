import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { amlWatchlist } from '../../db/schema';

/** A person to screen. */
export interface ScreenedPerson {
  documentType: string;
  numberDocument: string;
  name: string;
  lastname: string;
}

export interface ScreeningMatch {
  list: string;
  entryId: number;
}

/** An anti-money-laundering screening provider: sanctions and watch lists. */
export interface ScreeningProvider {
  readonly name: string;
  screen(person: ScreenedPerson): Promise<ScreeningMatch | null>;
}

/** How names are compared: upper case, without accents, single spaces. */
export function normalName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9Ñ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The sandbox provider: matches the seeded watch list (table `aml_watchlist`) by document, or
 * by full name when the entry has no document.
 */
export function sandboxScreening(db: Db): ScreeningProvider {
  return {
    name: 'sandbox',
    async screen(person) {
      const fullName = normalName(`${person.name} ${person.lastname}`);
      const [hit] = await db
        .select({ id: amlWatchlist.id, list: amlWatchlist.list })
        .from(amlWatchlist)
        .where(
          or(
            and(
              eq(amlWatchlist.documentType, person.documentType),
              eq(amlWatchlist.numberDocument, person.numberDocument),
            ),
            eq(amlWatchlist.fullName, fullName),
          ),
        )
        .limit(1);
      return hit ? { list: hit.list, entryId: hit.id } : null;
    },
  };
}
