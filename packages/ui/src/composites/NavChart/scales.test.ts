import { describe, expect, it } from 'vitest';
import { calendarTicks, linear, niceTicks, tickStep } from './scales';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

describe('chart scales', () => {
  it('maps values to pixels linearly, upside down for a y axis', () => {
    const y = linear([1.2, 1.3], [200, 0]);
    expect(y(1.2)).toBe(200);
    expect(y(1.3)).toBeCloseTo(0);
    expect(y(1.25)).toBeCloseTo(100);
    expect(linear([5, 5], [0, 10])(5)).toBe(5);
  });

  it('picks round steps of 1, 2 or 5 and widens the domain to whole steps', () => {
    expect(tickStep(0.1, 4)).toBe(0.02);
    expect(tickStep(37, 4)).toBe(10);
    expect(tickStep(1.3, 4)).toBe(0.5);
    expect(niceTicks(1.2234, 1.2987, 4)).toEqual({
      domain: [1.22, 1.3],
      ticks: [1.22, 1.24, 1.26, 1.28, 1.3],
      step: 0.02,
    });
    expect(niceTicks(98.7, 131.2, 4).ticks).toEqual([90, 100, 110, 120, 130, 140]);
  });

  it('ticks a month by weeks, a year by months and five years by years, on calendar days', () => {
    const month = calendarTicks(day('2026-10-23'), day('2026-11-23'), 4).map(iso);
    expect(month.length).toBeGreaterThanOrEqual(3);
    expect(month.length).toBeLessThanOrEqual(5);
    const year = calendarTicks(day('2025-11-23'), day('2026-11-23'), 4).map(iso);
    expect(year).toEqual(['2026-01-01', '2026-04-01', '2026-07-01', '2026-10-01']);
    const five = calendarTicks(day('2021-11-23'), day('2026-11-23'), 5).map(iso);
    expect(five).toEqual(['2022-01-01', '2023-01-01', '2024-01-01', '2025-01-01', '2026-01-01']);
    expect(calendarTicks(day('2026-11-23'), day('2026-11-23'), 4).map(iso)).toEqual(['2026-11-23']);
  });
});
