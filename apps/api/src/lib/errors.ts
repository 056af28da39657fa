import { ERRORS, type ErrorBody, type ErrorCode, type FieldIssue } from '@saf/contract';

/**
 * A catalogued failure. Services throw it; the error handler turns it into the contract's error
 * body `{ code, message, requestId }` with the catalogue's HTTP status.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly extra: { details?: FieldIssue[]; meta?: ErrorBody['meta'] } = {},
    /** Extra headers for the answer (e.g. Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(ERRORS[code].message);
    this.name = 'AppError';
    this.status = ERRORS[code].status;
  }
}

export const fail = (
  code: ErrorCode,
  extra?: AppError['extra'],
  headers?: Record<string, string>,
): never => {
  throw new AppError(code, extra, headers);
};

/**
 * The class of an operator-facing refusal (a bank file, a treasury action…): a code of a fixed
 * catalogue, one sentence each, and `detail` naming what was refused (an element, an id).
 */
export function catalogueError<Code extends string>(name: string, catalogue: Record<Code, string>) {
  return class extends Error {
    constructor(
      readonly code: Code,
      readonly detail: string,
    ) {
      super(`${catalogue[code]} ${detail}`);
      this.name = name;
    }
  };
}
