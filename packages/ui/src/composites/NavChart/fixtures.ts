import type { NavPoint } from './NavChart';

/** A small deterministic pseudo-random sequence (mulberry32): the same numbers on every run. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

const DAY = 86_400_000;

export interface HistoryOptions {
  /** Last published day, `YYYY-MM-DD`. */
  endDate: string;
  /** Valor cuota on the last day, with 8 decimals. */
  endValue: string;
  /** Number of business days (Monday to Friday). */
  count: number;
  /** Mean daily change in millionths (`190` is about 4.9 % a year). */
  drift: number;
  /** Largest daily swing around the drift, in millionths. */
  swing: number;
  /** Seed of the sequence. */
  seed: number;
}

/**
 * A fund's valor cuota over `count` business days ending on `endDate` at `endValue`: generated
 * backwards from the last value with integer arithmetic in units of 10⁻⁸, so every run gives the
 * same points and every value is an exact decimal string.
 */
export function generateHistory({
  endDate,
  endValue,
  count,
  drift,
  swing,
  seed,
}: HistoryOptions): NavPoint[] {
  const next = sequence(seed);
  const [whole = '0', fraction = ''] = endValue.split('.');
  let units = BigInt(`${whole}${fraction.padEnd(8, '0').slice(0, 8)}`);
  const days: string[] = [];
  for (let time = Date.parse(`${endDate}T00:00:00Z`); days.length < count; time -= DAY) {
    const weekday = new Date(time).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(isoDay(time));
  }
  const points: NavPoint[] = [];
  for (const date of days) {
    const digits = units.toString().padStart(9, '0');
    points.push({ date, value: `${digits.slice(0, -8)}.${digits.slice(-8)}` });
    // The day before: undo one day's change (drift plus a swing that trends in slow waves).
    const wave = Math.round(swing * 0.4 * Math.sin(points.length / 13));
    const change = drift + wave + Math.round((next() - 0.5) * 2 * swing);
    units = (units * 1_000_000n) / BigInt(1_000_000 + change);
  }
  return points.reverse();
}

/** One year (250 business days) of a short-term soles debt fund, ending on 23 Nov 2026. */
export const shortTermSolesHistory: NavPoint[] = generateHistory({
  endDate: '2026-11-23',
  endValue: '1.28456789',
  count: 250,
  drift: 190,
  swing: 140,
  seed: 20261123,
});

/** Six months of an equity fund in dollars, with falls as well as rises. */
export const equityDollarsHistory: NavPoint[] = generateHistory({
  endDate: '2026-11-23',
  endValue: '98.12004512',
  count: 126,
  drift: -1200,
  swing: 12000,
  seed: 5,
});
