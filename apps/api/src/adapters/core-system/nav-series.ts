import Decimal from 'decimal.js';
import { addDays } from '../../lib/dates';

/** One published valor cuota: the day it belongs to and its value (8 decimals, as text). */
export interface NavPoint {
  date: string;
  value: string;
}

/** The kinds of fund the catalogue holds (docs/DOMAIN.md, Funds). */
export const FUND_TYPES = [
  'SHORT_TERM_DEBT',
  'MEDIUM_TERM_DEBT',
  'MIXED',
  'EQUITY',
  'INTERNATIONAL',
  'FUND_OF_FUNDS',
] as const;
export type FundType = (typeof FUND_TYPES)[number];

/**
 * Yearly drift and volatility of the sandbox's valor cuota per fund type: what such a fund
 * returned and how much it moved in Peru over the last years, in round figures.
 */
export const NAV_MODEL: Record<FundType, { drift: number; volatility: number }> = {
  SHORT_TERM_DEBT: { drift: 0.045, volatility: 0.004 },
  MEDIUM_TERM_DEBT: { drift: 0.055, volatility: 0.02 },
  MIXED: { drift: 0.065, volatility: 0.07 },
  EQUITY: { drift: 0.08, volatility: 0.18 },
  INTERNATIONAL: { drift: 0.07, volatility: 0.13 },
  FUND_OF_FUNDS: { drift: 0.06, volatility: 0.06 },
};

/** A valor cuota has 8 decimals. */
export const NAV_DECIMALS = 8;
const D = Decimal.clone({ precision: 34, rounding: Decimal.ROUND_HALF_EVEN });

/** FNV-1a: 32 bits from a text. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mulberry32: a small generator of uniform numbers in (0, 1) from a 32-bit state. */
function uniforms(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) + 0.5) / 4294967296;
  };
}

/**
 * The market's move on one day for one series: a standard normal draw (Box–Muller) that
 * depends only on the series' seed and the date. A day can therefore be published on its own
 * (the daily job, a catch-up after months) and comes out the same as in a full regeneration.
 */
export function dailyShock(seed: string, date: string): number {
  const next = uniforms(hash32(`${seed}|${date}`));
  return Math.sqrt(-2 * Math.log(next())) * Math.cos(2 * Math.PI * next());
}

/**
 * The valor cuota of `date`, from the one of the day before: geometric Brownian motion over one
 * calendar day, `previous × exp((μ − σ²/2)/365 + σ·z/√365)`, rounded to 8 decimals.
 */
export function nextNav(seed: string, type: FundType, previous: string, date: string): string {
  const { drift, volatility } = NAV_MODEL[type];
  const dt = 1 / 365;
  const step =
    (drift - (volatility * volatility) / 2) * dt +
    volatility * Math.sqrt(dt) * dailyShock(seed, date);
  return new D(previous).times(new D(step).exp()).toFixed(NAV_DECIMALS);
}

/**
 * A series' valor cuota for `days` calendar days from `from` (which gets `startValue`), every
 * day included: weekends and holidays too, as funds publish them.
 */
export function navSeries(options: {
  seed: string;
  type: FundType;
  from: string;
  days: number;
  startValue: string;
}): NavPoint[] {
  const { seed, type, from, days, startValue } = options;
  const points: NavPoint[] = [];
  let value = new D(startValue).toFixed(NAV_DECIMALS);
  for (let i = 0; i < days; i += 1) {
    const date = addDays(from, i);
    if (i > 0) value = nextNav(seed, type, value, date);
    points.push({ date, value });
  }
  return points;
}
