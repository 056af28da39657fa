/**
 * The core system as production has it: each business day it delivers a file of valor cuota
 * per fund and series, which an operator imports (`modules/nav-file`, docs/OPERATIONS.md). This
 * core system answers what those files delivered and what nothing holds back any more.
 */
import { addDays } from '../../lib/dates';
import type { CoreSystem } from './index';
import type { NavPoint } from './nav-series';

/** The values the imported files delivered (a module keeps them in the database). */
export interface DeliveredNav {
  /**
   * The values of one series after `after` up to `upTo` included, in date order, from files
   * that are accepted (never from a file held for an operator, nor a refused one).
   */
  accepted(fundCode: string, seriesCode: string, after: string, upTo: string): Promise<NavPoint[]>;
}

/**
 * A core system reading the imported files: the days delivered after the last published one,
 * up to the first day no file delivered yet (the next run goes on from there).
 */
export function coreFileSystem(delivered: DeliveredNav): CoreSystem {
  return {
    name: 'core-file',
    async navRange({ fundCode, seriesCode, lastDate, upTo }) {
      const points = await delivered.accepted(fundCode, seriesCode, lastDate, upTo);
      const answer: NavPoint[] = [];
      let date = lastDate;
      for (const point of points) {
        if (point.date !== addDays(date, 1)) break;
        answer.push(point);
        date = point.date;
      }
      return answer;
    },
  };
}
