import { XMLParser } from 'fast-xml-parser';
import { parse as parseCsv } from 'csv-parse/sync';
import {
  ListFormatError,
  type ListEntry,
  type ListedBirth,
  type ListedDocument,
  type ScreeningListName,
} from './entries';

const xml = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  // Every element that may repeat is read as an array, so one entry and many read alike.
  isArray: (name) =>
    [
      'INDIVIDUAL',
      'INDIVIDUAL_ALIAS',
      'INDIVIDUAL_DATE_OF_BIRTH',
      'INDIVIDUAL_DOCUMENT',
      'sdnEntry',
      'aka',
      'id',
      'dateOfBirthItem',
    ].includes(name),
});

type Node = Record<string, unknown>;
const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
const nodes = (value: unknown): Node[] =>
  Array.isArray(value) ? (value.filter((v) => v && typeof v === 'object') as Node[]) : [];
const joined = (...parts: string[]) => parts.filter(Boolean).join(' ');

function readXml(list: ScreeningListName, content: string): Node {
  try {
    return xml.parse(content, true) as Node;
  } catch (err) {
    throw new ListFormatError(list, `not well-formed XML (${(err as Error).message})`);
  }
}

function idOf(list: ScreeningListName, value: unknown): number {
  const id = Number(text(value));
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new ListFormatError(list, `bad id "${text(value)}"`);
  return id;
}

const year = (value: string): number | undefined => {
  const y = Number(value);
  return Number.isInteger(y) && y > 1850 && y < 2200 ? y : undefined;
};

/**
 * The UN Security Council Consolidated List (`consolidated.xml`): CONSOLIDATED_LIST/INDIVIDUALS/
 * INDIVIDUAL with FIRST_NAME…FOURTH_NAME, INDIVIDUAL_ALIAS (the "Low" quality ones left out),
 * INDIVIDUAL_DATE_OF_BIRTH (EXACT with DATE, APPROXIMATELY with YEAR, BETWEEN with FROM_YEAR and
 * TO_YEAR) and INDIVIDUAL_DOCUMENT. Entities are not screened against people.
 */
