// The data types of the fund's detail page, apart from the screen so its parts below the fold
// (SeriesMinimums) name them without importing the screen that loads them.
import type { FundHeaderProps } from '../../../composites/FundCard';
import type { DecimalInput } from '../../../primitives/Money';

/** The fund as its detail page shows it: the header's fields plus what it invests in and how. */
export interface FundDetailFund extends Omit<
  FundHeaderProps,
  'actions' | 'headingLevel' | 'className'
> {
  /** The fund's code (`'CPPEN'`). */
  code: string;
  /** What the fund invests in and what for, in a few sentences. */
  objective: string;
  /** The benchmark its returns are compared with. */
  benchmark: string;
}

/** One row of the returns table. */
export interface FundReturnRow {
  /** The period, e.g. "1 mes", "En el año", "3 años (anualizada)". */
  period: string;
  /** Return in percentage points (`'4.98'`); `null` when the fund has no history that long. */
  value: DecimalInput | null;
}

/** The fund's fees and rescue terms. */
export interface FundFees {
  /** Yearly unified fee before IGV, in percentage points (`'1.50'`). */
  unifiedFeePct: string;
  /** IGV added to the fee, in percentage points (`'18'`). */
  igvPct: string;
  /** Fee on a rescue made before `earlyRescueMinDays`, in percentage points; `'0'` for none. */
  earlyRescueFeePct: string;
  /** Days an investment must stay to be rescued without the early-rescue fee. */
  earlyRescueMinDays: number;
  /** Business days until a rescue is paid (T+n). */
  settlementDays: number;
}

/** A series of the fund with its minimums, in the fund's currency. */
export interface FundSeries {
  /** `000` (series A) or `001` (series B). */
  code: '000' | '001';
  /** "Serie A". */
  name: string;
  /** Minimum first investment, decimal string. */
  minInitial: string;
  /** Minimum later investment. */
  minAdditional: string;
  /** Minimum rescue. */
  minRescue: string;
  /** Minimum balance to keep after a partial rescue. */
  minBalance: string;
}

/** The customer's holding in the fund. */
export interface FundBalance {
  /** Cuotas held, decimal string. */
  cuotas: string;
  /** Their value, decimal string in the fund's currency. */
  amount: string;
  /** The valor cuota day the amount is valued at, `YYYY-MM-DD`. */
  navDate: string;
}

export type FundDocumentKind = 'prospecto' | 'reglamento' | 'factsheet';

/** A PDF about the fund. */
export interface FundDocument {
  kind: FundDocumentKind;
  /** What it is called, e.g. "Prospecto simplificado". */
  title: string;
  /** Address of the PDF. */
  href: string;
}

/** Set when the fund's risk is above the customer's risk profile. */
export interface FundSuitability {
  /** The customer's profile, e.g. "Moderado" (written in lower case in the sentence). */
  profileLabel: string;
}

export type FundDetailState = 'loading' | 'ready' | 'error' | 'not-found';
