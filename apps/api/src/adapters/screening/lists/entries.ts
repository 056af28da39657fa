/** The lists screened: the UN Security Council's, OFAC's SDN list and the fund manager's own. */
export const SCREENING_LISTS = ['UN', 'OFAC', 'OWN'] as const;
export type ScreeningListName = (typeof SCREENING_LISTS)[number];

/** A birth date as a list gives it: a day, a year, or a span of years. */
export interface ListedBirth {
  /** `YYYY-MM-DD` when the list gives the day. */
  date?: string;
  fromYear: number;
  toYear: number;
}

export interface ListedDocument {
  type: string;
  number: string;
  country?: string;
}

/** One person of a list, in the shape the matcher reads, whatever the list's format. */
export interface ListEntry {
  list: ScreeningListName;
  /** The list's own id of the entry (UN DATAID, OFAC uid, the own list's id). */
  id: number;
  /** The list's reference shown to compliance (QDi.901, SDNTK, the own list's reason). */
  reference: string;
  /** The listed name first, then its aliases (weak aliases left out). */
  names: string[];
  births: ListedBirth[];
  documents: ListedDocument[];
}

/** A list file that could not be read: the file is refused whole, and the list in use stays. */
export class ListFormatError extends Error {
  constructor(
    readonly list: ScreeningListName,
    message: string,
  ) {
    super(`${list} list: ${message}`);
  }
}
