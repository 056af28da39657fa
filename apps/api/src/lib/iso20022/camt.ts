import { Iso20022Error } from './errors';
import { readAmount, readIsoDocument, versionRange, type XmlNode } from './xml-read';

/**
 * Bank statements: `camt.053` (BkToCstmrStmt, the end-of-day statement) and `camt.054`
 * (BkToCstmrDbtCdtNtfctn, intraday debit/credit notifications), versions 001.02 to 001.13. Each
 * entry (`Ntry`) gives one transaction per `TxDtls`, so a batched entry yields several; an entry
 * without details gives one.
 */

const VERSIONS = versionRange(2, 13);

const CAMT = {
  'camt.053': { element: 'BkToCstmrStmt', report: 'Stmt', versions: VERSIONS },
  'camt.054': { element: 'BkToCstmrDbtCdtNtfctn', report: 'Ntfctn', versions: VERSIONS },
} as const;

/** An account: its IBAN, or its other identification with the scheme (`CCI`, `BBAN`…). */
export interface CamtAccount {
  id: string;
  /** `IBAN`, or the `SchmeNm` code or proprietary name of an `Othr` identification (null if none). */
  scheme: string | null;
}

/** The other side of a transaction, as far as the bank tells it. */
export interface CamtParty {
  name: string | null;
  account: CamtAccount | null;
}

export interface CamtTransaction {
  /** 1-based position of the entry (`Ntry`) in its statement or notification. */
  entry: number;
  /** How many transactions the entry holds (more than 1: a batched entry). */
  entrySize: number;
  entryReference: string | null;
  creditDebit: 'CRDT' | 'DBIT';
  /** As written in the file, e.g. `"1500.00"`: a decimal string, never a float. */
  amount: string;
  currency: string;
  /** `BOOK`, `PDNG`, `INFO`… (`Sts` in 001.02–, `Sts/Cd` or `Sts/Prtry` in later versions). */
  status: string;
  reversal: boolean;
  /** `Dt` (YYYY-MM-DD) or `DtTm` as written. */
  bookingDate: string | null;
  valueDate: string | null;
  /** The bank's reference (`AcctSvcrRef`) of the transaction, else of the entry. */
  bankReference: string | null;
  /** Null when absent or `NOTPROVIDED`. */
  endToEndId: string | null;
  /** The instruction's id (`Refs/InstrId`): for a payment we ordered, the one our pain.001 gave. */
  instructionId: string | null;
  /**
   * A returned payment (`RtrInf`): the money of a transfer that did not reach its creditor coming
   * back, with the reason code (`Rsn/Cd`, else `Rsn/Prtry`; null when the bank gives none).
   */
  returned: { reason: string | null } | null;
  remittance: {
    /** `Ustrd` lines, in order. */
    unstructured: string[];
    /** `Strd/CdtrRefInf/Ref` of every structured block. */
    creditorReferences: string[];
  };
  debtor: CamtParty | null;
  creditor: CamtParty | null;
  /** The bank's free text on the transaction (`AddtlTxInf`), else on the entry (`AddtlNtryInf`). */
  additionalInfo: string | null;
}

/** One statement (`Stmt`) or notification (`Ntfctn`). */
export interface CamtReport {
  id: string;
  createdAt: string | null;
  account: CamtAccount;
  currency: string | null;
  transactions: CamtTransaction[];
}

export interface CamtMessage {
  type: keyof typeof CAMT;
  version: string;
  messageId: string;
  createdAt: string;
  reports: CamtReport[];
}

function invalid(node: XmlNode, why: string): never {
  throw new Iso20022Error('INVALID_VALUE', `${node.path}: ${why}`);
}

/** `CashAccount` → IBAN or Othr/Id with its scheme. */
function readAccount(node: XmlNode): CamtAccount {
  const id = node.need('Id');
  const iban = id.textAt('IBAN');
  if (iban) return { id: iban.replace(/\s+/g, ''), scheme: 'IBAN' };
  const other = id.at('Othr');
  if (!other) throw new Iso20022Error('MISSING_ELEMENT', `${id.path}/IBAN or ${id.path}/Othr`);
  return {
    id: other.needText('Id'),
    scheme: other.textAt('SchmeNm/Cd') ?? other.textAt('SchmeNm/Prtry'),
  };
}

/** A related party: `Pty` or `Agt` (001.07+) or the party itself (earlier versions). */
function readParty(related: XmlNode | null, role: 'Dbtr' | 'Cdtr'): CamtParty | null {
  if (!related) return null;
  const party = related.at(role);
  const accountNode = related.at(`${role}Acct`);
  if (!party && !accountNode) return null;
  const name =
    party?.textAt('Pty/Nm') ??
    party?.textAt('Agt/FinInstnId/Nm') ??
    party?.textAt('Agt/FinInstnId/BICFI') ??
    party?.textAt('Nm') ??
    null;
  return { name, account: accountNode ? readAccount(accountNode) : null };
}

function readDate(node: XmlNode | null): string | null {
  if (!node) return null;
  const date = node.textAt('Dt');
  if (date !== null) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) invalid(node, `"${date}" is not a date.`);
    return date;
  }
  const dateTime = node.textAt('DtTm');
  if (dateTime === null) throw new Iso20022Error('MISSING_ELEMENT', `${node.path}/Dt`);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/.test(dateTime)) {
    invalid(node, `"${dateTime}" is not a date and time.`);
  }
  return dateTime;
}

