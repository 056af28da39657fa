import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { bankAccounts, collectorAccounts, orders, users } from '../db/schema';
import { el, serializeXml, type XmlElement } from '../lib/iso20022/xml-write';
import { readIsoDocument } from '../lib/iso20022/xml-read';
import { limaDate } from '../lib/lima';
import type { Ctx } from '../modules/shared/context';

/**
 * The bank's side of the end-to-end journeys (e2e/server.ts), as files in the official formats:
 * the intraday credit notification (camt.054.001.08) a collection account's bank sends when a
 * customer's transfer arrives, and the status report (pain.002.001.10) it answers a payout file
 * with. Written in the shape of the sample files of `test/fixtures/iso20022/`; the operator's
 * commands read them with the same parsers as the bank's real files. Never part of the server.
 */

/**
 * The sample fund's disbursement accounts (PAYOUTS=pain001) that the tests, the end-to-end API and
 * the local production runs configure: a CCI for soles, the bank's own account number for dollars.
 */
export const SAMPLE_PAYOUT_SETTINGS = {
  PAYOUTS: 'pain001',
  PAYOUT_DEBTOR_NAME: 'Quipu Sociedad Administradora de Fondos S.A.',
  PAYOUT_DEBTOR_RUC: '20512345678',
  PAYOUT_ACCOUNT_PEN: '00219393204587103618',
  PAYOUT_ACCOUNT_USD: '1932045872148',
  PAYOUT_BANK_BIC: 'BCPLPEPL',
} as const;

/** Lima is UTC−5 all year: an instant as a bank in Lima writes it. */
const limaTime = (at: Date): string =>
  `${new Date(at.getTime() - 5 * 3_600_000).toISOString().slice(0, 19)}-05:00`;

/** `20261127101530`: the digits of a Lima instant, for identifiers. */
const stamp = (at: Date): string => limaTime(at).slice(0, 19).replace(/\D/g, '');

const cciAccount = (cci: string): XmlElement =>
  el('Id', [el('Othr', [el('Id', cci), el('SchmeNm', [el('Prtry', 'CCI')])])]);

/** One booked credit to a collection account, as a camt.054 notifies it. */
export interface Credit {
  /** The collection account's CCI and currency. */
  account: { cci: string; currency: string; owner: string };
  amount: string;
  /** When the bank booked it. */
  bookedAt: Date;
  debtor: { name: string; cci: string | null };
  /** What the customer wrote in the transfer's message: the order's reference. */
  remittance: string;
  /** The bank's own reference of the entry, unique per account. */
  bankReference: string;
}

/** A camt.054.001.08 with one notification of one booked credit, created at `createdAt`. */
export function creditNotification(credit: Credit, createdAt: Date): string {
  const { account, amount, debtor } = credit;
  const id = `E2E-NTF-${stamp(createdAt)}-${credit.bankReference.slice(-6)}`;
  const money = () => el('Amt', amount, { Ccy: account.currency });
  const entry = el('Ntry', [
    money(),
    el('CdtDbtInd', 'CRDT'),
    el('Sts', [el('Cd', 'BOOK')]),
    el('BookgDt', [el('DtTm', limaTime(credit.bookedAt))]),
    el('ValDt', [el('Dt', limaDate(credit.bookedAt))]),
    el('AcctSvcrRef', credit.bankReference),
    el('BkTxCd', [
      el('Domn', [el('Cd', 'PMNT'), el('Fmly', [el('Cd', 'RCDT'), el('SubFmlyCd', 'DMCT')])]),
    ]),
    el('NtryDtls', [
      el('TxDtls', [
        el('Refs', [el('AcctSvcrRef', credit.bankReference), el('EndToEndId', 'NOTPROVIDED')]),
        money(),
        el('CdtDbtInd', 'CRDT'),
        el('RltdPties', [
          el('Dbtr', [el('Pty', [el('Nm', debtor.name)])]),
          debtor.cci ? el('DbtrAcct', [cciAccount(debtor.cci)]) : null,
        ]),
        el('RmtInf', [el('Ustrd', credit.remittance)]),
      ]),
    ]),
  ]);
  return serializeXml(
    el(
      'Document',
      [
        el('BkToCstmrDbtCdtNtfctn', [
          el('GrpHdr', [el('MsgId', id), el('CreDtTm', limaTime(createdAt))]),
          el('Ntfctn', [
            el('Id', id),
            el('CreDtTm', limaTime(createdAt)),
            el('Acct', [
              cciAccount(account.cci),
              el('Ccy', account.currency),
              el('Ownr', [el('Nm', account.owner)]),
            ]),
            entry,
          ]),
        ]),
      ],
      { xmlns: 'urn:iso:std:iso:20022:tech:xsd:camt.054.001.08' },
    ),
  );
}

