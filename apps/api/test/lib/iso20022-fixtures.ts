import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Iso20022Error } from '../../src/lib/iso20022';

/** The sample bank files of `test/fixtures/iso20022/`, written to the published schemas. */
export const fixture = (name: string): string =>
  readFileSync(fileURLToPath(new URL(`../fixtures/iso20022/${name}`, import.meta.url)), 'utf8');

export const STATEMENT = fixture('camt.053.001.08.xml');
export const NOTIFICATION_08 = fixture('camt.054.001.08.xml');
export const NOTIFICATION_02 = fixture('camt.054.001.02.xml');
export const STATUS_REPORT = fixture('pain.002.001.10.xml');
/** The fund's disbursement account: our payouts debited, one returned, one reversed. */
export const PAYOUT_STATEMENT = fixture('camt.053.001.08-payouts.xml');

/** The error `run` throws, to assert its code and where it points. */
export function failure(run: () => unknown): Iso20022Error {
  try {
    run();
  } catch (error) {
    if (error instanceof Iso20022Error) return error;
    throw error;
  }
  throw new Error('expected an Iso20022Error');
}
