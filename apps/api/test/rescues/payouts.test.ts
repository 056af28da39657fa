import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { eq } from 'drizzle-orm';
import { cciCheckDigits, movementsResponseSchema, rescueSchema, type Rescue } from '@saf/contract';
import { seedFunds } from '../../src/seeds/funds';
import { bankAccounts, orderEvents, orders, payoutItems } from '../../src/db/schema';
import { settleDue } from '../../src/modules/orders/payments';
import { exportPayoutFile, PayoutError, payoutFileOf } from '../../src/modules/payouts/export';
import { importPayoutStatus } from '../../src/modules/payouts/status';
import { testConfig } from '../../src/config';
import { PASSWORD, createTestServer, expectError, json, type TestServer } from '../helpers';
import { PAIN001_09, schemaProblems } from '../lib/iso20022-schema';
import { lima, rescueWorld, type Who } from './rescue-world';
import { SAMPLE_PAYOUT_SETTINGS } from '../../src/testing/bank-files';

/** The fund's accounts: a CCI in soles, the bank's own account number in dollars. */
const FUND = SAMPLE_PAYOUT_SETTINGS;

/** Beto's new account in soles. */
const FRESH_CCI = `002193000003000001${cciCheckDigits('002193000003000001')}`;

const readBack = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['PmtInf', 'CdtTrfTxInf'].includes(name),
});

type AccountId = { Id: { Othr: { Id: string } } };
/** The parts of a pain.001 read back here. */
interface PaymentBlock {
  DbtrAcct: AccountId;
  ReqdExctnDt: { Dt: string };
  CdtTrfTxInf: {
    PmtId: { EndToEndId: string };
    Amt: { InstdAmt: { '#text': string; '@Ccy': string } };
    CdtrAcct: AccountId;
  }[];
}

/** The transfers of a pain.001, flat: reference, amount, currency, CCI and the debtor account. */
function transfersOf(xml: string) {
  const blocks: PaymentBlock[] = readBack.parse(xml).Document.CstmrCdtTrfInitn.PmtInf;
  return blocks.flatMap((block) =>
    block.CdtTrfTxInf.map((tx) => ({
      reference: tx.PmtId.EndToEndId,
      amount: tx.Amt.InstdAmt['#text'],
      currency: tx.Amt.InstdAmt['@Ccy'],
      cci: tx.CdtrAcct.Id.Othr.Id,
      debtorAccount: block.DbtrAcct.Id.Othr.Id,
      executionDate: block.ReqdExctnDt.Dt,
    })),
  );
}

interface Answer {
  reference: string;
  status: string;
  reason?: string;
}

