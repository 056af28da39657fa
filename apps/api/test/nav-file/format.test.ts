import { describe, expect, it } from 'vitest';
import { peruHolidays } from '../../src/lib/holidays';
import { daysOfFile } from '../../src/modules/nav-file/checks';
import { NavFileRefused, parseNavFile } from '../../src/modules/nav-file/format';

const HEADER = 'H|VALOR_CUOTA|1|20512345671|2026-11-24';
const file = (...lines: string[]) => [HEADER, ...lines].join('\n');

function refused(text: string): string {
  try {
    parseNavFile(text);
  } catch (err) {
    if (err instanceof NavFileRefused) return `${err.reason}: ${err.message}`;
    throw err;
  }
  throw new Error('it was not refused');
}

describe('reading a valor-cuota file', () => {
  it('reads the header, the details and the trailer, with a byte-order mark and LF ends', () => {
    const read = parseNavFile(
      `\uFEFF${file('D|RCPS|000|2026-11-24|100.10000000', 'D|RCPS|001|2026-11-24|0.50000001', 'T|2|100.60000001')}\n`,
    );
    expect(read).toEqual({
      managerId: '20512345671',
      businessDay: '2026-11-24',
      lineCount: 2,
      controlTotal: '100.60000001',
      lines: [
        { line: 2, fundCode: 'RCPS', seriesCode: '000', date: '2026-11-24', value: '100.10000000' },
        { line: 3, fundCode: 'RCPS', seriesCode: '001', date: '2026-11-24', value: '0.50000001' },
      ],
    });
  });

  it('says which line is wrong and why', () => {
    expect(refused('D|RCPS|000|2026-11-24|1.00000000')).toMatch(/^MALFORMED: line 1: .*header/);
    expect(refused(file('T|0|0.00000000'))).toMatch(/^MALFORMED: line 2: the trailer/);
    expect(refused(file('D|RCPS|000|2026-11-24|1.00000000'))).toMatch(
      /^MALFORMED: line 3: .*end with a trailer/,
    );
    expect(refused(file('D|RCPS|000|2026-02-30|1.00000000', 'T|1|1.00000000'))).toMatch(
      /^MALFORMED: line 2: "2026-02-30" is not a day/,
    );
    expect(refused(file('D|RCPS|000|2026-11-24|0.00000000', 'T|1|0.00000000'))).toMatch(
      /^MALFORMED: line 2: valor cuota 0.00000000 is not positive/,
    );
    expect(refused(file('D|RCPS|000|2026-11-24|0100.00000000', 'T|1|100.00000000'))).toMatch(
      /^MALFORMED: line 2: .*not a number/,
    );
    expect(refused(file('D|RCPS|000|2026-11-24|100', 'T|1|100.00000000'))).toMatch(
      /^WRONG_DECIMALS: line 2: valor cuota 100 must have exactly 8 decimals/,
    );
    expect(refused(file('D|RCPS|000|2026-11-24|1.123456789', 'T|1|1.12345679'))).toMatch(
      /^WRONG_DECIMALS/,
    );
    expect(refused(file('D|RCPS|000|2026-11-24|1.00000000', 'T|1|1.0'))).toMatch(
      /^WRONG_DECIMALS: line 3: control total/,
    );
  });
});

describe('the days a file carries', () => {
  const holidays = new Set(peruHolidays(2026).map((h) => h.date));
  it('are the calendar days since the business day before', () => {
    expect(daysOfFile('2026-11-24', holidays)).toEqual(['2026-11-24']);
    expect(daysOfFile('2026-11-23', holidays)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
    // 8 and 9 December are holidays: Thursday's file carries them.
    expect(daysOfFile('2026-12-10', holidays)).toEqual(['2026-12-08', '2026-12-09', '2026-12-10']);
  });
});
