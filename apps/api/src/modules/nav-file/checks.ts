import Decimal from 'decimal.js';
import type { NavMove } from '../../db/schema';
import type { FundType } from '../../adapters/core-system/nav-series';
import { addDays } from '../../lib/dates';
import { isBusinessDay, nextBusinessDay, previousBusinessDay } from '../../lib/lima';
import { NavFileRefused, type NavFileText, type NavLine } from './format';
import type { SeriesState } from './store';

/**
 * The largest move of a valor cuota from one day to the next, per cent, that a file may bring
 * without an operator's approval (docs/DOMAIN.md): a few times what such a fund moves on a bad
 * day, so that a wrong value (a decimal point out of place, a series swapped) stops and a
 * market's move does not.
 */
export const NAV_MOVE_LIMIT_PCT: Record<FundType, string> = {
  SHORT_TERM_DEBT: '2',
  MEDIUM_TERM_DEBT: '3',
  MIXED: '5',
  EQUITY: '8',
  INTERNATIONAL: '8',
  FUND_OF_FUNDS: '5',
};

/** What a file brings once checked: the values to store and the moves that hold it. */
export interface CheckedFile {
  /** Each series' days after the last one it has (a day already published keeps its value). */
  values: { seriesId: number; date: string; value: string }[];
  moves: NavMove[];
}

/** How many offending lines a refusal names before "and n more". */
const NAMED = 5;

function refuse(reason: 'MISSING_SERIES' | 'REPEATED_LINE', what: string[], intro: string): never {
  const more = what.length > NAMED ? ` and ${what.length - NAMED} more` : '';
  throw new NavFileRefused(reason, `${intro}: ${what.slice(0, NAMED).join(', ')}${more}`);
}

/** The calendar days a file of a business day carries: those after the business day before. */
export function daysOfFile(businessDay: string, holidays: ReadonlySet<string>): string[] {
  const days: string[] = [];
  let date = previousBusinessDay(businessDay, holidays);
  while (date < businessDay) {
    date = addDays(date, 1);
    days.push(date);
  }
  return days;
}

/**
 * Checks a read file against the manager, the calendar and every series of the catalogue as it
 * stands (the caller holds the publication's lock, so nothing moves meanwhile).
 */
export function checkNavFile(
  file: NavFileText,
  context: {
    managerId: string;
    states: SeriesState[];
    holidays: ReadonlySet<string>;
    /** Today in Lima: a file of a day still to come is refused. */
    today: string;
  },
): CheckedFile {
  const { managerId, states, holidays, today } = context;
  const day = file.businessDay;
  if (file.managerId !== managerId)
    throw new NavFileRefused(
      'WRONG_MANAGER',
      `the file is for the manager ${file.managerId}, this one is ${managerId} (MANAGER_RUC)`,
    );
  if (!isBusinessDay(day, holidays))
    throw new NavFileRefused('NOT_BUSINESS_DAY', `${day} is not a business day in Lima`);
  if (day > today) throw new NavFileRefused('DAY_NOT_COME', `${day} has not come yet (${today})`);

  const days = daysOfFile(day, holidays);
  const before = addDays(days[0]!, -1);
  const behind = states.filter((s) => s.through !== null && s.through < before);
  if (behind.length) {
    const through = behind.map((s) => s.through!).sort()[0]!;
    throw new NavFileRefused(
      'GAP',
      `the valor cuota stops at ${through}: the file of ${nextBusinessDay(through, holidays)} must be imported before this one of ${day}`,
    );
  }
  if (states.every((s) => s.through !== null && s.through >= day))
    throw new NavFileRefused('ALREADY_DELIVERED', `every series already has its value of ${day}`);

  const bySeries = new Map(states.map((s) => [`${s.fundCode} ${s.seriesCode}`, s]));
  const lines = new Map<string, NavLine>();
  const repeated: string[] = [];
  for (const line of file.lines) {
    const series = `${line.fundCode} ${line.seriesCode}`;
    if (!bySeries.has(series))
      throw new NavFileRefused(
        'UNKNOWN_SERIES',
        `line ${line.line}: the catalogue has no series ${series}`,
      );
    if (!days.includes(line.date))
      throw new NavFileRefused(
        'WRONG_DATE',
        `line ${line.line}: ${line.date} is not a day of this file (${days[0]} to ${day})`,
      );
    const key = `${series} ${line.date}`;
    if (lines.has(key)) repeated.push(`${key} (lines ${lines.get(key)!.line} and ${line.line})`);
    else lines.set(key, line);
  }
  if (repeated.length) refuse('REPEATED_LINE', repeated, 'a series has two values of a day');
  const missing = states.flatMap((s) =>
    days.map((d) => `${s.fundCode} ${s.seriesCode} ${d}`).filter((key) => !lines.has(key)),
  );
  if (missing.length) refuse('MISSING_SERIES', missing, 'the file has no valor cuota of');

  const checked: CheckedFile = { values: [], moves: [] };
  for (const s of states) {
    let previous = s.value;
    for (const date of days) {
      if (s.through !== null && date <= s.through) continue;
      const { value } = lines.get(`${s.fundCode} ${s.seriesCode} ${date}`)!;
      checked.values.push({ seriesId: s.seriesId, date, value });
      const limit = NAV_MOVE_LIMIT_PCT[s.fundType];
      const move = previous ? new Decimal(value).div(previous).minus(1).times(100) : null;
      if (move && move.abs().gt(limit))
        checked.moves.push({
          fundCode: s.fundCode,
          seriesCode: s.seriesCode,
          date,
          previous: previous!,
          value,
          movePct: move.toFixed(2),
          limitPct: new Decimal(limit).toFixed(2),
        });
      previous = value;
    }
  }
  return checked;
}