/**
 * The camt.054 of a pending subscription's transfer arriving now, exactly as ordered: its
 * amount and currency on the fund manager's first collection account in that currency, from
 * the customer's own account in it (when they have one), quoting the reference. Null when no
 * subscription has that reference.
 */
export async function transferNotification(ctx: Ctx, reference: string): Promise<string | null> {
  const [order] = await ctx.db
    .select({
      id: orders.id,
      userId: orders.userId,
      amount: orders.amount,
      currency: orders.currency,
      name: users.name,
      lastname: users.lastname,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.reference, reference), eq(orders.kind, 'SUBSCRIPTION')));
  if (!order) return null;
  const [collection] = await ctx.db
    .select()
    .from(collectorAccounts)
    .where(eq(collectorAccounts.currency, order.currency))
    .orderBy(asc(collectorAccounts.position))
    .limit(1);
  if (!collection) throw new Error(`no collection account in ${order.currency}`);
  const [own] = await ctx.db
    .select({ cci: bankAccounts.cci })
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.userId, order.userId),
        eq(bankAccounts.currency, order.currency),
        isNull(bankAccounts.removedAt),
      ),
    )
    .orderBy(desc(bankAccounts.isMain))
    .limit(1);
  const now = ctx.clock.now();
  return creditNotification(
    {
      account: { cci: collection.cci, currency: order.currency, owner: collection.holder },
      amount: order.amount,
      bookedAt: new Date(now.getTime() - 60_000),
      debtor: {
        name: [order.name, order.lastname].filter(Boolean).join(' ') || 'Participante',
        cci: own?.cci ?? null,
      },
      remittance: reference,
      bankReference: `E2E${stamp(now)}${String(order.id).padStart(6, '0')}`,
    },
    now,
  );
}

/**
 * The bank's pain.002.001.10 accepting every transfer of a pain.001.001.09 file and settling it
 * (`ACSC`), one status per payment block and transaction, created at `createdAt`.
 */
export function acceptingStatusReport(pain001: string, createdAt: Date): string {
  const file = readIsoDocument(pain001, {
    'pain.001': { element: 'CstmrCdtTrfInitn', versions: ['001.09'] },
  }).message;
  const messageId = file.needText('GrpHdr/MsgId');
  const blocks = file
    .all('PmtInf')
    .map((block, b) =>
      el('OrgnlPmtInfAndSts', [
        el('OrgnlPmtInfId', block.needText('PmtInfId')),
        el('OrgnlNbOfTxs', block.needText('NbOfTxs')),
        el('OrgnlCtrlSum', block.needText('CtrlSum')),
        el('PmtInfSts', 'ACSC'),
        ...block
          .all('CdtTrfTxInf')
          .map((tx, t) =>
            el('TxInfAndSts', [
              el('StsId', `E2E-PSR-${b + 1}-${t + 1}`),
              el('OrgnlEndToEndId', tx.needText('PmtId/EndToEndId')),
              el('TxSts', 'ACSC'),
              el('AcctSvcrRef', `E2E${stamp(createdAt)}${b + 1}${t + 1}`),
            ]),
          ),
      ]),
    );
  return serializeXml(
    el(
      'Document',
      [
        el('CstmrPmtStsRpt', [
          el('GrpHdr', [
            el('MsgId', `E2E-PSR-${stamp(createdAt)}`),
            el('CreDtTm', limaTime(createdAt)),
          ]),
          el('OrgnlGrpInfAndSts', [
            el('OrgnlMsgId', messageId),
            el('OrgnlMsgNmId', 'pain.001.001.09'),
            el('OrgnlCreDtTm', file.needText('GrpHdr/CreDtTm')),
            el('OrgnlNbOfTxs', file.needText('GrpHdr/NbOfTxs')),
            el('OrgnlCtrlSum', file.needText('GrpHdr/CtrlSum')),
            el('GrpSts', 'ACSC'),
          ]),
          ...blocks,
        ]),
      ],
      { xmlns: 'urn:iso:std:iso:20022:tech:xsd:pain.002.001.10' },
    ),
  );
}

/** One booked entry of a payment of ours on the fund's disbursement account's statement. */
export interface PayoutEntry {
  /** The fund's account (as the pain.001's `DbtrAcct` wrote it) and the entry's currency. */
  account: string;
  currency: string;
  /** `debit`: the payment leaves; `return`: it comes back (`RtrInf`); `reversal`: the debit undone. */
  kind: 'debit' | 'return' | 'reversal';
  amount: string;
  /** What the bank carries back of our pain.001 (null: `NOTPROVIDED`). */
  endToEndId: string | null;
  instructionId: string | null;
  remittance: string | null;
  creditor: { name: string; account: string } | null;
  /** A return's reason code (`AC04`…). */
  reason?: string;
  /** The bank's own reference of the entry, unique per account. */
  bankReference: string;
}

