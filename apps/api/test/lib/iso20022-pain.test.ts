import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  parsePain002,
  writePain001,
  type Pain001Batch,
  type Pain001Payment,
} from '../../src/lib/iso20022';
import { failure, STATEMENT, STATUS_REPORT } from './iso20022-fixtures';
import { PAIN001_09, schemaProblems } from './iso20022-schema';

const PEN_ACCOUNT = {
  name: 'Fondo Renta Corto Plazo Soles',
  ruc: '20601234567',
  account: '00219393204587103618',
  bic: 'BCPLPEPL',
};
const USD_ACCOUNT = { ...PEN_ACCOUNT, account: '00219393204587214810' };

const payment = (overrides: Partial<Pain001Payment> = {}): Pain001Payment => ({
  endToEndId: 'RES-2026-000123',
  amount: '2300.00',
  currency: 'PEN',
  executionDate: '2026-11-27',
  debtor: PEN_ACCOUNT,
  creditor: { name: 'Carlos Díaz Rojas', cci: '00219191145882201954' },
  remittanceInfo: 'Rescate RES-2026-000123',
  ...overrides,
});

const BATCH: Pain001Batch = {
  messageId: 'PAY-20261127-01',
  createdAt: new Date('2026-11-27T14:00:00Z'),
  initiatingParty: { name: 'Quipu SAF S.A.', ruc: '20512345678' },
  payments: [
    payment(),
    payment({
      endToEndId: 'RES-2026-000124',
      amount: '5000.00',
      creditor: {
        name: 'Ana María Pérez Núñez',
        cci: '01181414020018734511',
        document: { type: 'DNI', number: '45871236' },
      },
      remittanceInfo: 'Rescate RES-2026-000124 – Fondo Renta «Corto Plazo»',
    }),
    payment({
      endToEndId: 'RES-2026-000125',
      amount: '1255.25',
      currency: 'USD',
      debtor: USD_ACCOUNT,
      creditor: { name: "O'Brien & Hijos <Perú> S.A.C.", cci: '00312020310556677134' },
      remittanceInfo: 'Rescate RES-2026-000125',
    }),
  ],
};

const readBack = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['PmtInf', 'CdtTrfTxInf'].includes(name),
});

