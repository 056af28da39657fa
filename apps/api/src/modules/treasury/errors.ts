import { catalogueError } from '../../lib/errors';

/**
 * Why the treasury refused an operator's action. Every code has one fixed sentence for the
 * operator (English, as the operator's commands speak); `detail` names what was refused.
 */
export const TREASURY_ERRORS = {
  UNKNOWN_ACCOUNT: 'The file reports an account that is not one of the collection accounts.',
  NOT_FOUND: 'There is no such exception.',
  ALREADY_RESOLVED: 'The exception was already resolved.',
  ORDER_NOT_FOUND: 'No subscription has that reference.',
  ORDER_NOT_PENDING: 'The order is no longer waiting for its payment.',
  AMOUNT_MISMATCH: "The credit's amount and currency are not exactly the order's.",
  NO_DEBTOR_ACCOUNT: 'The bank gave no originating account to refund to.',
  NO_ACTOR: 'The operator who acts must be named.',
  NOT_A_CREDIT: 'Only money received can be assigned to an order or refunded.',
  REFUND_NOT_PAYABLE: 'The refund cannot be written in a payout file.',
  NO_NOTE: 'Say why the exception is closed.',
} as const;

export type TreasuryErrorCode = keyof typeof TREASURY_ERRORS;

/** A refused treasury action: a stable code and what it is about. */
export const TreasuryError = catalogueError('TreasuryError', TREASURY_ERRORS);
export type TreasuryError = InstanceType<typeof TreasuryError>;
