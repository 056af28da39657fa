import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import Decimal from 'decimal.js';
import { checkCci } from '@saf/contract';
import { LIMA } from '../lima';
import { Iso20022Error } from './errors';
import { el, serializeXml, toBasicLatin, type XmlElement } from './xml-write';

/**
 * Payouts to the bank: a `pain.001.001.09` CustomerCreditTransferInitiation. The payments are
 * grouped into one payment information block (`PmtInf`) per debtor account, currency and
 * execution date, each booked one by one (`BtchBookg` false) so every payout is its own debit on
 * the statement; each transfer goes to the customer's CCI with the rescue's reference as its
 * `EndToEndId`.
 */

export const PAIN001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';

/** The account the money leaves: the fund's account at its bank. */
export interface Pain001Debtor {
  name: string;
  /** The holder's RUC (11 digits), written as its tax identification. */
  ruc?: string;
  /** A 20-digit CCI, or the bank's own account number (`accountScheme: 'BBAN'`). */
  account: string;
  accountScheme?: 'CCI' | 'BBAN';
  /** The BIC of the debtor's bank (e.g. `BCPLPEPL`). */
  bic: string;
}

export interface Pain001Creditor {
  name: string;
  /**
   * The creditor's account: a customer's 20-digit Código de Cuenta Interbancario, or (a refund
   * to the account a transfer came from, `accountScheme`) an IBAN or a bank's own number.
   */
  cci: string;
  /** How `cci` is written: `CCI` (the default), `IBAN`, or `BBAN` (the bank's own number). */
  accountScheme?: 'CCI' | 'IBAN' | 'BBAN';
  document?: { type: 'DNI' | 'CE' | 'PAS' | 'RUC'; number: string };
}

export interface Pain001Payment {
  /** The rescue's (or refund's) reference; the bank returns it in pain.002 and on the statement. */
  endToEndId: string;
  /** Our id of the instruction (`PmtId/InstrId`), unique per file; the statement may quote it. */
  instructionId?: string;
  /** Positive, exactly two decimals (`"1500.00"`). */
  amount: string;
  currency: string;
  /** YYYY-MM-DD. */
  executionDate: string;
  debtor: Pain001Debtor;
  creditor: Pain001Creditor;
  /** One line of at most 140 characters (`RmtInf/Ustrd`). */
  remittanceInfo: string;
}

export interface Pain001Batch {
  /** Unique per file sent (at most 35 characters). */
  messageId: string;
  createdAt: Date;
  initiatingParty: { name: string; ruc?: string };
  payments: Pain001Payment[];
}

