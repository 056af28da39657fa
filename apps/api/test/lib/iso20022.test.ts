import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { parseCamt } from '../../src/lib/iso20022';
import {
  failure,
  NOTIFICATION_02,
  NOTIFICATION_08,
  PAYOUT_STATEMENT,
  STATEMENT,
  STATUS_REPORT,
} from './iso20022-fixtures';
import { CAMT_054_02, CAMT_08, PAIN002_10, schemaProblems } from './iso20022-schema';

describe('the fixtures follow the published schemas', () => {
  it.each([
    ['camt.053.001.08.xml', STATEMENT, CAMT_08],
    ['camt.053.001.08-payouts.xml', PAYOUT_STATEMENT, CAMT_08],
    ['camt.054.001.08.xml', NOTIFICATION_08, CAMT_08],
    ['camt.054.001.02.xml', NOTIFICATION_02, CAMT_054_02],
    ['pain.002.001.10.xml', STATUS_REPORT, PAIN002_10],
  ])('%s: every element in its type, in order, required ones present', (_, xml, rules) => {
    expect(schemaProblems(xml, rules)).toEqual([]);
  });

  it('the check finds an element out of order', () => {
    const swapped = STATEMENT.replace(
      '<NtryRef>1</NtryRef>\n        <Amt Ccy="PEN">1500.00</Amt>\n        <CdtDbtInd>CRDT</CdtDbtInd>',
      '<NtryRef>1</NtryRef>\n        <CdtDbtInd>CRDT</CdtDbtInd>\n        <Amt Ccy="PEN">1500.00</Amt>',
    );
    expect(schemaProblems(swapped, CAMT_08)).toEqual([
      '/Document/BkToCstmrStmt/Stmt/Ntry: Amt comes after CdtDbtInd',
    ]);
  });
});