/** The bank's pain.002.001.10 for a file, as the fixture's bank writes it. */
function statusReport(messageId: string, original: string, answers: Answer[]): string {
  const tx = answers
    .map(
      (a, i) => `
      <TxInfAndSts>
        <StsId>${messageId}-${i + 1}</StsId>
        <OrgnlEndToEndId>${a.reference}</OrgnlEndToEndId>
        <TxSts>${a.status}</TxSts>${
          a.reason ? `\n        <StsRsnInf><Rsn><Cd>${a.reason}</Cd></Rsn></StsRsnInf>` : ''
        }
        <AcctSvcrRef>BCP${messageId.replace(/\D/g, '')}${i}</AcctSvcrRef>
      </TxInfAndSts>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.10">
  <CstmrPmtStsRpt>
    <GrpHdr>
      <MsgId>${messageId}</MsgId>
      <CreDtTm>2025-01-17T17:20:31-05:00</CreDtTm>
    </GrpHdr>
    <OrgnlGrpInfAndSts>
      <OrgnlMsgId>${original}</OrgnlMsgId>
      <OrgnlMsgNmId>pain.001.001.09</OrgnlMsgNmId>
      <GrpSts>PART</GrpSts>
    </OrgnlGrpInfAndSts>
    <OrgnlPmtInfAndSts>
      <OrgnlPmtInfId>${original}-001</OrgnlPmtInfId>${tx}
    </OrgnlPmtInfAndSts>
  </CstmrPmtStsRpt>
</Document>`;
}

describe('rescue payouts through the bank (PAYOUTS=pain001)', () => {
  let t: TestServer;
  const world = rescueWorld(() => t);
  const { call, participant, invest, passFace, publishAndSettle } = world;

  beforeAll(async () => {
    t = await createTestServer({ env: { SANDBOX_TRANSFER_DELAY_SECONDS: '0', ...FUND } });
    // Wednesday 15 January 2025, 10:00 in Lima: a business day, before every cut-off.
    t.clock.set(lima('2025-01-15T10:00:00'));
    await seedFunds(t.database.db, t.clock.now(), 1, { publishTime: '19:00' });
  });
  afterAll(() => t?.close());

  const rescueAll = async (who: Who, fund: string, account: number) => {
    const res = await world.rescue(who, {
      fund_code: fund,
      series: '000',
      mode: 'TOTAL',
      bank_account_id: account,
    });
    expect(res.statusCode).toBe(201);
    return rescueSchema.parse(json(res));
  };
  const rescueOf = async (who: Who, reference: string): Promise<Rescue> =>
    rescueSchema.parse(json(await call('GET', `/api/rescues/${reference}`, who)));
  const cciOf = async (id: number) =>
    (await t.database.db.select().from(bankAccounts).where(eq(bankAccounts.id, id)))[0]!.cci;
  const snapshot = async () => ({
    orders: await t.database.db.select().from(orders).orderBy(orders.id),
    events: await t.database.db.select().from(orderEvents).orderBy(orderEvents.id),
    items: await t.database.db.select().from(payoutItems).orderBy(payoutItems.id),
    mails: t.mailer.sent.length,
  });

  it('pays through the day file and the bank’s answer; a rejected payout goes back to the customer', async () => {
    const ana = await participant();
    const beto = await participant();
    const carla = await participant();
    const dora = await participant();
    await invest(ana, 'RCPS', '1000.00');
    await invest(beto, 'RCPS', '2000.00');
    await invest(carla, 'RCPD', '1500.00');
    await invest(dora, 'RCPS', '1000.00');

    // Thursday: three rescues, priced that evening, paid from Friday.
    t.clock.set(lima('2025-01-16T10:00:00'));
    for (const p of [ana, beto, carla]) await passFace(p.user.id, 'RESCUE');
    const a = await rescueAll(ana.token, 'RCPS', ana.pen);
    const b = await rescueAll(beto.token, 'RCPS', beto.pen);
    const c = await rescueAll(carla.token, 'RCPD', carla.usd);
    t.clock.set(lima('2025-01-16T19:30:00'));
    await publishAndSettle();

    // Friday: the desk pays nothing by itself; Dora's rescue is not priced yet.
    t.clock.set(lima('2025-01-17T09:00:00'));
    await passFace(dora.user.id, 'RESCUE');
    const d = await rescueAll(dora.token, 'RCPS', dora.pen);
    await settleDue(t.app.ctx);
    const priced = await rescueOf(ana.token, a.reference);
    expect(priced).toMatchObject({ payment_status: 'PENDING', process_status: 'APPROVED' });
    const due = [
      { rescue: priced, account: ana.pen },
      { rescue: await rescueOf(beto.token, b.reference), account: beto.pen },
      { rescue: await rescueOf(carla.token, c.reference), account: carla.usd },
    ].filter((x) => x.rescue.payment_date <= '2025-01-17');
    // Both funds pay one business day after the trade date: all three are due on Friday.
    expect(due).toHaveLength(3);

    await expect(exportPayoutFile(t.app.ctx, '2025-01-18', 'ops:ana')).rejects.toThrow(PayoutError);
    const file = await exportPayoutFile(t.app.ctx, '2025-01-17', 'ops:ana');
    expect(file).not.toBeNull();
    expect(file!.messageId).toBe('PAY-20250117-1');
    expect(schemaProblems(file!.xml, PAIN001_09)).toEqual([]);
    const expected = await Promise.all(
      due.map(async ({ rescue, account }) => ({
        reference: rescue.reference,
        amount: rescue.net!,
        currency: rescue.currency,
        cci: await cciOf(account),
        debtorAccount:
          rescue.currency === 'USD' ? FUND.PAYOUT_ACCOUNT_USD : FUND.PAYOUT_ACCOUNT_PEN,
        executionDate: '2025-01-17',
      })),
    );
    const transfers = transfersOf(file!.xml);
    expect(transfers).toHaveLength(expected.length);
    expect(transfers).toEqual(expect.arrayContaining(expected));
    expect(file!.references).not.toContain(d.reference);
    const sent = await rescueOf(ana.token, a.reference);
    expect(sent.payment_status).toBe('SENT');
    expect(sent.events.map((e) => e.kind)).toContain('PAYOUT_SENT');

    // Nothing goes twice: the next export has nothing left for that day; the file is kept.
    expect(await exportPayoutFile(t.app.ctx, '2025-01-17', 'ops:ana')).toBeNull();
    expect(await payoutFileOf(t.app.ctx, file!.messageId)).toEqual(file);

    // The bank: Ana's settled, Beto's account closed.
    const report = statusReport('BCP-PSR-20250117-1', file!.messageId, [
      { reference: a.reference, status: 'ACSC' },
      { reference: b.reference, status: 'RJCT', reason: 'AC04' },
    ]);
    const result = await importPayoutStatus(t.app.ctx, report, 'ops:ana');
    expect(result).toMatchObject({
      duplicate: false,
      paid: [a.reference],
      rejected: [{ reference: b.reference, reason: 'AC04' }],
    });
    const paid = await rescueOf(ana.token, a.reference);
    expect(paid.payment_status).toBe('SUCCESS');
    expect(paid.paid_at).toBe(t.clock.now().toISOString());
    expect(paid.events.map((e) => e.kind)).toEqual(expect.arrayContaining(['PAYOUT_SENT', 'PAID']));
    expect(t.mailer.last(ana.email)?.subject).toBe(`Pagamos tu rescate ${a.reference}`);
    const rejected = await rescueOf(beto.token, b.reference);
    expect(rejected.payment_status).toBe('REJECTED');
    expect(rejected.reject_reason).toContain('la cuenta está cerrada');
    expect(rejected.reject_reason).toContain('elige otra');
    const mail = t.mailer.last(beto.email)!;
    expect(mail.subject).toBe(`No pudimos pagar tu rescate ${b.reference}`);
    expect(mail.text).toContain('la cuenta está cerrada');
    // Carla's transfer has no answer yet: still with the bank.
    expect((await rescueOf(carla.token, c.reference)).payment_status).toBe('SENT');
    // The movements list and the portfolio's orders in progress show the new states.
    const listed = movementsResponseSchema.parse(
      json(await call('GET', '/api/movements?type=RESCUE&status=REJECTED', beto.token)),
    );
    expect(listed.items.map((o) => [o.reference, o.payment_status])).toEqual([
      [b.reference, 'REJECTED'],
    ]);
    const inProgress = movementsResponseSchema.parse(
      json(await call('GET', '/api/movements?status=INPROGRESS', carla.token)),
    );
    expect(inProgress.items.map((o) => o.reference)).toEqual([c.reference]);

    // The same report again, or another report answering Ana's again: nothing changes.
    const before = await snapshot();
    expect(await importPayoutStatus(t.app.ctx, report, 'ops:ana')).toMatchObject({
      duplicate: true,
      paid: [],
      rejected: [],
    });
    const late = statusReport('BCP-PSR-20250117-2', file!.messageId, [
      { reference: a.reference, status: 'RJCT', reason: 'AC01' },
    ]);
    expect(await importPayoutStatus(t.app.ctx, late, 'ops:ana')).toMatchObject({
      duplicate: false,
      ignored: [a.reference],
    });
    const after = await snapshot();
    expect(after).toEqual(before);

    // Carla's transfer is refused for want of funds in the fund's account: nothing for her to
    // do, no mail; it is payable again and goes into the next file.
    const mails = t.mailer.sent.length;
    const funds = statusReport('BCP-PSR-20250117-3', file!.messageId, [
      { reference: c.reference, status: 'RJCT', reason: 'AM04' },
    ]);
    expect(await importPayoutStatus(t.app.ctx, funds, 'ops:ana')).toMatchObject({
      rejected: [],
      resent: [{ reference: c.reference, reason: 'AM04' }],
    });
    expect(await rescueOf(carla.token, c.reference)).toMatchObject({
      payment_status: 'PENDING',
      reject_reason: null,
    });
    expect(t.mailer.sent.length).toBe(mails);

    // Beto chooses another account: not one in dollars, and a paid rescue keeps its account.
    const fresh = await call('POST', '/api/bank-accounts', beto.token, {
      bank_code: '002',
      currency: 'PEN',
      account_type: 'SAVINGS',
      account_number: '3000001',
      cci: FRESH_CCI,
      holder_declaration: true,
      password: PASSWORD,
    });
    expect(fresh.statusCode, fresh.body).toBe(201);
    const freshId = json<{ id: number }>(fresh).id;
    const choose = (who: Who, reference: string, id: number) =>
      call('POST', `/api/rescues/${reference}/bank-account`, who, { bank_account_id: id });
    expectError(
      await choose(beto.token, b.reference, beto.usd),
      400,
      'RESCUE_ACCOUNT_CURRENCY',
      'Bank account currency differs from the fund',
    );
    expectError(
      await choose(ana.token, a.reference, ana.pen),
      409,
      'RESCUE_PAYOUT_NOT_REJECTED',
      'Rescue payout was not rejected',
    );
    expect((await choose(ana.token, b.reference, ana.pen)).statusCode).toBe(404);
    const rerouted = await choose(beto.token, b.reference, freshId);
    expect(rerouted.statusCode).toBe(200);
    expect(rescueSchema.parse(json(rerouted))).toMatchObject({
      payment_status: 'PENDING',
      reject_reason: null,
      bank_account: { id: freshId },
    });

    // Friday evening Dora's rescue is priced; Monday's file pays her, Carla and Beto's new account.
    t.clock.set(lima('2025-01-17T19:30:00'));
    await publishAndSettle();
    t.clock.set(lima('2025-01-20T09:00:00'));
    await settleDue(t.app.ctx);
    const monday = await exportPayoutFile(t.app.ctx, '2025-01-20', 'ops:beto');
    expect(monday!.messageId).toBe('PAY-20250120-1');
    const next = transfersOf(monday!.xml);
    expect(next.map((x) => x.reference).sort()).toEqual(
      [b.reference, c.reference, d.reference].sort(),
    );
    expect(next.find((x) => x.reference === b.reference)).toMatchObject({
      cci: FRESH_CCI,
      amount: rejected.net,
      currency: 'PEN',
    });
    const result2 = await importPayoutStatus(
      t.app.ctx,
      statusReport('BCP-PSR-20250120-1', monday!.messageId, [
        { reference: b.reference, status: 'ACCP' },
      ]),
      'ops:beto',
    );
    expect(result2.paid).toEqual([b.reference]);
    expect((await rescueOf(beto.token, b.reference)).payment_status).toBe('SUCCESS');
  });

  it('needs the fund’s accounts before paying through the bank', () => {
    const { PAYOUT_ACCOUNT_USD: _usd, ...withoutUsd } = FUND;
    expect(() => testConfig(withoutUsd)).toThrow(
      /PAYOUT_ACCOUNT_USD: is required by PAYOUTS=pain001/,
    );
    expect(testConfig().PAYOUTS).toBe('sandbox');
  });

  it('refuses a status report for a file that is not ours', async () => {
    await expect(
      importPayoutStatus(
        t.app.ctx,
        statusReport('BCP-PSR-X', 'PAY-19990101-1', [
          { reference: 'RES-1999-000001', status: 'ACSC' },
        ]),
        'ops:ana',
      ),
    ).rejects.toThrow(PayoutError);
  });
});
