import { describe, expect, it } from 'vitest';
import {
  ListFormatError,
  ListIndex,
  buildIndex,
  listsScreening,
  nameTokens,
  parseOfacSdn,
  parseOwnList,
  parseUnList,
  type ListStore,
} from '../../../src/adapters/screening/lists/index';
import { ofacBirth } from '../../../src/adapters/screening/lists/parse';
import { fixture, fixtureEntries, fixtureLists, peruvianNames, variantsOf } from './variants';

const THRESHOLD = 0.85;

describe('the official list formats', () => {
  it('reads the UN Consolidated List: names, aliases but the low-quality ones, births, documents', () => {
    const entries = parseUnList(fixture('un-consolidated.xml'));
    expect(entries).toHaveLength(12); // individuals only: the entity is not screened against people
    const first = entries[0]!;
    expect(first).toMatchObject({
      list: 'UN',
      id: 6900001,
      reference: 'QDi.901',
      names: ['ABDUL RAHMAN YUSUF AL-HAKIMI', 'Abu Yusuf al-Yemeni'],
      births: [{ date: '1971-08-09', fromYear: 1971, toYear: 1971 }],
      documents: [{ type: 'Passport', number: '04512873', country: 'Yemen' }],
    });
    expect(entries.find((e) => e.id === 6900004)!.births).toEqual([
      { fromYear: 1975, toYear: 1978 },
    ]);
    expect(entries.find((e) => e.id === 6900002)!.births).toEqual([
      { fromYear: 1958, toYear: 1958 },
    ]);
  });

  it('reads the SDN list: individuals, strong aliases, ids and the dates OFAC writes', () => {
    const entries = parseOfacSdn(fixture('sdn.xml'));
    expect(entries).toHaveLength(14);
    const e = entries.find((x) => x.id === 90001)!;
    expect(e.names).toEqual(['Hector Julio RAMIREZ VALDIVIA', 'Hector RAMIREZ BALDIVIA']);
    expect(e.documents.map((d) => d.number)).toEqual(['79456123', 'AR553201']);
    expect(e.births).toEqual([{ date: '1968-02-14', fromYear: 1968, toYear: 1968 }]);
    expect(e.reference).toBe('SDNTK');
    expect(ofacBirth('circa 1962')).toEqual({ fromYear: 1962, toYear: 1962 });
    expect(ofacBirth('1966 to 1968')).toEqual({ fromYear: 1966, toYear: 1968 });
  });

  it('reads the own list (CSV) with its aliases', () => {
    const entries = parseOwnList(fixture('own-list.csv'));
    expect(entries).toHaveLength(8);
    expect(entries.find((e) => e.id === 5)!.names).toEqual([
      'Ana Lucía Torres del Castillo',
      'Lucha Torres',
      'Ana Castillo Torres',
    ]);
  });

  it('refuses a file that is not the format, whole', () => {
    expect(() => parseUnList('<html><body>Service unavailable</body></html>')).toThrow(
      ListFormatError,
    );
    expect(() =>
      parseOfacSdn(
        '<sdnList><sdnEntry><uid>x</uid><sdnType>Individual</sdnType><lastName>A</lastName></sdnEntry></sdnList>',
      ),
    ).toThrow(/bad id/);
    expect(() =>
      buildIndex([{ list: 'OFAC', content: '<sdnList><publshInformation/></sdnList>' }]),
    ).toThrow(/no person/);
    expect(() => parseOwnList('id;name\n1;Ana')).toThrow(/missing columns/);
    expect(() => parseUnList('<CONSOLIDATED_LIST><INDIVIDUALS>')).toThrow(ListFormatError);
  });
});