describe('writePain001', () => {
  const xml = writePain001(BATCH);
  const document = readBack.parse(xml).Document;
  const initiation = document.CstmrCdtTrfInitn;

  it('writes a pain.001.001.09 whose elements follow the schema', () => {
    expect(document['@xmlns']).toBe('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
    expect(schemaProblems(xml, PAIN001_09)).toEqual([]);
  });

  it('counts and sums the whole file in the group header', () => {
    expect(initiation.GrpHdr).toMatchObject({
      MsgId: 'PAY-20261127-01',
      CreDtTm: '2026-11-27T09:00:00-05:00',
      NbOfTxs: '3',
      CtrlSum: '8555.25',
      InitgPty: { Nm: 'Quipu SAF S.A.', Id: { OrgId: { Othr: { Id: '20512345678' } } } },
    });
  });

  it('writes one PmtInf per debtor account, currency and date, each counted and summed', () => {
    const blocks = initiation.PmtInf;
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toMatchObject({
      PmtInfId: 'PAY-20261127-01-001',
      PmtMtd: 'TRF',
      BtchBookg: 'false',
      NbOfTxs: '2',
      CtrlSum: '7300.00',
      ReqdExctnDt: { Dt: '2026-11-27' },
      Dbtr: { Nm: 'Fondo Renta Corto Plazo Soles' },
      DbtrAcct: { Id: { Othr: { Id: '00219393204587103618' } }, Ccy: 'PEN' },
      DbtrAgt: { FinInstnId: { BICFI: 'BCPLPEPL' } },
    });
    expect(blocks[1]).toMatchObject({
      PmtInfId: 'PAY-20261127-01-002',
      NbOfTxs: '1',
      CtrlSum: '1255.25',
      DbtrAcct: { Ccy: 'USD' },
    });
  });

  it("puts the rescue's reference, the amount and the customer's CCI in each transfer", () => {
    const transfers = initiation.PmtInf.flatMap(
      (block: { CdtTrfTxInf: unknown[] }) => block.CdtTrfTxInf,
    );
    expect(transfers[0]).toEqual({
      PmtId: { EndToEndId: 'RES-2026-000123' },
      Amt: { InstdAmt: { '#text': '2300.00', '@Ccy': 'PEN' } },
      Cdtr: { Nm: 'Carlos Diaz Rojas' },
      CdtrAcct: { Id: { Othr: { Id: '00219191145882201954', SchmeNm: { Prtry: 'CCI' } } } },
      RmtInf: { Ustrd: 'Rescate RES-2026-000123' },
    });
    expect(transfers[1].Cdtr).toEqual({
      Nm: 'Ana Maria Perez Nunez',
      Id: { PrvtId: { Othr: { Id: '45871236', SchmeNm: { Prtry: 'DNI' } } } },
    });
    expect(transfers[1].RmtInf.Ustrd).toBe('Rescate RES-2026-000124 - Fondo Renta "Corto Plazo"');
    expect(transfers[2].Amt.InstdAmt).toEqual({ '#text': '1255.25', '@Ccy': 'USD' });
  });

  it('escapes XML and keeps to Basic Latin', () => {
    expect(xml).toContain('<Nm>O&apos;Brien &amp; Hijos &lt;Peru&gt; S.A.C.</Nm>');
    expect(xml).toMatch(/^[\x20-\x7e\n]*$/);
    expect(initiation.PmtInf[1].CdtTrfTxInf[0].Cdtr.Nm).toBe("O'Brien & Hijos <Peru> S.A.C.");
  });

  it("writes a debtor's own account number as BBAN and a company creditor's RUC", () => {
    const other = writePain001({
      ...BATCH,
      payments: [
        payment({
          debtor: { ...PEN_ACCOUNT, account: '193-2045871-0-36', accountScheme: 'BBAN' },
          creditor: {
            name: 'Inversiones Kallpa S.A.C.',
            cci: '00312020310556677134',
            document: { type: 'RUC', number: '20548712365' },
          },
        }),
      ],
    });
    expect(schemaProblems(other, PAIN001_09)).toEqual([]);
    const block = readBack.parse(other).Document.CstmrCdtTrfInitn.PmtInf[0];
    expect(block.DbtrAcct.Id.Othr).toEqual({ Id: '193-2045871-0-36', SchmeNm: { Cd: 'BBAN' } });
    expect(block.CdtTrfTxInf[0].Cdtr.Id).toEqual({
      OrgId: { Othr: { Id: '20548712365', SchmeNm: { Cd: 'TXID' } } },
    });
  });

  it('writes a refund to an IBAN or a bank’s own number, with its instruction id', () => {
    const xml = writePain001({
      ...BATCH,
      payments: [
        payment({
          endToEndId: 'DEV-2026-000012',
          instructionId: 'PAY-20261127-1-1',
          creditor: { name: 'Hans Müller', cci: 'DE89370400440532013000', accountScheme: 'IBAN' },
        }),
        payment({
          endToEndId: 'DEV-2026-000013',
          instructionId: 'PAY-20261127-1-2',
          creditor: { name: 'Rosa Ñahui', cci: '1932045872148', accountScheme: 'BBAN' },
        }),
      ],
    });
    expect(schemaProblems(xml, PAIN001_09)).toEqual([]);
    expect(xml).toMatch(
      /<InstrId>PAY-20261127-1-1<\/InstrId>\s*<EndToEndId>DEV-2026-000012<\/EndToEndId>/,
    );
    expect(xml).toMatch(/<CdtrAcct>\s*<Id>\s*<IBAN>DE89370400440532013000<\/IBAN>/);
    expect(xml).toMatch(/<Id>1932045872148<\/Id>\s*<SchmeNm>\s*<Cd>BBAN<\/Cd>/);
    // An IBAN whose check digits fail is refused.
    const wrong = failure(() =>
      writePain001({
        ...BATCH,
        payments: [
          payment({
            creditor: { name: 'X', cci: 'DE89370400440532013001', accountScheme: 'IBAN' },
          }),
        ],
      }),
    );
    expect(wrong.code).toBe('INVALID_INPUT');
  });

  it('refuses one account given with two different banks', () => {
    const error = failure(() =>
      writePain001({
        ...BATCH,
        payments: [
          payment(),
          payment({ endToEndId: 'RES-2026-000131', debtor: { ...PEN_ACCOUNT, bic: 'BINPPEPL' } }),
        ],
      }),
    );
    expect(error).toMatchObject({
      code: 'INVALID_INPUT',
      detail: expect.stringMatching(/^payments\[1\]\.debtor:/),
    });
  });

  it('sums amounts exactly, without floating-point error', () => {
    const cents = writePain001({
      ...BATCH,
      payments: [
        payment({ amount: '0.10' }),
        payment({ endToEndId: 'RES-2026-000130', amount: '0.20' }),
      ],
    });
    expect(readBack.parse(cents).Document.CstmrCdtTrfInitn.GrpHdr.CtrlSum).toBe('0.30');
  });

  it.each([
    [
      'an amount with one decimal',
      { payments: [payment({ amount: '100.5' })] },
      'payments[0].amount',
    ],
    ['a zero amount', { payments: [payment({ amount: '0.00' })] }, 'payments[0].amount'],
    ['a negative amount', { payments: [payment({ amount: '-5.00' })] }, 'payments[0].amount'],
    [
      'a CCI of 19 digits',
      { payments: [payment({ creditor: { name: 'A', cci: '0021919114588220195' } })] },
      'payments[0].creditor.cci',
    ],
    [
      'a CCI with wrong check digits',
      { payments: [payment({ creditor: { name: 'A', cci: '00219191145882201955' } })] },
      'payments[0].creditor.cci',
    ],
    [
      'a reference over 35 characters',
      { payments: [payment({ endToEndId: `RES-${'9'.repeat(32)}` })] },
      'payments[0].endToEndId',
    ],
    ['a message id with a space', { messageId: 'PAY 1' }, 'messageId'],
    ['a reference used twice', { payments: [payment(), payment()] }, 'payments[1].endToEndId'],
    ['no payment', { payments: [] }, 'payments'],
    [
      'an impossible date',
      { payments: [payment({ executionDate: '2026-02-30' })] },
      'payments[0].executionDate',
    ],
    [
      'a remittance over 140 characters',
      { payments: [payment({ remittanceInfo: 'x'.repeat(141) })] },
      'payments[0].remittanceInfo',
    ],
    [
      'a name that is all symbols',
      { payments: [payment({ creditor: { name: '★', cci: '00219191145882201954' } })] },
      'payments[0].creditor.name',
    ],
  ])('refuses %s', (_, overrides: Partial<Pain001Batch>, field) => {
    const error = failure(() => writePain001({ ...BATCH, ...overrides }));
    expect(error.code).toBe('INVALID_INPUT');
    expect(error.detail.startsWith(`${field}:`)).toBe(true);
  });
});

describe('parsePain002', () => {
  const report = parsePain002(STATUS_REPORT);

  it('reads the original message and the group status', () => {
    expect(report).toMatchObject({
      version: '001.10',
      messageId: 'BCP-PSR-20261127-0007',
      createdAt: '2026-11-27T17:20:31-05:00',
      originalMessageId: 'PAY-20261127-01',
      originalMessageName: 'pain.001.001.09',
      groupStatus: 'PART',
      groupReasons: [],
    });
  });

  it('reads each transaction: reference, status, reason and its meaning', () => {
    expect(report.transactions.map((tx) => [tx.originalEndToEndId, tx.status])).toEqual([
      ['RES-2026-000123', 'ACSC'],
      ['RES-2026-000124', 'RJCT'],
      ['RES-2026-000125', 'RJCT'],
      ['RES-2026-000126', 'ACSP'],
    ]);
    expect(report.transactions[0]).toMatchObject({
      originalPaymentInfoId: 'PAY-20261127-01-001',
      bankReference: 'BCP20261127000377',
      reasons: [],
    });
    expect(report.transactions[1]!.reasons).toEqual([
      {
        code: 'AC04',
        proprietary: null,
        description: 'Closed account: the account has been closed.',
        additionalInfo: ['Cuenta destino cancelada'],
      },
    ]);
    expect(report.transactions[2]!.reasons[0]).toMatchObject({
      code: 'AC01',
      description: expect.stringMatching(/^Incorrect account number/),
    });
    expect(report.transactions[1]!.statusDescription).toBe('Rejected.');
  });

  it('gives a transaction without TxSts the status of its payment information', () => {
    const implicit = parsePain002(STATUS_REPORT.replace('<TxSts>ACSP</TxSts>', ''));
    expect(implicit.transactions[3]!.status).toBe('PART');
  });

  it.each([
    ['AC06', /^Blocked account/],
    ['AM04', /^Insufficient funds/],
    ['MS03', /^Reason not specified, given by the bank/],
  ])('describes the reason %s', (code, description) => {
    const other = parsePain002(STATUS_REPORT.replace('<Cd>AC01</Cd>', `<Cd>${code}</Cd>`));
    expect(other.transactions[2]!.reasons[0]!.description).toMatch(description);
  });

  it('leaves the description empty for a code outside the table', () => {
    const unknown = parsePain002(STATUS_REPORT.replace('<Cd>AC01</Cd>', '<Cd>ZZ99</Cd>'));
    expect(unknown.transactions[2]!.reasons[0]).toMatchObject({ code: 'ZZ99', description: null });
  });

  it.each([
    ['a camt.053', STATEMENT, 'UNSUPPORTED_MESSAGE'],
    [
      'no original message id',
      STATUS_REPORT.replace(/<OrgnlMsgId>.*<\/OrgnlMsgId>/, ''),
      'MISSING_ELEMENT',
    ],
    [
      'a status that is not a code',
      STATUS_REPORT.replace('<TxSts>ACSC</TxSts>', '<TxSts>paid</TxSts>'),
      'INVALID_VALUE',
    ],
    ['a broken file', STATUS_REPORT.replace('</TxInfAndSts>', ''), 'MALFORMED_XML'],
  ])('refuses %s', (_, xml, code) => {
    expect(failure(() => parsePain002(xml)).code).toBe(code);
  });
});
