import jaroWinkler from 'talisman/metrics/jaro-winkler.js';
import type { ListEntry } from './entries';

/**
 * Particles that names carry or drop at will (Spanish, Portuguese, French, Dutch, German,
 * Arabic articles and filiations): "Torres del Castillo" and "Torres Castillo",
 * "al-Barzani" and "Barzani" are the same name to a screening.
 */
const PARTICLES = new Set([
  'DE',
  'DEL',
  'LA',
  'LAS',
  'LOS',
  'Y',
  'E',
  'I',
  'DA',
  'DAS',
  'DO',
  'DOS',
  'DI',
  'DU',
  'VAN',
  'VON',
  'DER',
  'DEN',
  'LE',
  'AL',
  'EL',
  'BIN',
  'BINT',
  'IBN',
  'BEN',
  'OULD',
]);

/**
 * A name as the matcher compares it: upper case, without accents or punctuation, without
 * particles and single letters, its words in alphabetical order (order never counts).
 */
export function nameTokens(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/['’`]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .split(' ')
    .filter((t) => t.length > 1 && !PARTICLES.has(t))
    .sort();
}

/** Similarity of two words, 0 to 1. */
export type WordSimilarity = (a: string, b: string) => number;

/** Jaro-Winkler (talisman): the measure compliance systems use for names; see docs/SECURITY.md. */
export const jaroWinklerSimilarity: WordSimilarity = (a, b) => (a === b ? 1 : jaroWinkler(a, b));

/** Below this a pair of words counts as different, not as a little alike. */
const WORD_FLOOR = 0.8;
/** What each word of one name left without a partner in the other takes off the score. */
const EXTRA_WORD_PENALTY = 0.05;

/**
 * How alike two names are, 0 to 1, as token sets: each word of the shorter name paired with the
 * most alike free word of the other (greedily, best pairs first), pairs below `WORD_FLOOR`
 * counting 0, averaged over the shorter name, less `EXTRA_WORD_PENALTY` per word the longer one
 * has more. A name of one word (after particles) never matches: it would match half a country.
 */
export function nameScore(a: string[], b: string[], similarity: WordSimilarity): number {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < 2) return 0;
  const pairs: [number, number, number][] = [];
  for (let i = 0; i < short.length; i++)
    for (let j = 0; j < long.length; j++) pairs.push([similarity(short[i]!, long[j]!), i, j]);
  pairs.sort((x, y) => y[0] - x[0]);
  const usedShort = new Set<number>();
  const usedLong = new Set<number>();
  let total = 0;
  for (const [s, i, j] of pairs) {
    if (usedShort.has(i) || usedLong.has(j)) continue;
    usedShort.add(i);
    usedLong.add(j);
    if (s >= WORD_FLOOR) total += s;
    if (usedShort.size === short.length) break;
  }
  return Math.max(0, total / short.length - EXTRA_WORD_PENALTY * (long.length - short.length));
}

/** The person screened, as the matcher reads them. */
export interface Candidate {
  fullName: string;
  numberDocument?: string;
  /** `YYYY-MM-DD`. */
  birthDate?: string;
}

export interface EntryScore {
  score: number;
  /** Which of the entry's names matched best (the listed one or an alias). */
  matchedName: string;
  /** Why, for compliance: the name's similarity and what the document and birth date did. */
  reasons: string[];
}

/** How much a matching document or birth date raises the score, and a conflicting one lowers it. */
export const ADJUST = {
  documentMatch: 0.15,
  documentConflict: 0.1,
  birthDayMatch: 0.1,
  birthYearMatch: 0.05,
  birthConflict: 0.15,
} as const;

const documentKey = (n: string) =>
  n
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/^0+/, '');
const isPeruvianId = (type: string, country?: string) =>
  /PERU/i.test(country ?? '') && /D\.?\s*N\.?\s*I|NATIONAL ID|IDENTIF/i.test(type);

/**
 * The score of one list entry for a candidate: the best of its names, raised when the document
 * number or the birth date match what the list says, lowered when they conflict with it (a
 * Peruvian identity document with another number; a birth year outside every one listed, a
 * year either side allowed).
 */