describe('matching', () => {
  const index = buildIndex(fixtureLists());
  const entries = fixtureEntries();

  it('normalises accents, case, order and particles', () => {
    expect(nameTokens('José Ignacio GUTIÉRREZ del Valle')).toEqual(
      nameTokens('gutierrez valle jose ignacio'),
    );
    expect(nameTokens('Rosa Angélica Cárdenas y Villar')).toEqual([
      'ANGELICA',
      'CARDENAS',
      'ROSA',
      'VILLAR',
    ]);
  });

  it('finds every listed person under every spelling variant, and misses none', () => {
    const variants = entries.flatMap(variantsOf);
    expect(variants.length).toBeGreaterThan(150);
    const missed = variants.filter(
      (v) =>
        !index
          .search({ fullName: v.name }, THRESHOLD)
          .some((h) => h.entry.list === v.entry.list && h.entry.id === v.entry.id),
    );
    expect(missed).toEqual([]);
    // Each kind of variant is there for every list.
    for (const kind of ['no accents', 'order swapped', 'letter off', 'alias'])
      for (const list of ['UN', 'OFAC', 'OWN'])
        expect(variants.some((v) => v.kind === kind && v.entry.list === list)).toBe(true);
  });

  it('flags none of 200 ordinary Peruvian names (the false-positive rate in docs/SECURITY.md)', () => {
    const flagged = peruvianNames().filter(
      (p) =>
        index.search(
          {
            fullName: `${p.name} ${p.lastname}`,
            numberDocument: p.numberDocument,
            birthDate: p.birthDate,
          },
          THRESHOLD,
        ).length > 0,
    );
    expect(peruvianNames()).toHaveLength(200);
    expect(flagged).toEqual([]);
  });

  it('raises the score when the document or birth date match, lowers it when they conflict', () => {
    const name = 'Teodoro Quispe Mamany';
    const [plain] = index.search({ fullName: name }, 0);
    const [withDoc] = index.search({ fullName: name, numberDocument: '41872230' }, 0);
    const [withBirth] = index.search({ fullName: name, birthDate: '1975-09-03' }, 0);
    const [otherDoc] = index.search({ fullName: name, numberDocument: '70000001' }, 0);
    const [otherBirth] = index.search({ fullName: name, birthDate: '1990-01-01' }, 0);
    expect(plain!.entry.id).toBe(90002);
    expect(withDoc!.score).toBeGreaterThan(plain!.score);
    expect(withDoc!.reasons.join(' ')).toMatch(/document D\.N\.I\. 41872230 matches/);
    expect(withBirth!.score).toBeGreaterThan(plain!.score);
    expect(otherDoc!.score).toBeLessThan(plain!.score);
    expect(otherBirth!.score).toBeLessThan(plain!.score);
    // A listed document number is held for review whatever the name.
    expect(
      index.search({ fullName: 'Pedro Soto Meza', numberDocument: '41872230' }, THRESHOLD)[0]?.entry
        .id,
    ).toBe(90002);
  });

  it('never matches on one word, nor on a shared surname alone', () => {
    expect(index.search({ fullName: 'Quispe' }, 0.5)).toEqual([]);
    expect(index.search({ fullName: 'Carmen Castillo Torres' }, THRESHOLD)).toEqual([]);
  });

  it('is a plain index over any entries', () => {
    expect(new ListIndex(entries).size).toBe(34);
  });
});

describe('the lists provider', () => {
  const store = (files = fixtureLists()): ListStore & { reads: number } => {
    const s = {
      reads: 0,
      current: async () => files.map((f) => ({ list: f.list, hash: `h-${f.content.length}` })),
      content: async (v: { list: string }) => {
        s.reads++;
        return files.find((f) => f.list === v.list)!.content;
      },
    };
    return s;
  };

  it('answers the best potential match with its score and reasons, and loads the lists once', async () => {
    const s = store();
    const provider = listsScreening({ threshold: THRESHOLD })(s);
    const match = await provider.screen({
      documentType: 'DNI',
      numberDocument: '45633210',
      name: 'Ana Lucia',
      lastname: 'Torres Castillo',
      birthDate: '1992-02-29',
    });
    expect(match).toMatchObject({ list: 'OWN', entryId: 5 });
    expect(match!.score).toBe(1);
    expect(match!.reasons![0]).toMatch(/corrupción/);
    expect(
      await provider.screen({
        documentType: 'DNI',
        numberDocument: '70112233',
        name: 'Rocío',
        lastname: 'Paredes Soto',
      }),
    ).toBeNull();
    expect(s.reads).toBe(3);
  });

  it('refuses to screen while a list is missing (nobody cleared against no list)', async () => {
    const provider = listsScreening({ threshold: THRESHOLD })(store(fixtureLists().slice(0, 2)));
    await expect(
      provider.screen({ documentType: 'DNI', numberDocument: '1', name: 'A', lastname: 'B' }),
    ).rejects.toThrow(/not loaded: OWN/);
  });
});
