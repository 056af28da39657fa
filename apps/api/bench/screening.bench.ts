/**
 * The name-matching libraries measured on the fixture lists (docs/SECURITY.md, "AML screening
 * on the official lists"): recall over the spelling variants of every listed person, the false
 * positives among 200 ordinary Peruvian names, and the time of one screening.
 * `pnpm --filter @saf/api exec tsx bench/screening.bench.ts`
 */
import { fuzzy } from 'fast-fuzzy';
import {
  ListIndex,
  jaroWinklerSimilarity,
  type ListEntry,
} from '../src/adapters/screening/lists/index';
import type { WordSimilarity } from '../src/adapters/screening/lists/match';
import { fixtureEntries, peruvianNames, variantsOf } from '../test/adapters/screening/variants';

const fastFuzzy: WordSimilarity = (a, b) =>
  a === b ? 1 : Math.min(fuzzy(a, b, { useDamerau: true }), fuzzy(b, a, { useDamerau: true }));

const libraries: Record<string, WordSimilarity> = {
  'talisman 1.1.4 (Jaro-Winkler)': jaroWinklerSimilarity,
  'fast-fuzzy 1.12.0 (Damerau-Levenshtein, both ways)': fastFuzzy,
};

const entries: ListEntry[] = fixtureEntries();
const variants = entries.flatMap(variantsOf);
const people = peruvianNames();
const thresholds = [0.75, 0.8, 0.85, 0.9];

for (const [label, similarity] of Object.entries(libraries)) {
  const index = new ListIndex(entries, similarity);
  for (const threshold of thresholds) {
    const missed = variants.filter(
      (v) =>
        !index
          .search({ fullName: v.name }, threshold)
          .some((h) => h.entry.list === v.entry.list && h.entry.id === v.entry.id),
    );
    const flagged = people.filter(
      (p) =>
        index.search(
          {
            fullName: `${p.name} ${p.lastname}`,
            numberDocument: p.numberDocument,
            birthDate: p.birthDate,
          },
          threshold,
        ).length > 0,
    );
    const flaggedByName = people.filter(
      (p) => index.search({ fullName: `${p.name} ${p.lastname}` }, threshold).length > 0,
    );
    console.log(
      `${label} @${threshold}: recall ${variants.length - missed.length}/${variants.length}` +
        `, false positives ${flagged.length}/${people.length} (name only ${flaggedByName.length})` +
        (missed.length
          ? `\n  missed: ${missed.map((m) => `${m.kind} "${m.name}"`).join('; ')}`
          : '') +
        (flagged.length
          ? `\n  flagged: ${flagged.map((p) => `${p.name} ${p.lastname}`).join('; ')}`
          : ''),
    );
  }
  const closest = people
    .map((p) => {
      const [best] = index.search({ fullName: `${p.name} ${p.lastname}` }, 0);
      return { who: `${p.name} ${p.lastname}`, score: best?.score ?? 0, to: best?.matchedName };
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, 3);
  console.log(
    `${label}: closest ordinary names by name alone: ${closest
      .map((c) => `${c.who} ${c.score.toFixed(2)} ~ ${c.to}`)
      .join('; ')}`,
  );
  // Time: every ordinary name screened 50 times against the fixture (warm).
  const rounds = 50;
  const start = process.hrtime.bigint();
  for (let r = 0; r < rounds; r++)
    for (const p of people) index.search({ fullName: `${p.name} ${p.lastname}` }, 0.85);
  const us = Number(process.hrtime.bigint() - start) / 1000 / (rounds * people.length);
  console.log(`${label}: ${us.toFixed(1)} µs per screening over ${entries.length} entries`);
}

// Scale: the same screening against about 20,000 generated entries (the size of UN + SDN with
// their aliases), cold (every word new) and warm (the names met again, as a re-screening does).
const syllables = [
  'AL',
  'BA',
  'KA',
  'RI',
  'MU',
  'SO',
  'TE',
  'NA',
  'DI',
  'ZO',
  'HA',
  'LE',
  'VO',
  'GU',
  'PE',
  'QU',
  'YA',
  'XI',
];
let seed = 7;
const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const word = () =>
  Array.from(
    { length: 2 + Math.floor(rnd() * 3) },
    () => syllables[Math.floor(rnd() * syllables.length)],
  ).join('');
const big: ListEntry[] = Array.from({ length: 20_000 }, (_, i) => ({
  list: 'OFAC' as const,
  id: i + 1,
  reference: 'SCALE',
  names: [Array.from({ length: 2 + Math.floor(rnd() * 3) }, word).join(' ')],
  births: [],
  documents: [],
}));
for (const [label, similarity] of Object.entries(libraries)) {
  const index = new ListIndex([...big, ...entries], similarity);
  let t = process.hrtime.bigint();
  for (const p of people.slice(0, 50)) index.search({ fullName: `${p.name} ${p.lastname}` }, 0.85);
  const cold = Number(process.hrtime.bigint() - t) / 1e6 / 50;
  t = process.hrtime.bigint();
  for (const p of people.slice(0, 50)) index.search({ fullName: `${p.name} ${p.lastname}` }, 0.85);
  const warm = Number(process.hrtime.bigint() - t) / 1e6 / 50;
  console.log(
    `${label}: ${index.size} entries, ${cold.toFixed(1)} ms cold, ${warm.toFixed(2)} ms warm per screening`,
  );
}
