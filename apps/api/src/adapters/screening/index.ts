/** A person to screen. */
export interface ScreenedPerson {
  documentType: string;
  numberDocument: string;
  name: string;
  lastname: string;
  /** `YYYY-MM-DD`, when known: a listed birth date raises or lowers a name's score. */
  birthDate?: string | null;
}

export interface ScreeningMatch {
  list: string;
  entryId: number;
  /** How alike, 0 to 1, and why (the list entry, the name, the document, the birth date). */
  score?: number;
  reasons?: string[];
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

/** The sandbox's watch list (`modules/participant` keeps it in the `aml_watchlist` table). */
export interface Watchlist {
  /** An entry with this document, or with this full name (as `normalName` gives it), or null. */
  find(
    documentType: string,
    numberDocument: string,
    fullName: string,
  ): Promise<{ id: number; list: string } | null>;
}

/**
 * The sandbox provider: matches the seeded watch list by document, or by full name when the
 * entry has no document.
 */
export function sandboxScreening(watchlist: Watchlist): ScreeningProvider {
  return {
    name: 'sandbox',
    async screen(person) {
      const fullName = normalName(`${person.name} ${person.lastname}`);
      const hit = await watchlist.find(person.documentType, person.numberDocument, fullName);
      return hit ? { list: hit.list, entryId: hit.id } : null;
    },
  };
}