describe('parseCamt: camt.053.001.08 end-of-day statement', () => {
  const statement = parseCamt(STATEMENT);
  const [report] = statement.reports;
  const transactions = report!.transactions;

  it('reads the header and the collection account (CCI in Othr/Id)', () => {
    expect(statement).toMatchObject({
      type: 'camt.053',
      version: '001.08',
      messageId: 'BCP-STMT-20261127-0001',
      createdAt: '2026-11-27T23:10:00-05:00',
    });
    expect(statement.reports).toHaveLength(1);
    expect(report).toMatchObject({
      id: 'STMT-193-2045871-20261127',
      account: { id: '00219393204587103618', scheme: 'CCI' },
      currency: 'PEN',
    });
  });

  it('reads every field of a credit', () => {
    expect(transactions[0]).toEqual({
      entry: 1,
      entrySize: 1,
      entryReference: '1',
      creditDebit: 'CRDT',
      amount: '1500.00',
      currency: 'PEN',
      status: 'BOOK',
      reversal: false,
      bookingDate: '2026-11-27',
      valueDate: '2026-11-27',
      bankReference: 'BCP20261127000118',
      endToEndId: null,
      instructionId: null,
      returned: null,
      remittance: { unstructured: ['SUS-2026-000042'], creditorReferences: [] },
      debtor: {
        name: 'Ana María Pérez Núñez',
        account: { id: '01181414020018734511', scheme: 'CCI' },
      },
      creditor: null,
      additionalInfo: null,
    });
  });

  it('splits a batched entry into one item per transaction, amounts adding up to the entry', () => {
    const batch = transactions.filter((tx) => tx.entry === 2);
    expect(batch.map((tx) => [tx.amount, tx.bankReference, tx.endToEndId, tx.entrySize])).toEqual([
      ['5000.00', 'CCE20261127554301', 'E2E-IBK-7781230', 3],
      ['7500.00', 'CCE20261127554302', 'E2E-SBP-0045521', 3],
      ['250.50', 'CCE20261127554303', 'E2E-BBVA-331908', 3],
    ]);
    const total = batch.reduce((sum, tx) => sum.plus(tx.amount), new Decimal(0));
    expect(total.toFixed(2)).toBe('12750.50');
    expect(batch.map((tx) => tx.remittance)).toEqual([
      { unstructured: ['Suscripcion SUS-2026-000043'], creditorReferences: [] },
      { unstructured: [], creditorReferences: ['SUS-2026-000044'] },
      {
        unstructured: ['Aporte fondo Renta Corto Plazo', 'SUS-2026-000045'],
        creditorReferences: [],
      },
    ]);
    expect(batch.map((tx) => tx.debtor?.name)).toEqual([
      'José Quispe Huamán',
      'Rosa Ñahui Condori',
      'Inversiones Kallpa & Asociados S.A.C.',
    ]);
  });

  it('reads what the bank carries back of our payouts: ids, returns and reversals', () => {
    const [report] = parseCamt(PAYOUT_STATEMENT).reports;
    expect(
      report!.transactions.map((tx) => ({
        creditDebit: tx.creditDebit,
        reversal: tx.reversal,
        amount: tx.amount,
        endToEndId: tx.endToEndId,
        instructionId: tx.instructionId,
        returned: tx.returned,
      })),
    ).toEqual([
      {
        creditDebit: 'DBIT',
        reversal: false,
        amount: '2300.00',
        endToEndId: 'RES-2026-000123',
        instructionId: 'PAY-20261127-1-1',
        returned: null,
      },
      {
        creditDebit: 'DBIT',
        reversal: false,
        amount: '1234.56',
        endToEndId: 'DEV-2026-000012',
        instructionId: 'PAY-20261127-1-2',
        returned: null,
      },
      {
        creditDebit: 'CRDT',
        reversal: false,
        amount: '800.00',
        endToEndId: 'RES-2026-000119',
        instructionId: null,
        returned: { reason: 'AC04' },
      },
      {
        creditDebit: 'CRDT',
        reversal: true,
        amount: '450.00',
        endToEndId: 'RES-2026-000120',
        instructionId: 'PAY-20261126-1-3',
        returned: null,
      },
    ]);
  });

  it('reads a debit (a payout) with its end-to-end id and the creditor', () => {
    const debit = transactions.find((tx) => tx.creditDebit === 'DBIT');
    expect(debit).toMatchObject({
      entry: 3,
      amount: '2300.00',
      status: 'BOOK',
      endToEndId: 'RES-2026-000123',
      bankReference: 'BCP20261127000377',
      remittance: { unstructured: ['Rescate RES-2026-000123'], creditorReferences: [] },
      debtor: null,
      creditor: {
        name: 'Carlos Diaz Rojas',
        account: { id: '00219191145882201954', scheme: 'CCI' },
      },
    });
  });

  it('reads a pending entry: no booking date, a later value date', () => {
    expect(transactions.at(-1)).toMatchObject({
      entry: 4,
      status: 'PDNG',
      amount: '980.00',
      bookingDate: null,
      valueDate: '2026-11-30',
      remittance: { unstructured: ['SUS-2026-000046'] },
    });
  });

  it('keeps every amount as the exact decimal string of the file', () => {
    expect(transactions.map((tx) => tx.amount)).toEqual([
      '1500.00',
      '5000.00',
      '7500.00',
      '250.50',
      '2300.00',
      '980.00',
    ]);
  });

  it('reads a file whose elements carry a namespace prefix', () => {
    const prefixed = STATEMENT.replace('<Document xmlns=', '<Document xmlns:c=')
      .replace(/<(\/?)(?!\?)/g, '<$1c:')
      .replace('<c:?xml', '<?xml');
    expect(parseCamt(prefixed)).toEqual(statement);
  });
});

