import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  LIST_PARSERS,
  SCREENING_LISTS,
  type ListStore,
  type ListVersion,
  type ScreeningListName,
} from '../../adapters/screening/lists/index';
import type { Db } from '../../db/client';
import { screeningListVersions } from '../../db/schema';

/** The lists in use as the database keeps them (`screening_list_versions`, the latest per list). */
export function listStore(db: Db): ListStore {
  return {
    async current() {
      const rows = await db
        .selectDistinctOn([screeningListVersions.list], {
          list: screeningListVersions.list,
          hash: screeningListVersions.hash,
        })
        .from(screeningListVersions)
        .orderBy(screeningListVersions.list, desc(screeningListVersions.id));
      return rows.filter((r): r is ListVersion =>
        (SCREENING_LISTS as readonly string[]).includes(r.list),
      );
    },
    async content(version) {
      const [row] = await db
        .select({ content: screeningListVersions.content })
        .from(screeningListVersions)
        .where(
          and(
            eq(screeningListVersions.list, version.list),
            eq(screeningListVersions.hash, version.hash),
          ),
        )
        .orderBy(desc(screeningListVersions.id))
        .limit(1);
      if (!row) throw new Error(`${version.list} list version ${version.hash} not kept`);
      return row.content;
    },
  };
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export type SwapResult =
  | { list: ScreeningListName; outcome: 'swapped'; hash: string; entries: number }
  | { list: ScreeningListName; outcome: 'unchanged'; hash: string }
  | { list: ScreeningListName; outcome: 'refused'; hash: string; error: string };

/**
 * Puts a list file in use: parsed first (a file that does not parse, or lists nobody, is
 * refused and the version in use stays), then kept as the new version when its hash differs
 * from the one in use. Under a lock, so two instances reading the same file add it once.
 */
export async function swapInList(
  db: Db,
  list: ScreeningListName,
  content: string,
  source: string,
  now: Date,
): Promise<SwapResult> {
  const hash = sha256(content);
  let entries: number;
  try {
    entries = LIST_PARSERS[list](content).length;
  } catch (err) {
    return { list, outcome: 'refused', hash, error: (err as Error).message };
  }
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`screening-lists:${list}`}))`);
    const [inUse] = await tx
      .select({ hash: screeningListVersions.hash })
      .from(screeningListVersions)
      .where(eq(screeningListVersions.list, list))
      .orderBy(desc(screeningListVersions.id))
      .limit(1);
    if (inUse?.hash === hash) return { list, outcome: 'unchanged' as const, hash };
    await tx
      .insert(screeningListVersions)
      .values({ list, hash, content, entries, source, loadedAt: now });
    return { list, outcome: 'swapped' as const, hash, entries };
  });
}

/** The versions in use, for the operators: list, hash, how many people, when and from where. */
export async function listsInUse(db: Db) {
  return db
    .selectDistinctOn([screeningListVersions.list], {
      list: screeningListVersions.list,
      hash: screeningListVersions.hash,
      entries: screeningListVersions.entries,
      source: screeningListVersions.source,
      loadedAt: screeningListVersions.loadedAt,
    })
    .from(screeningListVersions)
    .orderBy(screeningListVersions.list, desc(screeningListVersions.id));
}
