/**
 * ISO 20022 bank files, as a pure library (no database, no HTTP): statements and notifications
 * read (`camt.053`, `camt.054`), payouts written (`pain.001.001.09`) and their status read
 * (`pain.002`). Every refusal is an `Iso20022Error` with a stable code.
 */
export { parseCamt } from './camt';
export type { CamtAccount, CamtMessage, CamtParty, CamtReport, CamtTransaction } from './camt';
export { PAYMENT_STATUSES, STATUS_REASONS } from './codes';
export { ISO20022_ERRORS, Iso20022Error, type Iso20022ErrorCode } from './errors';
export { PAIN001_NAMESPACE, writePain001 } from './pain001';
export type { Pain001Batch, Pain001Creditor, Pain001Debtor, Pain001Payment } from './pain001';
export { parsePain002 } from './pain002';
export type { PaymentStatusReport, StatusReason, TransactionStatus } from './pain002';
export { toBasicLatin } from './xml-write';
