/**
 * The core system's daily valor-cuota file (docs/OPERATIONS.md, "The valor-cuota file"): UTF-8
 * text, one record a line, fields separated by `|`:
 *
 *   H|VALOR_CUOTA|1|<manager's RUC>|<business day>
 *   D|<fund code>|<series code>|<day>|<valor cuota, 8 decimals>     (one per series and day)
 *   T|<detail lines>|<control total: the sum of the values, 8 decimals>
 *
 * This file reads the text and checks what the text alone can say (the records, the decimals,
 * the count and the control total); the import checks it against the catalogue and the calendar.
 */
import Decimal from 'decimal.js';

/** Why a file is refused; the message says where and what. */
export type NavFileReason =
  | 'WRONG_SOURCE'
  | 'DUPLICATE_FILE'
  | 'MALFORMED'
  | 'WRONG_DECIMALS'
  | 'WRONG_COUNT'
  | 'WRONG_CONTROL_TOTAL'
  | 'WRONG_MANAGER'
  | 'NOT_BUSINESS_DAY'
  | 'DAY_NOT_COME'
  | 'ALREADY_DELIVERED'
  | 'EARLIER_FILE_HELD'
  | 'GAP'
  | 'UNKNOWN_SERIES'
  | 'WRONG_DATE'
  | 'REPEATED_LINE'
  | 'MISSING_SERIES'
  | 'NOT_FOUND'
  | 'NOT_HELD';

/** A file (or an operator's decision on one) that is refused: nothing was stored. */
export class NavFileRefused extends Error {
  constructor(
    readonly reason: NavFileReason,
    message: string,
  ) {
    super(message);
    this.name = 'NavFileRefused';
  }
}

export const FILE_KIND = 'VALOR_CUOTA';
export const FILE_VERSION = '1';

/** One detail record: the valor cuota of a series on a day. */
export interface NavLine {
  /** Its line number in the file (the header is line 1). */
  line: number;
  fundCode: string;
  seriesCode: string;
  date: string;
  value: string;
}

export interface NavFileText {
  managerId: string;
  businessDay: string;
  lines: NavLine[];
  /** The trailer's figures, checked against the lines. */
  lineCount: number;
  controlTotal: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[A-Z0-9]{1,10}$/;
const SERIES = /^\d{3}$/;
/** Up to 12 digits before the point (the database's NUMERIC(20, 8)), no leading zero. */
const NUMBER = /^(?:0|[1-9]\d{0,11})(?:\.(\d*))?$/;
const COUNT = /^[1-9]\d{0,6}$/;
const DECIMALS = 8;
/** Enough digits for any sum of the file's values, exactly. */
const D = Decimal.clone({ precision: 40 });

/** A real calendar day written `YYYY-MM-DD`. */
function isDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

const malformed = (line: number, what: string) =>
  new NavFileRefused('MALFORMED', `line ${line}: ${what}`);

/** A positive amount with exactly 8 decimals, as the file writes valores cuota and totals. */
function amount(text: string, line: number, what: string): string {
  const match = NUMBER.exec(text);
  if (!match) throw malformed(line, `${what} "${text}" is not a number`);
  if ((match[1] ?? '').length !== DECIMALS)
    throw new NavFileRefused(
      'WRONG_DECIMALS',
      `line ${line}: ${what} ${text} must have exactly ${DECIMALS} decimals`,
    );
  if (new D(text).lte(0)) throw malformed(line, `${what} ${text} is not positive`);
  return text;
}

/** Reads a file's text (a byte-order mark and CRLF line ends are accepted). */
export function parseNavFile(text: string): NavFileText {
  const rows = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (rows.at(-1) === '') rows.pop();
  const fields = rows.map((row) => row.split('|'));
  const header = fields[0];
  if (!header || header[0] !== 'H') throw malformed(1, 'the file must start with a header (H)');
  if (header.length !== 5 || header[1] !== FILE_KIND || header[2] !== FILE_VERSION)
    throw malformed(1, `the header must be H|${FILE_KIND}|${FILE_VERSION}|<RUC>|<business day>`);
  const [, , , managerId = '', businessDay = ''] = header;
  if (!isDay(businessDay)) throw malformed(1, `"${businessDay}" is not a day (YYYY-MM-DD)`);

  const lines: NavLine[] = [];
  let trailer: string[] | undefined;
  fields.slice(1).forEach((record, i) => {
    const line = i + 2;
    if (trailer) throw malformed(line, 'nothing may follow the trailer (T)');
    if (record[0] === 'T') {
      trailer = record;
      if (record.length !== 3 || !COUNT.test(record[1] ?? ''))
        throw malformed(line, 'the trailer must be T|<detail lines>|<control total>');
      return;
    }
    if (record[0] !== 'D' || record.length !== 5)
      throw malformed(line, 'a detail must be D|<fund>|<series>|<day>|<valor cuota>');
    const [, fundCode = '', seriesCode = '', date = '', value = ''] = record;
    if (!CODE.test(fundCode)) throw malformed(line, `"${fundCode}" is not a fund code`);
    if (!SERIES.test(seriesCode)) throw malformed(line, `"${seriesCode}" is not a series code`);
    if (!isDay(date)) throw malformed(line, `"${date}" is not a day (YYYY-MM-DD)`);
    lines.push({ line, fundCode, seriesCode, date, value: amount(value, line, 'valor cuota') });
  });
  if (!trailer) throw malformed(rows.length + 1, 'the file must end with a trailer (T)');
  const [, count = '', total = ''] = trailer;
  const controlTotal = amount(total, rows.length, 'control total');

  const lineCount = Number(count);
  if (lineCount !== lines.length)
    throw new NavFileRefused(
      'WRONG_COUNT',
      `the trailer counts ${lineCount} detail lines, the file has ${lines.length}`,
    );
  const sum = lines.reduce((acc, l) => acc.plus(l.value), new D(0)).toFixed(DECIMALS);
  if (!new D(controlTotal).eq(sum))
    throw new NavFileRefused(
      'WRONG_CONTROL_TOTAL',
      `the control total is ${controlTotal}, the values add up to ${sum}`,
    );
  return { managerId, businessDay, lines, lineCount, controlTotal };
}