const IDENTIFIER = /^[A-Za-z0-9/\-?:().,'+]{1,35}$/;

function reject(field: string, why: string): never {
  throw new Iso20022Error('INVALID_INPUT', `${field}: ${why}`);
}

function identifier(value: string, field: string): string {
  if (!IDENTIFIER.test(value)) {
    reject(field, `"${value}" must be 1 to 35 letters, digits or / - ? : ( ) . , ' +.`);
  }
  return value;
}

function freeText(value: string, field: string): string {
  const text = toBasicLatin(value);
  if (text === '') reject(field, 'is empty.');
  if (text.length > 140) reject(field, 'is longer than 140 characters.');
  return text;
}

/** 20 digits whose check digits hold (the "00" pair some banks issue is accepted). */
function cci(value: string, field: string): string {
  if (checkCci(value) === 'invalid') reject(field, `"${value}" is not a valid 20-digit CCI.`);
  return value;
}

function ruc(value: string, field: string): string {
  if (!/^\d{11}$/.test(value)) reject(field, `"${value}" is not an 11-digit RUC.`);
  return value;
}

function amount(value: string, field: string): string {
  if (!/^\d{1,15}\.\d{2}$/.test(value) || new Decimal(value).lte(0)) {
    reject(field, `"${value}" must be a positive amount with exactly two decimals.`);
  }
  return value;
}

function isoDate(value: string, field: string): string {
  const valid =
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
  if (!valid) reject(field, `"${value}" is not a date (YYYY-MM-DD).`);
  return value;
}

/** `Id/OrgId/Othr` with the RUC as tax identification (TXID). */
const taxId = (value: string): XmlElement =>
  el('Id', [el('OrgId', [el('Othr', [el('Id', value), el('SchmeNm', [el('Cd', 'TXID')])])])]);

function creditorId(document: Pain001Creditor['document'], field: string): XmlElement | null {
  if (!document) return null;
  if (document.type === 'RUC') return taxId(ruc(document.number, `${field}.number`));
  const number = identifier(document.number, `${field}.number`);
  const other = el('Othr', [el('Id', number), el('SchmeNm', [el('Prtry', document.type)])]);
  return el('Id', [el('PrvtId', [other])]);
}

const accountById = (id: string, scheme: XmlElement, currency?: string): XmlElement[] =>
  [
    el('Id', [el('Othr', [el('Id', id), el('SchmeNm', [scheme])])]),
    currency ? el('Ccy', currency) : null,
  ].filter((child): child is XmlElement => child !== null);

/** An IBAN: country, check digits (ISO 7064 mod 97-10) and up to 30 letters or digits. */
function iban(value: string, field: string): string {
  const valid =
    /^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(value) &&
    [...`${value.slice(4)}${value.slice(0, 4)}`]
      .map((c) => parseInt(c, 36).toString())
      .join('')
      .split('')
      .reduce((rest, digit) => (rest * 10 + Number(digit)) % 97, 0) === 1;
  if (!valid) reject(field, `"${value}" is not a valid IBAN.`);
  return value;
}

function creditorAccount(creditor: Pain001Creditor, field: string): XmlElement[] {
  const scheme = creditor.accountScheme ?? 'CCI';
  if (scheme === 'IBAN') return [el('Id', [el('IBAN', iban(creditor.cci, `${field}.cci`))])];
  if (scheme === 'BBAN')
    return accountById(identifier(creditor.cci, `${field}.cci`), el('Cd', 'BBAN'));
  return accountById(cci(creditor.cci, `${field}.cci`), el('Prtry', 'CCI'));
}

function transaction(payment: Pain001Payment, field: string): XmlElement {
  const { creditor } = payment;
  return el('CdtTrfTxInf', [
    el('PmtId', [
      payment.instructionId
        ? el('InstrId', identifier(payment.instructionId, `${field}.instructionId`))
        : null,
      el('EndToEndId', identifier(payment.endToEndId, `${field}.endToEndId`)),
    ]),
    el('Amt', [
      el('InstdAmt', amount(payment.amount, `${field}.amount`), { Ccy: payment.currency }),
    ]),
    el('Cdtr', [
      el('Nm', freeText(creditor.name, `${field}.creditor.name`)),
      creditorId(creditor.document, `${field}.creditor.document`),
    ]),
    el('CdtrAcct', creditorAccount(creditor, `${field}.creditor`)),
    el('RmtInf', [el('Ustrd', freeText(payment.remittanceInfo, `${field}.remittanceInfo`))]),
  ]);
}

interface Group {
  key: string;
  first: Pain001Payment;
  payments: { payment: Pain001Payment; field: string }[];
}

/** Payments grouped by debtor account, currency and execution date, in first-seen order. */
function groupPayments(payments: Pain001Payment[]): Group[] {
  const groups = new Map<string, Group>();
  const seen = new Set<string>();
  payments.forEach((payment, i) => {
    const field = `payments[${i}]`;
    if (seen.has(payment.endToEndId)) reject(`${field}.endToEndId`, 'appears twice in the batch.');
    seen.add(payment.endToEndId);
    if (!/^[A-Z]{3}$/.test(payment.currency))
      reject(`${field}.currency`, 'is not a currency code.');
    isoDate(payment.executionDate, `${field}.executionDate`);
    const key = [payment.debtor.account, payment.currency, payment.executionDate].join('|');
    const group = groups.get(key);
    if (!group) {
      groups.set(key, { key, first: payment, payments: [{ payment, field }] });
      return;
    }
    const { name, bic } = group.first.debtor;
    if (payment.debtor.name !== name || payment.debtor.bic !== bic) {
      reject(`${field}.debtor`, 'the same account appears with another name or bank.');
    }
    group.payments.push({ payment, field });
  });
  return [...groups.values()];
}

const sum = (amounts: string[]): string =>
  amounts.reduce((total, value) => total.plus(value), new Decimal(0)).toFixed(2);

function paymentInformation(group: Group, id: string, field: string): XmlElement {
  const { debtor, currency, executionDate } = group.first;
  if (!/^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(debtor.bic)) {
    reject(`${field}.debtor.bic`, `"${debtor.bic}" is not a BIC.`);
  }
  const scheme = debtor.accountScheme ?? 'CCI';
  const account =
    scheme === 'CCI'
      ? cci(debtor.account, `${field}.debtor.account`)
      : identifier(debtor.account, `${field}.debtor.account`);
  const transactions = group.payments.map(({ payment, field: f }) => transaction(payment, f));
  return el('PmtInf', [
    el('PmtInfId', id),
    el('PmtMtd', 'TRF'),
    el('BtchBookg', 'false'),
    el('NbOfTxs', String(transactions.length)),
    el('CtrlSum', sum(group.payments.map(({ payment }) => payment.amount))),
    el('ReqdExctnDt', [el('Dt', executionDate)]),
    el('Dbtr', [
      el('Nm', freeText(debtor.name, `${field}.debtor.name`)),
      debtor.ruc ? taxId(ruc(debtor.ruc, `${field}.debtor.ruc`)) : null,
    ]),
    el(
      'DbtrAcct',
      accountById(account, scheme === 'CCI' ? el('Prtry', 'CCI') : el('Cd', 'BBAN'), currency),
    ),
    el('DbtrAgt', [el('FinInstnId', [el('BICFI', debtor.bic)])]),
    ...transactions,
  ]);
}

/**
 * Writes the batch as a pain.001.001.09 file (UTF-8 XML). Throws `Iso20022Error`
 * (`INVALID_INPUT`, naming the field) for an empty batch, an amount that is not positive with
 * two decimals, a CCI that is not 20 digits, an identifier over 35 characters, a reference used
 * twice, or text that is empty or over 140 characters once transliterated.
 */
export function writePain001(batch: Pain001Batch): string {
  const messageId = identifier(batch.messageId, 'messageId');
  if (batch.payments.length === 0) reject('payments', 'a pain.001 file needs at least one.');
  const groups = groupPayments(batch.payments);
  const blocks = groups.map((group, i) =>
    paymentInformation(
      group,
      `${messageId.slice(0, 30)}-${String(i + 1).padStart(3, '0')}`,
      group.payments[0]!.field,
    ),
  );
  const { initiatingParty } = batch;
  const header = el('GrpHdr', [
    el('MsgId', messageId),
    el('CreDtTm', format(new TZDate(batch.createdAt, LIMA), "yyyy-MM-dd'T'HH:mm:ssxxx")),
    el('NbOfTxs', String(batch.payments.length)),
    el('CtrlSum', sum(batch.payments.map((payment) => payment.amount))),
    el('InitgPty', [
      el('Nm', freeText(initiatingParty.name, 'initiatingParty.name')),
      initiatingParty.ruc ? taxId(ruc(initiatingParty.ruc, 'initiatingParty.ruc')) : null,
    ]),
  ]);
  return serializeXml(
    el('Document', [el('CstmrCdtTrfInitn', [header, ...blocks])], { xmlns: PAIN001_NAMESPACE }),
  );
}
