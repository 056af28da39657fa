import { PAYMENT_STATUSES, STATUS_REASONS } from './codes';
import { Iso20022Error } from './errors';
import { readIsoDocument, versionRange, type XmlNode } from './xml-read';

/**
 * The bank's answer to a pain.001: `pain.002` CustomerPaymentStatusReport (CstmrPmtStsRpt),
 * versions 001.03 to 001.14 (the elements read are the same in all of them).
 */

const PAIN002 = {
  'pain.002': {
    element: 'CstmrPmtStsRpt',
    versions: versionRange(3, 14),
  },
} as const;

/** One `StsRsnInf`: the reason code, its meaning and the bank's free text. */
export interface StatusReason {
  /** The ISO code (`AC04`), or null when the bank gives a proprietary one. */
  code: string | null;
  proprietary: string | null;
  /** The code's meaning from the ISO external code list; null for codes not in our table. */
  description: string | null;
  additionalInfo: string[];
}

export interface TransactionStatus {
  originalPaymentInfoId: string;
  originalInstructionId: string | null;
  /** The `EndToEndId` of the pain.001 transaction: the rescue's reference. */
  originalEndToEndId: string | null;
  /** `TxSts`; when the bank leaves it out, the payment information's or the group's status. */
  status: string | null;
  statusDescription: string | null;
  reasons: StatusReason[];
  bankReference: string | null;
}

export interface PaymentStatusReport {
  version: string;
  messageId: string;
  createdAt: string;
  originalMessageId: string;
  /** `OrgnlMsgNmId`, e.g. `pain.001.001.09`. */
  originalMessageName: string;
  groupStatus: string | null;
  groupReasons: StatusReason[];
  transactions: TransactionStatus[];
}

function readReasons(node: XmlNode): StatusReason[] {
  return node.all('StsRsnInf').map((info) => {
    const code = info.textAt('Rsn/Cd');
    return {
      code,
      proprietary: info.textAt('Rsn/Prtry'),
      description: code ? (STATUS_REASONS[code] ?? null) : null,
      additionalInfo: info.texts('AddtlInf'),
    };
  });
}

function readStatusCode(node: XmlNode, name: string): string | null {
  const status = node.textAt(name);
  if (status !== null && !/^[A-Z]{4}$/.test(status)) {
    throw new Iso20022Error('INVALID_VALUE', `${node.path}/${name}: "${status}" is not a status.`);
  }
  return status;
}

/**
 * Reads a pain.002 payment status report. Throws `Iso20022Error` as `parseCamt` does when the
 * file is not one or lacks a required part.
 */
export function parsePain002(xml: string): PaymentStatusReport {
  const document = readIsoDocument(xml, PAIN002);
  const report = document.message;
  const header = report.need('GrpHdr');
  const group = report.need('OrgnlGrpInfAndSts');
  const groupStatus = readStatusCode(group, 'GrpSts');
  const transactions = report.all('OrgnlPmtInfAndSts').flatMap((payment) => {
    const paymentStatus = readStatusCode(payment, 'PmtInfSts') ?? groupStatus;
    const originalPaymentInfoId = payment.needText('OrgnlPmtInfId');
    return payment.all('TxInfAndSts').map((tx): TransactionStatus => {
      const status = readStatusCode(tx, 'TxSts') ?? paymentStatus;
      return {
        originalPaymentInfoId,
        originalInstructionId: tx.textAt('OrgnlInstrId'),
        originalEndToEndId: tx.textAt('OrgnlEndToEndId'),
        status,
        statusDescription: status ? (PAYMENT_STATUSES[status] ?? null) : null,
        reasons: readReasons(tx),
        bankReference: tx.textAt('AcctSvcrRef'),
      };
    });
  });
  return {
    version: document.version,
    messageId: header.needText('MsgId'),
    createdAt: header.needText('CreDtTm'),
    originalMessageId: group.needText('OrgnlMsgId'),
    originalMessageName: group.needText('OrgnlMsgNmId'),
    groupStatus,
    groupReasons: readReasons(group),
    transactions,
  };
}
