import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, minusMonths } from '../../src/lib/dates';
import {
  NAV_DECIMALS,
  NAV_MODEL,
  FUND_TYPES,
  navSeries,
  nextNav,
} from '../../src/adapters/core-system/nav-series';
import {
  periodReturn,
  periodReturns,
  valueOnOrBefore,
  type NavPoint,
} from '../../src/modules/funds/returns';

describe('calendar dates of the valor cuota', () => {
  it('counts months back to the same day, or to the last day of a shorter month', () => {
    expect(minusMonths('2026-03-31', 1)).toBe('2026-02-28');
    expect(minusMonths('2024-03-31', 1)).toBe('2024-02-29');
    expect(minusMonths('2026-01-15', 1)).toBe('2025-12-15');
    expect(minusMonths('2026-03-31', 36)).toBe('2023-03-31');
    expect(daysBetween('2023-03-31', '2026-03-31')).toBe(1096); // 2024 is a leap year
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('returns from the stored valor cuota', () => {
  // Figures worked out by hand (and with Python's decimal module at 50 digits).
  const history: NavPoint[] = [
    { date: '2023-03-31', value: '8.00000000' },
    { date: '2025-03-31', value: '9.50000000' },
    { date: '2025-09-15', value: '9.80000000' },
    { date: '2025-12-31', value: '10.00000000' },
    { date: '2026-02-28', value: '10.20000000' },
    { date: '2026-03-31', value: '10.50000000' },
  ];

  it('gives cumulative returns up to a year and yearly rates for three and five years', () => {
    expect(periodReturns(history)).toEqual({
      '1M': '0.02941176', // 10.5 / 10.2 − 1, from 28 February (31 February does not exist)
      '3M': '0.05000000', // 10.5 / 10 − 1, from 31 December
      '6M': '0.07142857', // 10.5 / 9.8 − 1: 30 September has no value, 15 September is the last before it
      YTD: '0.05000000', // from the last valor cuota of 2025
      '1Y': '0.10526316', // 10.5 / 9.5 − 1
      '3Y': '0.09478924', // (10.5 / 8)^(365 / 1096) − 1
      '5Y': null, // the history starts after 31 March 2021
    });
  });

  it('takes the last value published on or before a day', () => {
    expect(valueOnOrBefore(history, '2025-10-01')?.value).toBe('9.80000000');
    expect(valueOnOrBefore(history, '2025-12-31')?.value).toBe('10.00000000');
    expect(valueOnOrBefore(history, '2020-01-01')).toBeUndefined();
  });

  it('has no figure for an empty history or one shorter than the period', () => {
    expect(periodReturn([], '1M')).toBeNull();
    expect(periodReturn(history.slice(-2), '3M')).toBeNull();
  });

  it('gives a negative return when the valor cuota fell', () => {
    const fall: NavPoint[] = [
      { date: '2026-01-28', value: '12.00000000' },
      { date: '2026-02-28', value: '11.40000000' },
    ];
    expect(periodReturn(fall, '1M')).toBe('-0.05000000');
  });
});

describe('the sandbox valor cuota', () => {
  const fiveYears = (type: (typeof FUND_TYPES)[number], seed = `demo-${type}-000`) =>
    navSeries({
      seed,
      type,
      from: '2021-11-22',
      days: daysBetween('2021-11-22', '2026-11-22') + 1,
      startValue: '10',
    });

  it('is the same for the same seed, different for another, with 8 decimals and above zero', () => {
    const a = fiveYears('EQUITY');
    expect(fiveYears('EQUITY')).toEqual(a);
    expect(fiveYears('EQUITY', 'other-seed').at(-1)!.value).not.toBe(a.at(-1)!.value);
    expect(a).toHaveLength(1827); // five years and their leap day, both ends included
    expect(a[0]).toEqual({ date: '2021-11-22', value: '10.00000000' });
    for (const point of a) {
      expect(point.value).toMatch(new RegExp(`^\\d+\\.\\d{${NAV_DECIMALS}}$`));
      expect(Number(point.value)).toBeGreaterThan(0);
    }
  });

  it('publishes one day from the day before exactly as a full regeneration does (catch-up)', () => {
    const full = fiveYears('MIXED');
    const day = 900;
    expect(nextNav('demo-MIXED-000', 'MIXED', full[day - 1]!.value, full[day]!.date)).toBe(
      full[day]!.value,
    );
  });

  it('moves as its type does: debt barely, equity most, each near its yearly drift', () => {
    const volatilityOf = (series: NavPoint[]) => {
      const logs = series
        .slice(1)
        .map((p, i) => Math.log(Number(p.value) / Number(series[i]!.value)));
      const mean = logs.reduce((s, x) => s + x, 0) / logs.length;
      const variance = logs.reduce((s, x) => s + (x - mean) ** 2, 0) / (logs.length - 1);
      return Math.sqrt(variance * 365);
    };
    const measured = Object.fromEntries(
      FUND_TYPES.map((type) => [type, volatilityOf(fiveYears(type))]),
    ) as Record<(typeof FUND_TYPES)[number], number>;
    expect(measured.SHORT_TERM_DEBT).toBeLessThan(measured.MEDIUM_TERM_DEBT);
    expect(measured.MEDIUM_TERM_DEBT).toBeLessThan(measured.MIXED);
    expect(measured.MIXED).toBeLessThan(measured.EQUITY);
    for (const type of FUND_TYPES) {
      // Five years of daily draws estimate the volatility within a few per cent of the model.
      expect(measured[type] / NAV_MODEL[type].volatility).toBeGreaterThan(0.9);
      expect(measured[type] / NAV_MODEL[type].volatility).toBeLessThan(1.1);
    }
    // A short-term debt fund grows steadily: its five-year yearly rate is near its drift.
    const debt = fiveYears('SHORT_TERM_DEBT');
    expect(periodReturn(debt, '5Y')).not.toBeNull();
    const rate = Number(periodReturn(debt, '5Y'));
    expect(rate).toBeGreaterThan(NAV_MODEL.SHORT_TERM_DEBT.drift - 0.005);
    expect(rate).toBeLessThan(NAV_MODEL.SHORT_TERM_DEBT.drift + 0.005);
  });
});
