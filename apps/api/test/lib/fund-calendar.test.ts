import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { easterSunday, peruHolidays } from '../../src/lib/holidays';
import {
  addBusinessDays,
  cutoffState,
  isBusinessDay,
  limaDate,
  limaInstant,
  orderDay,
  untilCutoff,
} from '../../src/lib/lima';

const holidays2026 = new Set(peruHolidays(2026).map((h) => h.date));

describe("Peru's public holidays", () => {
  it('are the national public holidays of each year, as an independent calendar has them', () => {
    const reference = new Holidays('PE');
    for (let year = 2021; year <= 2030; year += 1) {
      const expected = reference
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        .map((h) => h.date.slice(0, 10))
        .sort();
      expect(
        peruHolidays(year).map((h) => h.date),
        String(year),
      ).toEqual(expected);
    }
  });

  it('follow Easter for Holy Thursday and Good Friday', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(peruHolidays(2026).filter((h) => h.name.endsWith('Santo'))).toEqual([
      { date: '2026-04-02', name: 'Jueves Santo' },
      { date: '2026-04-03', name: 'Viernes Santo' },
    ]);
  });
});

describe('Lima time, cut-off and settlement', () => {
  it('takes the date in Lima, not in UTC, around midnight', () => {
    expect(limaDate(new Date('2026-11-23T04:30:00Z'))).toBe('2026-11-22'); // 23:30 in Lima
    expect(limaDate(new Date('2026-11-23T05:00:00Z'))).toBe('2026-11-23');
    expect(limaInstant('2026-11-23', '13:00').toISOString()).toBe('2026-11-23T18:00:00.000Z');
  });

  it('counts an order for today before the cut-off and for the next business day from it on', () => {
    const at = (iso: string) => new Date(iso);
    // Monday 23 November 2026, cut-off 13:00 in Lima (18:00 UTC).
    expect(orderDay(at('2026-11-23T17:59:59Z'), '13:00', holidays2026)).toBe('2026-11-23');
    expect(orderDay(at('2026-11-23T18:00:00Z'), '13:00', holidays2026)).toBe('2026-11-24');
    // Friday after the cut-off, and Saturday: Monday.
    expect(orderDay(at('2026-11-27T19:00:00Z'), '13:00', holidays2026)).toBe('2026-11-30');
    expect(orderDay(at('2026-11-28T15:00:00Z'), '13:00', holidays2026)).toBe('2026-11-30');
    // Wednesday of Holy Week after the cut-off: Thursday and Friday are holidays.
    expect(orderDay(at('2026-04-01T20:00:00Z'), '13:00', holidays2026)).toBe('2026-04-06');
    // On a holiday morning: the next business day.
    expect(orderDay(at('2026-12-08T14:00:00Z'), '16:00', holidays2026)).toBe('2026-12-10');
  });

  it('counts down to today’s cut-off only on a business day before it', () => {
    expect(untilCutoff(new Date('2026-11-23T17:00:00Z'), '13:00', holidays2026)).toBe(3_600_000);
    expect(untilCutoff(new Date('2026-11-23T18:00:00Z'), '13:00', holidays2026)).toBeNull();
    expect(untilCutoff(new Date('2026-11-28T15:00:00Z'), '13:00', holidays2026)).toBeNull();
  });

  it('tells a business day before or after its cut-off from a day that is not a business day', () => {
    const state = (iso: string) => cutoffState(new Date(iso), '13:00', holidays2026);
    const day = (iso: string) => orderDay(new Date(iso), '13:00', holidays2026);
    // Monday 23 November 2026: 12:59:59 and 13:00 in Lima.
    expect(state('2026-11-23T17:59:59Z')).toBe('BEFORE_CUTOFF');
    expect(state('2026-11-23T18:00:00Z')).toBe('AFTER_CUTOFF');
    // Saturday 28 November at 02:46 (before 13:00) and Sunday 29 at 15:00: no cut-off at all.
    expect(state('2026-11-28T07:46:00Z')).toBe('NOT_BUSINESS_DAY');
    expect(day('2026-11-28T07:46:00Z')).toBe('2026-11-30');
    expect(state('2026-11-29T20:00:00Z')).toBe('NOT_BUSINESS_DAY');
    // Tuesday 8 December (Inmaculada Concepción) at 10:00, a weekday holiday morning.
    expect(state('2026-12-08T15:00:00Z')).toBe('NOT_BUSINESS_DAY');
    expect(day('2026-12-08T15:00:00Z')).toBe('2026-12-10'); // 9: Batalla de Ayacucho
    // Monday 7 December after the cut-off, the eve of two holidays: Thursday 10.
    expect(state('2026-12-07T18:30:00Z')).toBe('AFTER_CUTOFF');
    expect(day('2026-12-07T18:30:00Z')).toBe('2026-12-10');
    // Late on a business day, in Lima (00:30 UTC the next day): still that day, after its cut-off.
    expect(state('2026-11-24T04:30:00Z')).toBe('AFTER_CUTOFF');
  });

  it('settles T+n in business days, skipping weekends and holidays', () => {
    expect(isBusinessDay('2026-07-28', holidays2026)).toBe(false);
    expect(addBusinessDays('2026-07-22', 0, holidays2026)).toBe('2026-07-22');
    expect(addBusinessDays('2026-07-22', 1, holidays2026)).toBe('2026-07-24'); // 23: Fuerza Aérea
    expect(addBusinessDays('2026-07-24', 3, holidays2026)).toBe('2026-07-31'); // 28, 29: Fiestas Patrias
  });
});
