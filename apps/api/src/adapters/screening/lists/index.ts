import type { ScreeningProvider } from '../index';
import { ListFormatError, SCREENING_LISTS, type ScreeningListName } from './entries';
import { ListIndex, jaroWinklerSimilarity } from './match';
import { LIST_PARSERS } from './parse';

export * from './entries';
export { LIST_PARSERS, parseOfacSdn, parseOwnList, parseUnList, OWN_LIST_COLUMNS } from './parse';
export { ListIndex, nameTokens, nameScore, scoreEntry, type ListHit } from './match';

/** A version of a list in use: which list and the SHA-256 of its file. */
export interface ListVersion {
  list: ScreeningListName;
  hash: string;
}

/**
 * Where the lists in use are kept (`modules/screening` keeps them in the database, so every
 * instance screens against the same versions the refresh job swapped in).
 */
export interface ListStore {
  /** The version in use of each list that has one. */
  current(): Promise<ListVersion[]>;
  /** The file of one version. */
  content(version: ListVersion): Promise<string>;
}

/** Parses every list file and builds one index: throws `ListFormatError` for a bad file. */
export function buildIndex(files: { list: ScreeningListName; content: string }[]): ListIndex {
  return new ListIndex(files.flatMap((f) => LIST_PARSERS[f.list](f.content)));
}

/** The provider over one store (the database, or the transaction the screening runs in). */
export type ListsScreening = (store: ListStore) => ScreeningProvider;

/**
 * The real screening (`SCREENING=lists`): the UN Security Council's Consolidated List, OFAC's
 * SDN list and the fund manager's own list, as the store holds them, fuzzy-matched by name and
 * raised or lowered by document and birth date (`match.ts`). Each screening asks the store which
 * versions are in use; the index is built once per set of versions and shared by every store
 * handed in (one per transaction). Without every list loaded it refuses to screen (fails
 * closed): nobody is cleared against a missing list.
 */
export function listsScreening(options: { threshold: number }): ListsScreening {
  let loaded: { key: string; index: ListIndex } | undefined;
  const indexFor = async (store: ListStore): Promise<ListIndex> => {
    const versions = await store.current();
    const missing = SCREENING_LISTS.filter((l) => !versions.some((v) => v.list === l));
    if (missing.length > 0)
      throw new Error(`screening lists not loaded: ${missing.join(', ')} (run the refresh)`);
    const key = versions
      .map((v) => `${v.list}:${v.hash}`)
      .sort()
      .join(',');
    if (loaded?.key === key) return loaded.index;
    const files = await Promise.all(
      versions.map(async (v) => ({ list: v.list, content: await store.content(v) })),
    );
    loaded = { key, index: buildIndex(files) };
    return loaded.index;
  };
  return (store) => ({
    name: 'lists',
    async screen(person) {
      const index = await indexFor(store);
      const [best] = index.search(
        {
          fullName: `${person.name} ${person.lastname}`,
          numberDocument: person.numberDocument || undefined,
          birthDate: person.birthDate || undefined,
        },
        options.threshold,
      );
      if (!best) return null;
      return {
        list: best.entry.list,
        entryId: best.entry.id,
        score: Number(best.score.toFixed(3)),
        reasons: [`${best.entry.reference}`, ...best.reasons],
      };
    },
  });
}

export { ListFormatError, jaroWinklerSimilarity };