export function scoreEntry(
  candidate: Candidate,
  tokens: string[],
  entry: ListEntry,
  entryTokens: string[][],
  similarity: WordSimilarity,
): EntryScore {
  let best = 0;
  let matchedName = entry.names[0] ?? '';
  entryTokens.forEach((t, i) => {
    const s = nameScore(tokens, t, similarity);
    if (s > best) {
      best = s;
      matchedName = entry.names[i] ?? matchedName;
    }
  });
  const reasons = [`name ${best.toFixed(2)} "${matchedName}"`];
  let score = best;
  const doc = candidate.numberDocument ? documentKey(candidate.numberDocument) : '';
  if (doc.length >= 5 && entry.documents.length > 0) {
    const hit = entry.documents.find((d) => documentKey(d.number) === doc);
    if (hit) {
      score += ADJUST.documentMatch;
      reasons.push(`document ${hit.type} ${hit.number} matches`);
    } else if (entry.documents.some((d) => isPeruvianId(d.type, d.country))) {
      score -= ADJUST.documentConflict;
      reasons.push('another Peruvian document number listed');
    }
  }
  const born = candidate.birthDate;
  if (born && entry.births.length > 0) {
    const y = Number(born.slice(0, 4));
    if (entry.births.some((b) => b.date === born)) {
      score += ADJUST.birthDayMatch;
      reasons.push(`birth date ${born} matches`);
    } else if (entry.births.some((b) => !b.date && y >= b.fromYear && y <= b.toYear)) {
      score += ADJUST.birthYearMatch;
      reasons.push(`birth year ${y} within the listed`);
    } else if (entry.births.every((b) => y < b.fromYear - 1 || y > b.toYear + 1)) {
      score -= ADJUST.birthConflict;
      reasons.push(`birth year ${y} not the listed`);
    }
  }
  return { score: Math.min(1, Math.max(0, score)), matchedName, reasons };
}

/** A potential match: the entry, its score and why. */
export interface ListHit extends EntryScore {
  entry: ListEntry;
}

/** How many candidate words' neighbourhoods an index keeps (a re-screening meets the same names). */
const NEAR_CACHE = 20_000;

/**
 * The entries of the lists in use, with their names tokenised once and every distinct word
 * kept once. A candidate's word is compared with every listed word (never blocked by spelling:
 * a letter off anywhere is still found), the listed words at least `WORD_FLOOR` alike kept
 * (and remembered: a re-screening meets the same names again); only entries where two of the
 * candidate's words found a partner, or whose documents include the candidate's number, are
 * scored; the hits at or above the threshold are answered, best first.
 */
export class ListIndex {
  private readonly items: { entry: ListEntry; tokens: string[][] }[];
  private readonly vocabulary: string[];
  private readonly postings = new Map<string, number[]>();
  private readonly byDocument = new Map<string, Set<number>>();
  private readonly near = new Map<string, Map<string, number>>();

  constructor(
    entries: readonly ListEntry[],
    private readonly similarity: WordSimilarity = jaroWinklerSimilarity,
  ) {
    this.items = entries.map((entry) => ({ entry, tokens: entry.names.map(nameTokens) }));
    this.items.forEach((item, i) => {
      for (const t of new Set(item.tokens.flat())) {
        let list = this.postings.get(t);
        if (!list) this.postings.set(t, (list = []));
        list.push(i);
      }
      for (const d of item.entry.documents) {
        const key = documentKey(d.number);
        if (key.length < 5) continue;
        let set = this.byDocument.get(key);
        if (!set) this.byDocument.set(key, (set = new Set()));
        set.add(i);
      }
    });
    this.vocabulary = [...this.postings.keys()];
  }

  get size(): number {
    return this.items.length;
  }

  /** The entries indexed, in the lists' order. */
  entries(): ListEntry[] {
    return this.items.map((i) => i.entry);
  }

  /** The listed words at least `WORD_FLOOR` alike to a word, with their similarity. */
  private neighbours(word: string): Map<string, number> {
    let found = this.near.get(word);
    if (found) return found;
    found = new Map();
    for (const listed of this.vocabulary) {
      const s = this.similarity(word, listed);
      if (s >= WORD_FLOOR) found.set(listed, s);
    }
    if (this.near.size >= NEAR_CACHE) this.near.clear();
    this.near.set(word, found);
    return found;
  }

  search(candidate: Candidate, threshold: number): ListHit[] {
    const tokens = nameTokens(candidate.fullName);
    const near = tokens.map((t) => this.neighbours(t));
    // Which of the candidate's words found a partner in each entry.
    const found = new Map<number, Set<number>>();
    near.forEach((words, at) => {
      for (const w of words.keys())
        for (const i of this.postings.get(w) ?? []) {
          let set = found.get(i);
          if (!set) found.set(i, (set = new Set()));
          set.add(at);
        }
    });
    const doc = candidate.numberDocument ? documentKey(candidate.numberDocument) : '';
    const sameDocument = (doc.length >= 5 && this.byDocument.get(doc)) || new Set<number>();
    const scored = new Set(sameDocument);
    for (const [i, words] of found) if (words.size >= 2) scored.add(i);
    const lookup: WordSimilarity = (a, b) => {
      const at = tokens.indexOf(a);
      if (at >= 0) return near[at]!.get(b) ?? 0;
      const bt = tokens.indexOf(b);
      return bt >= 0 ? (near[bt]!.get(a) ?? 0) : this.similarity(a, b);
    };
    const hits: ListHit[] = [];
    for (const i of scored) {
      const { entry, tokens: entryTokens } = this.items[i]!;
      const s = scoreEntry(candidate, tokens, entry, entryTokens, lookup);
      // A listed document number is held for review whatever the name says.
      if (sameDocument.has(i)) s.score = Math.max(s.score, threshold);
      if (s.score >= threshold) hits.push({ ...s, entry });
    }
    return hits.sort((a, b) => b.score - a.score);
  }
}