function readCreditDebit(node: XmlNode): 'CRDT' | 'DBIT' {
  const value = node.text;
  if (value !== 'CRDT' && value !== 'DBIT') invalid(node, `"${value}" is neither CRDT nor DBIT.`);
  return value;
}

/** `Sts` is a code in 001.02–001.06 and a choice of `Cd` or `Prtry` from 001.07. */
function readStatus(entry: XmlNode): string {
  const status = entry.need('Sts');
  const value = status.textAt('Cd') ?? status.textAt('Prtry') ?? status.text;
  if (!value) throw new Iso20022Error('MISSING_ELEMENT', `${status.path}/Cd`);
  return value;
}

function readEntry(entry: XmlNode, index: number): CamtTransaction[] {
  const entryAmount = readAmount(entry.need('Amt'));
  const creditDebit = readCreditDebit(entry.need('CdtDbtInd'));
  const reversal = ['true', '1'].includes(entry.textAt('RvslInd') ?? '');
  const common = {
    entry: index,
    entryReference: entry.textAt('NtryRef'),
    status: readStatus(entry),
    reversal,
    bookingDate: readDate(entry.at('BookgDt')),
    valueDate: readDate(entry.at('ValDt')),
  };
  const details = entry.all('NtryDtls').flatMap((block) => block.all('TxDtls'));
  if (details.length === 0) {
    return [
      {
        ...common,
        entrySize: 1,
        creditDebit,
        ...entryAmount,
        bankReference: entry.textAt('AcctSvcrRef'),
        endToEndId: null,
        instructionId: null,
        returned: null,
        remittance: { unstructured: [], creditorReferences: [] },
        debtor: null,
        creditor: null,
        additionalInfo: entry.textAt('AddtlNtryInf'),
      },
    ];
  }
  return details.map((tx) => {
    // 001.03+ carry the transaction's amount in Amt; every version may give it in AmtDtls/TxAmt.
    const amountNode = tx.at('Amt') ?? tx.find('AmtDtls/TxAmt/Amt');
    if (!amountNode && details.length > 1) {
      throw new Iso20022Error('MISSING_ELEMENT', `${tx.path}/Amt (a batched entry's transaction)`);
    }
    const direction = tx.at('CdtDbtInd');
    const endToEndId = tx.textAt('Refs/EndToEndId');
    const remittance = tx.at('RmtInf');
    const related = tx.at('RltdPties');
    const returned = tx.at('RtrInf');
    const instructionId = tx.textAt('Refs/InstrId');
    return {
      ...common,
      entrySize: details.length,
      creditDebit: direction ? readCreditDebit(direction) : creditDebit,
      ...(amountNode ? readAmount(amountNode) : entryAmount),
      bankReference: tx.textAt('Refs/AcctSvcrRef') ?? entry.textAt('AcctSvcrRef'),
      endToEndId: endToEndId === 'NOTPROVIDED' ? null : endToEndId,
      instructionId: instructionId === 'NOTPROVIDED' ? null : instructionId,
      returned: returned
        ? { reason: returned.textAt('Rsn/Cd') ?? returned.textAt('Rsn/Prtry') }
        : null,
      remittance: {
        unstructured: remittance?.texts('Ustrd') ?? [],
        creditorReferences: (remittance?.all('Strd') ?? [])
          .map((block) => block.textAt('CdtrRefInf/Ref'))
          .filter((ref): ref is string => ref !== null),
      },
      debtor: readParty(related, 'Dbtr'),
      creditor: readParty(related, 'Cdtr'),
      additionalInfo: tx.textAt('AddtlTxInf') ?? entry.textAt('AddtlNtryInf'),
    };
  });
}

function readReport(report: XmlNode): CamtReport {
  const account = report.need('Acct');
  return {
    id: report.needText('Id'),
    createdAt: report.textAt('CreDtTm'),
    account: readAccount(account),
    currency: account.textAt('Ccy'),
    transactions: report.all('Ntry').flatMap((entry, i) => readEntry(entry, i + 1)),
  };
}

/**
 * Reads a camt.053 statement or camt.054 notification. Throws `Iso20022Error` when the file is
 * not one (`UNSUPPORTED_MESSAGE`), is not well-formed (`MALFORMED_XML`), or lacks or garbles a
 * part the standard requires (`MISSING_ELEMENT`, `INVALID_VALUE`).
 */
export function parseCamt(xml: string): CamtMessage {
  const document = readIsoDocument(xml, CAMT);
  const type = document.type as keyof typeof CAMT;
  const message = document.message;
  const header = message.need('GrpHdr');
  const reports = message.all(CAMT[type].report);
  if (reports.length === 0) {
    throw new Iso20022Error('MISSING_ELEMENT', `${message.path}/${CAMT[type].report}`);
  }
  return {
    type,
    version: document.version,
    messageId: header.needText('MsgId'),
    createdAt: header.needText('CreDtTm'),
    reports: reports.map(readReport),
  };
}