/** Every transfer of a pain.001.001.09 file as the debit the bank books for it. */
export function payoutDebits(pain001: string): PayoutEntry[] {
  const file = readIsoDocument(pain001, {
    'pain.001': { element: 'CstmrCdtTrfInitn', versions: ['001.09'] },
  }).message;
  return file.all('PmtInf').flatMap((block) =>
    block.all('CdtTrfTxInf').map((tx, t) => {
      const amount = tx.need('Amt').need('InstdAmt');
      const endToEndId = tx.needText('PmtId/EndToEndId');
      return {
        account: block.needText('DbtrAcct/Id/Othr/Id'),
        currency: amount.attr('Ccy')!,
        kind: 'debit' as const,
        amount: amount.text,
        endToEndId,
        instructionId: tx.textAt('PmtId/InstrId'),
        remittance: tx.textAt('RmtInf/Ustrd'),
        creditor: {
          name: tx.needText('Cdtr/Nm'),
          account: tx.textAt('CdtrAcct/Id/Othr/Id') ?? tx.needText('CdtrAcct/Id/IBAN'),
        },
        bankReference: `BCP${endToEndId.replace(/\W/g, '')}D${t + 1}`,
      };
    }),
  );
}

function payoutEntry(entry: PayoutEntry, bookedAt: Date): XmlElement {
  const money = () => el('Amt', entry.amount, { Ccy: entry.currency });
  const direction = entry.kind === 'debit' ? 'DBIT' : 'CRDT';
  const family = ['ICDT', entry.kind === 'debit' ? 'DMCT' : 'RRTN'];
  const party = entry.creditor
    ? [
        el('Cdtr', [el('Pty', [el('Nm', entry.creditor.name)])]),
        el('CdtrAcct', [cciAccount(entry.creditor.account)]),
      ]
    : [];
  return el('Ntry', [
    money(),
    el('CdtDbtInd', direction),
    entry.kind === 'reversal' ? el('RvslInd', 'true') : null,
    el('Sts', [el('Cd', 'BOOK')]),
    el('BookgDt', [el('DtTm', limaTime(bookedAt))]),
    el('ValDt', [el('Dt', limaDate(bookedAt))]),
    el('AcctSvcrRef', entry.bankReference),
    el('BkTxCd', [
      el('Domn', [
        el('Cd', 'PMNT'),
        el('Fmly', [el('Cd', family[0]!), el('SubFmlyCd', family[1]!)]),
      ]),
    ]),
    el('NtryDtls', [
      el('TxDtls', [
        el('Refs', [
          el('AcctSvcrRef', entry.bankReference),
          entry.instructionId ? el('InstrId', entry.instructionId) : null,
          el('EndToEndId', entry.endToEndId ?? 'NOTPROVIDED'),
        ]),
        money(),
        el('CdtDbtInd', direction),
        party.length ? el('RltdPties', party) : null,
        entry.remittance ? el('RmtInf', [el('Ustrd', entry.remittance)]) : null,
        entry.kind === 'return'
          ? el('RtrInf', [el('Rsn', [el('Cd', entry.reason ?? 'NARR')])])
          : null,
      ]),
    ]),
  ]);
}

/**
 * The fund's disbursement accounts' end-of-day statement (camt.053.001.08): one `Stmt` per
 * account with the entries given, booked at `createdAt` less a minute.
 */
export function fundStatement(entries: PayoutEntry[], createdAt: Date, id = 'FUND'): string {
  const accounts = [...new Set(entries.map((e) => `${e.account}|${e.currency}`))];
  const bookedAt = new Date(createdAt.getTime() - 60_000);
  const messageId = `BCP-STMT-${id}-${stamp(createdAt)}`;
  const statements = accounts.map((key, i) => {
    const [account, currency] = key.split('|') as [string, string];
    const scheme = /^\d{20}$/.test(account) ? el('Prtry', 'CCI') : el('Cd', 'BBAN');
    return el('Stmt', [
      el('Id', `${messageId}-${i + 1}`),
      el('CreDtTm', limaTime(createdAt)),
      el('Acct', [
        el('Id', [el('Othr', [el('Id', account), el('SchmeNm', [scheme])])]),
        el('Ccy', currency),
      ]),
      el('Bal', [
        el('Tp', [el('CdOrPrtry', [el('Cd', 'OPBD')])]),
        el('Amt', '500000.00', { Ccy: currency }),
        el('CdtDbtInd', 'CRDT'),
        el('Dt', [el('Dt', limaDate(createdAt))]),
      ]),
      ...entries
        .filter((e) => `${e.account}|${e.currency}` === key)
        .map((e) => payoutEntry(e, bookedAt)),
    ]);
  });
  return serializeXml(
    el(
      'Document',
      [
        el('BkToCstmrStmt', [
          el('GrpHdr', [el('MsgId', messageId), el('CreDtTm', limaTime(createdAt))]),
          ...statements,
        ]),
      ],
      { xmlns: 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.08' },
    ),
  );
}