export function parseUnList(content: string): ListEntry[] {
  const root = readXml('UN', content)['CONSOLIDATED_LIST'] as Node | undefined;
  if (!root || typeof root !== 'object') throw new ListFormatError('UN', 'no CONSOLIDATED_LIST');
  const individuals = (root['INDIVIDUALS'] ?? {}) as Node;
  return nodes(individuals['INDIVIDUAL']).map((p) => {
    const primary = joined(
      text(p['FIRST_NAME']),
      text(p['SECOND_NAME']),
      text(p['THIRD_NAME']),
      text(p['FOURTH_NAME']),
    );
    if (!primary) throw new ListFormatError('UN', `entry ${text(p['DATAID'])} has no name`);
    const aliases = nodes(p['INDIVIDUAL_ALIAS'])
      .filter((a) => text(a['QUALITY']).toLowerCase() !== 'low')
      .map((a) => text(a['ALIAS_NAME']))
      .filter(Boolean);
    const births: ListedBirth[] = [];
    for (const b of nodes(p['INDIVIDUAL_DATE_OF_BIRTH'])) {
      const date = text(b['DATE']);
      const y = year(text(b['YEAR'])) ?? year(date.slice(0, 4));
      const from = year(text(b['FROM_YEAR']));
      const to = year(text(b['TO_YEAR']));
      if (/^\d{4}-\d{2}-\d{2}$/.test(date)) births.push({ date, fromYear: y!, toYear: y! });
      else if (y) births.push({ fromYear: y, toYear: y });
      else if (from && to) births.push({ fromYear: from, toYear: to });
    }
    const documents: ListedDocument[] = nodes(p['INDIVIDUAL_DOCUMENT'])
      .map((d) => ({
        type: text(d['TYPE_OF_DOCUMENT']),
        number: text(d['NUMBER']),
        country: text(d['ISSUING_COUNTRY']) || undefined,
      }))
      .filter((d) => d.number);
    return {
      list: 'UN' as const,
      id: idOf('UN', p['DATAID']),
      reference: text(p['REFERENCE_NUMBER']) || text(p['UN_LIST_TYPE']),
      names: [primary, ...aliases],
      births,
      documents,
    };
  });
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** OFAC's dates of birth: `12 Jun 1964`, `Jun 1964`, `1964`, `circa 1964`, `1962 to 1964`. */
export function ofacBirth(value: string): ListedBirth | undefined {
  const v = value.trim().toUpperCase();
  let m = /^(\d{1,2}) ([A-Z]{3}) (\d{4})$/.exec(v);
  if (m) {
    const month = MONTHS.indexOf(m[2]!) + 1;
    const y = year(m[3]!);
    if (month > 0 && y)
      return {
        date: `${m[3]}-${String(month).padStart(2, '0')}-${m[1]!.padStart(2, '0')}`,
        fromYear: y,
        toYear: y,
      };
  }
  m = /^(\d{4}) TO (\d{4})$/.exec(v);
  if (m && year(m[1]!) && year(m[2]!)) return { fromYear: Number(m[1]), toYear: Number(m[2]) };
  m = /(\d{4})$/.exec(v);
  if (m && year(m[1]!)) return { fromYear: Number(m[1]), toYear: Number(m[1]) };
  return undefined;
}

/**
 * OFAC's SDN list (`sdn.xml`): sdnList/sdnEntry of sdnType Individual, with lastName and
 * firstName, akaList/aka (the "weak" ones left out), idList/id (idType, idNumber, idCountry)
 * and dateOfBirthList/dateOfBirthItem.
 */
export function parseOfacSdn(content: string): ListEntry[] {
  const root = readXml('OFAC', content)['sdnList'] as Node | undefined;
  if (!root || typeof root !== 'object') throw new ListFormatError('OFAC', 'no sdnList');
  return nodes(root['sdnEntry'])
    .filter((e) => text(e['sdnType']) === 'Individual')
    .map((e) => {
      const primary = joined(text(e['firstName']), text(e['lastName']));
      if (!primary) throw new ListFormatError('OFAC', `entry ${text(e['uid'])} has no name`);
      const aliases = nodes((e['akaList'] as Node | undefined)?.['aka'])
        .filter((a) => text(a['category']).toLowerCase() !== 'weak')
        .map((a) => joined(text(a['firstName']), text(a['lastName'])))
        .filter(Boolean);
      const births = nodes((e['dateOfBirthList'] as Node | undefined)?.['dateOfBirthItem'])
        .map((b) => ofacBirth(text(b['dateOfBirth'])))
        .filter((b): b is ListedBirth => Boolean(b));
      const documents = nodes((e['idList'] as Node | undefined)?.['id'])
        .map((d) => ({
          type: text(d['idType']),
          number: text(d['idNumber']),
          country: text(d['idCountry']) || undefined,
        }))
        .filter((d) => d.number);
      const programs = (e['programList'] as Node | undefined)?.['program'];
      return {
        list: 'OFAC' as const,
        id: idOf('OFAC', e['uid']),
        reference: (Array.isArray(programs) ? programs : [programs]).map(text).join(', '),
        names: [primary, ...aliases],
        births,
        documents,
      };
    });
}

/** The columns of the fund manager's own list (CSV, UTF-8, a header line). */
export const OWN_LIST_COLUMNS = [
  'id',
  'nombres',
  'apellidos',
  'alias',
  'tipo_documento',
  'numero_documento',
  'fecha_nacimiento',
  'motivo',
] as const;

/**
 * The fund manager's own list: a CSV with the header `OWN_LIST_COLUMNS`, aliases separated by
 * `|`, the birth date as `YYYY-MM-DD` or a year.
 */
export function parseOwnList(content: string): ListEntry[] {
  let rows: Record<string, string>[];
  try {
    rows = parseCsv(content, { columns: true, skip_empty_lines: true, trim: true, bom: true });
  } catch (err) {
    throw new ListFormatError('OWN', `not a CSV file (${(err as Error).message})`);
  }
  const header = rows[0] ? Object.keys(rows[0]) : [];
  const missing = OWN_LIST_COLUMNS.filter((c) => rows.length > 0 && !header.includes(c));
  if (missing.length > 0)
    throw new ListFormatError('OWN', `missing columns: ${missing.join(', ')}`);
  return rows.map((r) => {
    const primary = joined(r['nombres'] ?? '', r['apellidos'] ?? '');
    if (!primary) throw new ListFormatError('OWN', `entry ${r['id']} has no name`);
    const born = r['fecha_nacimiento'] ?? '';
    const y = year(born.slice(0, 4));
    return {
      list: 'OWN' as const,
      id: idOf('OWN', r['id']),
      reference: r['motivo'] ?? '',
      names: [
        primary,
        ...(r['alias'] ?? '')
          .split('|')
          .map((a) => a.trim())
          .filter(Boolean),
      ],
      births: y
        ? [{ date: /^\d{4}-\d{2}-\d{2}$/.test(born) ? born : undefined, fromYear: y, toYear: y }]
        : [],
      documents: r['numero_documento']
        ? [{ type: r['tipo_documento'] ?? '', number: r['numero_documento'], country: 'Peru' }]
        : [],
    };
  });
}

/** A list without a single person is a broken download, never an emptied list. */
const notEmpty =
  (list: ScreeningListName, parse: (content: string) => ListEntry[]) =>
  (content: string): ListEntry[] => {
    const entries = parse(content);
    if (entries.length === 0) throw new ListFormatError(list, 'no person in the file');
    return entries;
  };

/** The parser of each list (a file with nobody in it is refused). */
export const LIST_PARSERS: Record<ScreeningListName, (content: string) => ListEntry[]> = {
  UN: notEmpty('UN', parseUnList),
  OFAC: notEmpty('OFAC', parseOfacSdn),
  OWN: notEmpty('OWN', parseOwnList),
};
