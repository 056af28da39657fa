/**
 * The fund manager's core system: where the valor cuota of each fund series comes from. The
 * sandbox generates it with the deterministic model of `nav-series.ts`; a real
 * adapter would read the values the core system computed after each day's close.
 */
import { addDays } from '../../lib/dates';
import { nextNav, type FundType, type NavPoint } from './nav-series';

/** What the caller knows of one series when it asks for the days after its last published one. */
export interface NavRangeQuery {
  /** The fund's code (e.g. `QCP`) and the series' code (`000`, `001`). */
  fundCode: string;
  seriesCode: string;
  /** The sandbox's seed of the series (`fund_series.nav_seed`). */
  navSeed: string;
  fundType: FundType;
  /** The last published day of the series and its valor cuota (8 decimals). */
  lastDate: string;
  lastValue: string;
  /** The last Lima day to answer, included. */
  upTo: string;
}

export interface CoreSystem {
  readonly name: string;
  /**
   * The valor cuota of every day after `lastDate` up to `upTo`, in date order, one point per
   * calendar day. It may stop early (a day the core system has not closed yet): the caller
   * publishes what it gets and asks again from there on its next run.
   */
  navRange(query: NavRangeQuery): Promise<NavPoint[]>;
}

/** Generates the days with the sandbox's model: the same value for a day on every call. */
export const sandboxCoreSystem: CoreSystem = {
  name: 'sandbox',
  async navRange({ navSeed, fundType, lastDate, lastValue, upTo }) {
    const points: NavPoint[] = [];
    let date = lastDate;
    let value = lastValue;
    while (date < upTo) {
      date = addDays(date, 1);
      value = nextNav(navSeed, fundType, value, date);
      points.push({ date, value });
    }
    return points;
  },
};

/** A participant as the back office's register holds them. */
export interface RegisteredParticipant {
  documentType: string;
  numberDocument: string;
  /** The day they became a participant. */
  since: string;
  /** The address the register sends their notices to, or null when it holds none. */
  email: string | null;
}

/** The back office's register of participants ("Spectrum" in the spec). */
export interface ParticipantDirectory {
  readonly name: string;
  /** The participant holding this document, or null. */
  find(documentType: string, numberDocument: string): Promise<RegisteredParticipant | null>;
  /** The participant the register knows by this address (lower case), or null. */
  findByEmail(email: string): Promise<RegisteredParticipant | null>;
  /** Records the participant's new address in the register. */
  updateEmail(documentType: string, numberDocument: string, email: string): Promise<void>;
}

/**
 * The sandbox's copy of the register (`modules/participant` keeps it in the seeded
 * `core_participants` table). Addresses are given and kept in lower case.
 */
export interface ParticipantRecords {
  byDocument(documentType: string, numberDocument: string): Promise<RegisteredParticipant | null>;
  byEmail(email: string): Promise<RegisteredParticipant | null>;
  setEmail(documentType: string, numberDocument: string, email: string): Promise<void>;
}

/** The sandbox register: the seeded records (a real adapter would ask the back office). */
export function sandboxParticipants(records: ParticipantRecords): ParticipantDirectory {
  return {
    name: 'sandbox',
    find: (documentType, numberDocument) => records.byDocument(documentType, numberDocument),
    findByEmail: (email) => records.byEmail(email.toLowerCase()),
    updateEmail: (documentType, numberDocument, email) =>
      records.setEmail(documentType, numberDocument, email.toLowerCase()),
  };
}

/** A transfer the back office is asked about: the order it pays and what the customer told. */
export interface TransferQuery {
  reference: string;
  amount: string;
  currency: string;
  operationNumber: string;
  /** When the receipt arrived. */
  receiptAt: Date;
  now: Date;
}

export type TransferDecision =
  { decision: 'wait' } | { decision: 'approve' } | { decision: 'reject'; reason: string };

/** The back office's treasury: it confirms that a transfer reached the collection account. */
export interface TransferDesk {
  readonly name: string;
  review(query: TransferQuery): Promise<TransferDecision>;
}

/**
 * The sandbox treasury: it answers `delaySeconds` after the receipt arrived (0 in tests, where
 * the clock moves instead). An operation number ending in 99 is a transfer that never arrived;
 * any other is confirmed.
 */
export function sandboxTransferDesk(delaySeconds: number): TransferDesk {
  return {
    name: 'sandbox',
    async review({ operationNumber, receiptAt, now }) {
      if (now.getTime() - receiptAt.getTime() < delaySeconds * 1000) return { decision: 'wait' };
      if (operationNumber.endsWith('99'))
        return {
          decision: 'reject',
          reason:
            'No encontramos tu transferencia en nuestra cuenta recaudadora con ese número de operación.',
        };
      return { decision: 'approve' };
    },
  };
}

/**
 * The treasury on the bank's own record (`TREASURY=camt`): a transfer is confirmed only by a
 * booked credit of a collection account's statement (camt.053/camt.054) matched to the order,
 * and `modules/treasury` confirms it in the very transaction that keeps that credit. So this desk
 * never decides on what the customer tells: the uploaded receipt is evidence, and the order waits
 * for the statement however long ago it arrived.
 */
export const camtTransferDesk: TransferDesk = {
  name: 'camt',
  async review() {
    return { decision: 'wait' };
  },
};
