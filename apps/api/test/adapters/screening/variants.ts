import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse as parseCsv } from 'csv-parse/sync';
import {
  buildIndex,
  nameTokens,
  type ListEntry,
  type ScreeningListName,
} from '../../../src/adapters/screening/lists/index';

const dir = fileURLToPath(new URL('../../fixtures/screening/', import.meta.url));

/** The fixture lists in the official formats (and the fund manager's CSV). */
export const FIXTURE_FILES: Record<ScreeningListName, string> = {
  UN: 'un-consolidated.xml',
  OFAC: 'sdn.xml',
  OWN: 'own-list.csv',
};

export const fixture = (name: string): string => readFileSync(`${dir}${name}`, 'utf8');

export const fixtureLists = () =>
  (Object.keys(FIXTURE_FILES) as ScreeningListName[]).map((list) => ({
    list,
    content: fixture(FIXTURE_FILES[list]),
  }));

export const fixtureEntries = (): ListEntry[] =>
  fixtureLists().flatMap((f) => [...buildIndex([f]).entries()]);

const stripAccents = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');

/** One letter off in the middle of the longest word (the next letter of the alphabet). */
export function letterOff(name: string): string {
  const words = name.split(' ');
  let at = 0;
  words.forEach((w, i) => {
    if (w.length > words[at]!.length) at = i;
  });
  const w = words[at]!;
  const i = Math.floor(w.length / 2);
  const c = w[i]!;
  const next = /[zZ]/.test(c) ? 'a' : String.fromCharCode(c.charCodeAt(0) + 1);
  words[at] = w.slice(0, i) + next + w.slice(i + 1);
  return words.join(' ');
}

export interface Variant {
  entry: ListEntry;
  kind: 'exact' | 'no accents' | 'order swapped' | 'letter off' | 'alias';
  name: string;
}

/**
 * The spellings a list entry must be found under: as listed, without accents, in another
 * order, with one letter off, and under each alias the list keeps.
 */
export function variantsOf(entry: ListEntry): Variant[] {
  const [primary, ...aliases] = entry.names;
  const words = primary!.split(/\s+/);
  return [
    { entry, kind: 'exact', name: primary! },
    { entry, kind: 'no accents', name: stripAccents(primary!).toLowerCase() },
    { entry, kind: 'order swapped', name: [...words.slice(1), words[0]!].join(' ') },
    { entry, kind: 'letter off', name: letterOff(primary!) },
    ...aliases
      .filter((a) => nameTokens(a).length >= 2)
      .map((name) => ({ entry, kind: 'alias' as const, name })),
  ];
}

export interface OrdinaryPerson {
  name: string;
  lastname: string;
  birthDate: string;
  numberDocument: string;
}

/** 200 ordinary Peruvian names, with a birth date and a DNI each (none of them listed). */
export const peruvianNames = (): OrdinaryPerson[] =>
  (
    parseCsv(fixture('peruvian-names.csv'), { columns: true, skip_empty_lines: true }) as Record<
      string,
      string
    >[]
  ).map((r) => ({
    name: r['nombres']!,
    lastname: r['apellidos']!,
    birthDate: r['fecha_nacimiento']!,
    numberDocument: r['dni']!,
  }));