describe('parseCamt: camt.054 intraday notifications', () => {
  it('001.08: a booking date and time, and an entry without details', () => {
    const notification = parseCamt(NOTIFICATION_08);
    expect(notification).toMatchObject({ type: 'camt.054', version: '001.08' });
    const [report] = notification.reports;
    expect(report).toMatchObject({
      id: 'NTF-193-2045872-0148',
      account: { id: '00219393204587214810', scheme: 'CCI' },
      currency: 'USD',
    });
    expect(report!.transactions).toMatchObject([
      {
        creditDebit: 'CRDT',
        amount: '3000.00',
        currency: 'USD',
        bookingDate: '2026-11-27T10:41:58-05:00',
        endToEndId: 'E2E-BBVA-332017',
        remittance: { unstructured: ['SUS-2026-000047 Renta Corto Plazo Dolares'] },
        debtor: { name: 'María Fernanda Ríos Salazar' },
      },
      {
        creditDebit: 'DBIT',
        amount: '12.50',
        bankReference: 'BCP20261127104200',
        endToEndId: null,
        debtor: null,
        additionalInfo: 'Comision mantenimiento de cuenta',
      },
    ]);
  });

  it('001.02: status as a code, amounts in AmtDtls/TxAmt, parties without Pty', () => {
    const notification = parseCamt(NOTIFICATION_02);
    expect(notification).toMatchObject({
      type: 'camt.054',
      version: '001.02',
      messageId: 'IBK054-20261127-000093',
      createdAt: '2026-11-27T15:05:00',
    });
    const [report] = notification.reports;
    expect(report!.account).toEqual({ id: '2003004518729', scheme: 'BBAN' });
    expect(report!.transactions).toMatchObject([
      {
        status: 'BOOK',
        entryReference: '93',
        entrySize: 2,
        amount: '4000.00',
        currency: 'PEN',
        bankReference: 'IBK9930041127-1',
        endToEndId: 'E2E-BCP-118830',
        remittance: { unstructured: ['SUS-2026-000048'] },
        debtor: {
          name: 'Pedro Mamani Apaza',
          account: { id: '00219191145882201954', scheme: null },
        },
      },
      {
        amount: '100.75',
        remittance: { unstructured: ['SUS-2026-000049'] },
        debtor: { name: 'Elena Chávez Ortiz', account: null },
      },
    ]);
  });

  it('reads an account given by IBAN', () => {
    const withIban = NOTIFICATION_08.replace(
      /<Acct>\s*<Id>[\s\S]*?<\/Id>\s*<Ccy>/,
      '<Acct><Id><IBAN>PE12 0021 9393 2045 8721 4810</IBAN></Id><Ccy>',
    );
    expect(parseCamt(withIban).reports[0]!.account).toEqual({
      id: 'PE1200219393204587214810',
      scheme: 'IBAN',
    });
  });
});

describe('parseCamt refuses what it cannot read', () => {
  it.each([
    ['a truncated file', STATEMENT.slice(0, 2000), 'MALFORMED_XML'],
    ['text that is not XML', 'statement of 27/11', 'MALFORMED_XML'],
    [
      'a DOCTYPE',
      STATEMENT.replace('<Document', '<!DOCTYPE d [<!ENTITY x "y">]>\n<Document'),
      'DTD_NOT_ALLOWED',
    ],
    ['a pain.002', STATUS_REPORT, 'UNSUPPORTED_MESSAGE'],
    ['a camt.052', STATEMENT.replace('camt.053.001.08', 'camt.052.001.08'), 'UNSUPPORTED_MESSAGE'],
    [
      'camt.053.001.01',
      STATEMENT.replace('camt.053.001.08', 'camt.053.001.01'),
      'UNSUPPORTED_MESSAGE',
    ],
    ['no namespace', STATEMENT.replace(/ xmlns="[^"]*"/, ''), 'UNSUPPORTED_MESSAGE'],
  ])('%s', (_, xml, code) => {
    expect(failure(() => parseCamt(xml)).code).toBe(code);
  });

  it('names the missing element', () => {
    const error = failure(() => parseCamt(STATEMENT.replace('<Amt Ccy="PEN">1500.00</Amt>', '')));
    expect(error.code).toBe('MISSING_ELEMENT');
    expect(error.detail).toBe('Document/BkToCstmrStmt/Stmt/Ntry[1]/Amt');
    expect(error.message).toMatch(/^A required element is missing\./);
  });

  it.each([
    [
      'no message id',
      STATEMENT.replace('<MsgId>BCP-STMT-20261127-0001</MsgId>', ''),
      'MISSING_ELEMENT',
    ],
    ['no account', STATEMENT.replace(/<Acct>[\s\S]*?<\/Acct>/, ''), 'MISSING_ELEMENT'],
    [
      'no currency',
      STATEMENT.replace('<Amt Ccy="PEN">980.00</Amt>', '<Amt>980.00</Amt>'),
      'MISSING_ELEMENT',
    ],
    ['an amount with a comma', STATEMENT.replace('>1500.00<', '>1,500.00<'), 'INVALID_VALUE'],
    ['a negative amount', STATEMENT.replace('>1500.00<', '>-1500.00<'), 'INVALID_VALUE'],
    [
      'a wrong direction',
      STATEMENT.replace('<CdtDbtInd>DBIT</CdtDbtInd>', '<CdtDbtInd>DEBIT</CdtDbtInd>'),
      'INVALID_VALUE',
    ],
    [
      'a batched transaction without amount',
      STATEMENT.replace('<Amt Ccy="PEN">7500.00</Amt>', ''),
      'MISSING_ELEMENT',
    ],
    ['an entry without status', STATEMENT.replace('<Cd>PDNG</Cd>', ''), 'MISSING_ELEMENT'],
  ])('%s', (_, xml, code) => {
    expect(failure(() => parseCamt(xml)).code).toBe(code);
  });
});
