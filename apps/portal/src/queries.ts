import type { QuestionQuery } from './paths';

/**
 * What the pages that read their query find in it (the other half of paths.ts, in a module of
 * its own so the first page of a visit does not carry the parsers of the others). A wizard's
 * page reads its query with its definition's `parse` (`@saf/flows`), not here.
 */

/** What a parser reads: the address's query, as the router hands it or as text. */
type Search = URLSearchParams | string;
const read = (search: Search) =>
  typeof search === 'string' ? new URLSearchParams(search) : search;

/** A query parameter that is absent or empty reads as null. */
const text = (params: URLSearchParams, name: string) => params.get(name) || null;

/** A fund's code, as addresses may carry it in any case. */
const code = (params: URLSearchParams, name: string) => text(params, name)?.toUpperCase() ?? null;

/** A question's number (the first without one); the questionnaire sends a wrong one to a right one. */
const questionOf = (params: URLSearchParams): Required<QuestionQuery> => ({
  question: Number(params.get('pregunta') ?? '1'),
});

/**
 * What the pages that read their query find in it. A parameter that is absent or empty reads
 * as null; fund codes read in capitals. Values are as written: a page checks the ones it acts
 * on (a step's name, a return path) against what it accepts.
 */
export const queries = {
  riskProfile: (search: Search) => questionOf(read(search)),
  changeRisk: (search: Search) => questionOf(read(search)),
  fundDetail: (search: Search) => ({ fund: code(read(search), 'fondo') ?? '' }),
  movements: (search: Search) => ({ order: text(read(search), 'orden') }),
  /** Only a page of the rescue wizard is returned to (`/rescue/create-rescue?paso=cuenta`). */
  accountCreate: (search: Search) => {
    const back = text(read(search), 'volver');
    return { back: back && /^\/rescue\/[a-z-]+(\?paso=[a-z]+)?$/.test(back) ? back : null };
  },
  accountEdit: (search: Search) => {
    const account = Number(read(search).get('cuenta'));
    // An address without a number names no account (the form then says it found none).
    return { account: Number.isInteger(account) && account > 0 ? account : -1 };
  },
};
