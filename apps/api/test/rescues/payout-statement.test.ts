import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { asc, eq } from 'drizzle-orm';
import { rescueSchema, type Rescue } from '@saf/contract';
import { seedFunds } from '../../src/seeds/funds';
import { bankCredits, collectorAccounts, orderEvents, orders } from '../../src/db/schema';
import { settleDue } from '../../src/modules/orders/payments';
import { exportPayoutFile, type PayoutFile } from '../../src/modules/payouts/export';
import { importPayoutStatus } from '../../src/modules/payouts/status';
import { importStatement } from '../../src/modules/treasury/service';
import {
  listExceptions,
  listRefunds,
  resolveException,
} from '../../src/modules/treasury/exceptions';
import { TreasuryError } from '../../src/modules/treasury/errors';
import {
  SAMPLE_PAYOUT_SETTINGS,
  creditNotification,
  fundStatement,
  payoutDebits,
  type PayoutEntry,
} from '../../src/testing/bank-files';
import { createTestServer, json, type TestServer } from '../helpers';
import { CAMT_08, PAIN001_09, schemaProblems } from '../lib/iso20022-schema';
import { lima, rescueWorld, type Who } from './rescue-world';

/**
 * A payout is decided by the first of the bank's two answers: the pain.002, or the statement of
 * the fund's account (its debit; a return or a reversal gives it back). Refunds of bank credits
 * an operator resolved go into the same payout file and are decided the same way.
 */

const FUND = SAMPLE_PAYOUT_SETTINGS;

/** The bank's pain.002.001.10 answering some transactions of a file. */
function statusReport(messageId: string, original: string, answers: [string, string, string?][]) {
  const tx = answers
    .map(
      ([reference, status, reason], i) => `
      <TxInfAndSts>
        <StsId>${messageId}-${i + 1}</StsId>
        <OrgnlEndToEndId>${reference}</OrgnlEndToEndId>
        <TxSts>${status}</TxSts>${reason ? `<StsRsnInf><Rsn><Cd>${reason}</Cd></Rsn></StsRsnInf>` : ''}
      </TxInfAndSts>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.10">
  <CstmrPmtStsRpt>
    <GrpHdr><MsgId>${messageId}</MsgId><CreDtTm>2025-01-17T17:20:31-05:00</CreDtTm></GrpHdr>
    <OrgnlGrpInfAndSts>
      <OrgnlMsgId>${original}</OrgnlMsgId>
      <OrgnlMsgNmId>pain.001.001.09</OrgnlMsgNmId>
    </OrgnlGrpInfAndSts>
    <OrgnlPmtInfAndSts><OrgnlPmtInfId>${original}-001</OrgnlPmtInfId>${tx}
    </OrgnlPmtInfAndSts>
  </CstmrPmtStsRpt>
</Document>`;
}

const readBack = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['PmtInf', 'CdtTrfTxInf'].includes(name),
});

/** A transfer of a pain.001 by its end-to-end id, as written. */
function transferOf(file: PayoutFile, endToEndId: string) {
  type Tx = {
    PmtId: { InstrId?: string; EndToEndId: string };
    Amt: { InstdAmt: { '#text': string; '@Ccy': string } };
    Cdtr: { Nm: string };
    CdtrAcct: { Id: { Othr?: { Id: string }; IBAN?: string } };
    RmtInf: { Ustrd: string };
  };
  const blocks: { CdtTrfTxInf: Tx[] }[] = readBack.parse(file.xml).Document.CstmrCdtTrfInitn.PmtInf;
  return blocks.flatMap((b) => b.CdtTrfTxInf).find((tx) => tx.PmtId.EndToEndId === endToEndId);
}

describe('payouts confirmed by the statement, and refunds paid through the payout file', () => {
  let t: TestServer;
  const world = rescueWorld(() => t);
  const { call, participant, invest, passFace, publishAndSettle } = world;

  beforeAll(async () => {
    t = await createTestServer({ env: { SANDBOX_TRANSFER_DELAY_SECONDS: '0', ...FUND } });
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
    expect(res.statusCode, res.body).toBe(201);
    return rescueSchema.parse(json(res));
  };
  const rescueOf = async (who: Who, reference: string): Promise<Rescue> =>
    rescueSchema.parse(json(await call('GET', `/api/rescues/${reference}`, who)));
  const eventsOf = async (reference: string) =>
    (
      await t.database.db
        .select({ kind: orderEvents.kind })
        .from(orderEvents)
        .innerJoin(orders, eq(orders.id, orderEvents.orderId))
        .where(eq(orders.reference, reference))
        .orderBy(asc(orderEvents.id))
    ).map((e) => e.kind);
  const mailsTo = (email: string) => t.mailer.sent.filter((m) => m.to === email).length;
  const statement = (entries: PayoutEntry[], id: string) => {
    const xml = fundStatement(entries, t.clock.now(), id);
    expect(schemaProblems(xml, CAMT_08)).toEqual([]);
    return xml;
  };

  it('pays a rescue by its debit on the statement, once whichever answer comes first', async () => {
    const ana = await participant();
    const beto = await participant();
    const carla = await participant();
    await invest(ana, 'RCPS', '1000.00');
    await invest(beto, 'RCPS', '2000.00');
    await invest(carla, 'RCPD', '1500.00');
    t.clock.set(lima('2025-01-16T10:00:00'));
    for (const p of [ana, beto, carla]) await passFace(p.user.id, 'RESCUE');
    const a = await rescueAll(ana.token, 'RCPS', ana.pen);
    const b = await rescueAll(beto.token, 'RCPS', beto.pen);
    const c = await rescueAll(carla.token, 'RCPD', carla.usd);
    t.clock.set(lima('2025-01-16T19:30:00'));
    await publishAndSettle();
    t.clock.set(lima('2025-01-17T09:00:00'));
    await settleDue(t.app.ctx);
    const file = (await exportPayoutFile(t.app.ctx, '2025-01-17', 'ops:ana'))!;
    expect(schemaProblems(file.xml, PAIN001_09)).toEqual([]);
    // Each transfer carries its own instruction id beside the rescue's reference.
    expect(transferOf(file, a.reference)!.PmtId.InstrId).toMatch(/^PAY-20250117-1-\d$/);
    const debits = payoutDebits(file.xml);
    const debit = (reference: string) => debits.find((d) => d.endToEndId === reference)!;

    // Midday: Ana's debit is booked (the camt.054 of the fund's account); Beto's for another
    // amount; a debit that names nothing of ours.
    t.clock.set(lima('2025-01-17T12:00:00'));
    const mailsBefore = mailsTo(ana.email);
    const midday = statement(
      [
        debit(a.reference),
        { ...debit(b.reference), amount: '1.00', bankReference: 'BCP-ODD-1' },
        {
          ...debit(a.reference),
          endToEndId: null,
          instructionId: null,
          remittance: 'Pago proveedor',
          amount: '99.90',
          bankReference: 'BCP-OTHER-1',
        },
      ],
      'MIDDAY',
    );
    const first = await importStatement(t.app.ctx, midday, 'ops:ana');
    expect(first.confirmed).toEqual([
      { creditId: expect.any(Number), reference: a.reference, changed: true },
    ]);
    expect(first.exceptions.map((e) => [e.kind, e.reference])).toEqual([
      ['PAYOUT_MISMATCH', b.reference],
      ['UNKNOWN_PAYOUT', null],
    ]);
    const paid = await rescueOf(ana.token, a.reference);
    expect(paid.payment_status).toBe('SUCCESS');
    expect(paid.paid_at).toBe(t.clock.now().toISOString());
    expect(await eventsOf(a.reference)).toEqual(expect.arrayContaining(['PAYOUT_SENT', 'PAID']));
    expect(t.mailer.last(ana.email)?.subject).toBe(`Pagamos tu rescate ${a.reference}`);
    expect(mailsTo(ana.email)).toBe(mailsBefore + 1);
    expect((await rescueOf(beto.token, b.reference)).payment_status).toBe('SENT');

    // The pain.002 accepting Ana's afterwards, the same file again, and the day's camt.053
    // repeating the entry: nothing more.
    const late = await importPayoutStatus(
      t.app.ctx,
      statusReport('PSR-1', file.messageId, [[a.reference, 'ACSC']]),
      'ops:ana',
    );
    expect(late).toMatchObject({ paid: [], ignored: [a.reference] });
    expect(await importStatement(t.app.ctx, midday, 'ops:ana')).toMatchObject({ duplicate: true });
    const close = await importStatement(
      t.app.ctx,
      statement([debit(a.reference)], 'CLOSE'),
      'ops:ana',
    );
    expect(close).toMatchObject({ duplicate: false, newCredits: 0, knownCredits: 1 });
    expect((await eventsOf(a.reference)).filter((k) => k === 'PAID')).toHaveLength(1);
    expect(mailsTo(ana.email)).toBe(mailsBefore + 1);

    // Carla's: the pain.002 first, then her debit (found by the remittance text alone): the
    // debit is kept as her payout's and changes nothing.
    await importPayoutStatus(
      t.app.ctx,
      statusReport('PSR-2', file.messageId, [[c.reference, 'ACSC']]),
      'ops:ana',
    );
    const carlaMails = mailsTo(carla.email);
    const usd = await importStatement(
      t.app.ctx,
      statement(
        [{ ...debit(c.reference), endToEndId: null, instructionId: null, bankReference: 'U1' }],
        'USD',
      ),
      'ops:ana',
    );
    expect(usd.confirmed).toEqual([
      { creditId: expect.any(Number), reference: c.reference, changed: false },
    ]);
    expect((await eventsOf(c.reference)).filter((k) => k === 'PAID')).toHaveLength(1);
    expect(mailsTo(carla.email)).toBe(carlaMails);

    // Beto's is accepted, then the money comes back: the account was closed.
    await importPayoutStatus(
      t.app.ctx,
      statusReport('PSR-3', file.messageId, [[b.reference, 'ACSC']]),
      'ops:ana',
    );
    expect((await rescueOf(beto.token, b.reference)).payment_status).toBe('SUCCESS');
    const returned = await importStatement(
      t.app.ctx,
      statement(
        [
          {
            ...debit(b.reference),
            kind: 'return',
            reason: 'AC04',
            creditor: null,
            bankReference: 'BCP-RTN-1',
          },
        ],
        'RETURN',
      ),
      'ops:ana',
    );
    expect(returned.returned).toEqual([
      { creditId: expect.any(Number), reference: b.reference, reason: 'AC04' },
    ]);
    const back = await rescueOf(beto.token, b.reference);
    expect(back).toMatchObject({ payment_status: 'REJECTED', paid_at: null });
    expect(back.reject_reason).toContain('la cuenta está cerrada');
    expect(t.mailer.last(beto.email)?.subject).toBe(`No pudimos pagar tu rescate ${b.reference}`);

    // The operator closes the two debits that named nothing right, with a note; they cannot be
    // assigned or refunded.
    const open = await listExceptions(t.app.ctx);
    const odd = open.find((e) => e.kind === 'UNKNOWN_PAYOUT')!;
    expect(odd).toMatchObject({ direction: 'DBIT', amount: '99.90' });
    await expect(
      resolveException(t.app.ctx, odd.id, { action: 'refund' }, 'ops:ana'),
    ).rejects.toThrow(TreasuryError);
    const closed = await resolveException(
      t.app.ctx,
      odd.id,
      { action: 'acknowledge', note: 'Pago a proveedor hecho en ventanilla' },
      'ops:ana',
    );
    expect(closed).toMatchObject({ status: 'ACKNOWLEDGED', resolvedBy: 'ops:ana' });
  });

  it('refunds an exception through the payout file, confirmed or rejected by the bank', async () => {
    t.clock.set(lima('2025-01-21T10:00:00'));
    const [collection] = await t.database.db
      .select()
      .from(collectorAccounts)
      .where(eq(collectorAccounts.currency, 'PEN'))
      .limit(1);
    const DEBTOR_CCI = '00219300123456789013';
    const credit = (amount: string, bankReference: string, remittance: string) =>
      creditNotification(
        {
          account: { cci: collection!.cci, currency: 'PEN', owner: collection!.holder },
          amount,
          bookedAt: t.clock.now(),
          debtor: { name: 'Rosa Ñahui Condori', cci: DEBTOR_CCI },
          remittance,
          bankReference,
        },
        t.clock.now(),
      );
    const imported = await importStatement(
      t.app.ctx,
      credit('1234.56', 'BCP-IN-77', 'pago fondo'),
      'ops:ana',
    );
    const [exception] = imported.exceptions;
    expect(exception).toMatchObject({ kind: 'UNKNOWN_REFERENCE' });
    const id = exception!.creditId;

    const marked = await resolveException(t.app.ctx, id, { action: 'refund' }, 'ops:ana');
    const reference = `DEV-2025-${String(id).padStart(6, '0')}`;
    expect(marked.status).toBe('REFUND');
    expect(marked.refund).toEqual({
      reference,
      state: 'refund to send (next payout file)',
      reason: null,
    });
    expect(await listExceptions(t.app.ctx)).not.toContainEqual(expect.objectContaining({ id }));

    // The day's file carries it: from the fund's soles account to the account it came from,
    // for exactly the credit's amount, with its own reference.
    const file = (await exportPayoutFile(t.app.ctx, '2025-01-21', 'ops:ana'))!;
    expect(file.refunds).toEqual([reference]);
    expect(schemaProblems(file.xml, PAIN001_09)).toEqual([]);
    expect(transferOf(file, reference)).toMatchObject({
      Amt: { InstdAmt: { '#text': '1234.56', '@Ccy': 'PEN' } },
      Cdtr: { Nm: 'Rosa Nahui Condori' },
      CdtrAcct: { Id: { Othr: { Id: DEBTOR_CCI } } },
    });
    expect((await listRefunds(t.app.ctx)).map((r) => r.refund)).toEqual([
      { reference, state: 'refund sent', reason: null },
    ]);
    // Nothing goes twice while the bank has it.
    expect(await exportPayoutFile(t.app.ctx, '2025-01-21', 'ops:ana')).toBeNull();

    // The bank rejects it: the account is closed. The operator sees it again and sends it again.
    const rejected = await importPayoutStatus(
      t.app.ctx,
      statusReport('PSR-R1', file.messageId, [[reference, 'RJCT', 'AC04']]),
      'ops:ana',
    );
    expect(rejected.rejected).toEqual([{ reference, reason: 'AC04' }]);
    const again = (await listExceptions(t.app.ctx)).find((e) => e.id === id)!;
    expect(again.refund).toEqual({ reference, state: 'refund rejected', reason: 'AC04' });
    await resolveException(t.app.ctx, id, { action: 'refund' }, 'ops:beto');
    t.clock.set(lima('2025-01-22T09:00:00'));
    const next = (await exportPayoutFile(t.app.ctx, '2025-01-22', 'ops:ana'))!;
    expect(next.refunds).toEqual([reference]);

    // Its debit on the statement refunds it; the pain.002 after it changes nothing.
    const confirmed = await importStatement(
      t.app.ctx,
      statement(payoutDebits(next.xml), 'REFUND'),
      'ops:ana',
    );
    expect(confirmed.confirmed).toEqual([
      { creditId: expect.any(Number), reference, changed: true },
    ]);
    expect(
      await importPayoutStatus(
        t.app.ctx,
        statusReport('PSR-R2', next.messageId, [[reference, 'RJCT', 'AC01']]),
        'ops:ana',
      ),
    ).toMatchObject({ rejected: [], ignored: [reference] });
    const [row] = await t.database.db.select().from(bankCredits).where(eq(bankCredits.id, id));
    expect(row).toMatchObject({ status: 'REFUNDED', refundReference: reference });
    expect((await listRefunds(t.app.ctx)).map((r) => r.refund!.state)).toEqual(['refunded']);

    // The bank reverses that debit: the refund did not happen after all.
    const [refundDebit] = payoutDebits(next.xml);
    const reversed = await importStatement(
      t.app.ctx,
      statement([{ ...refundDebit!, kind: 'reversal', bankReference: 'BCP-RVSL-1' }], 'RVSL'),
      'ops:ana',
    );
    expect(reversed.returned).toEqual([{ creditId: expect.any(Number), reference, reason: null }]);
    expect((await listRefunds(t.app.ctx)).map((r) => r.refund)).toEqual([
      { reference, state: 'refund rejected', reason: null },
    ]);
  });

  it('refuses a refund the payout file cannot carry', async () => {
    t.clock.set(lima('2025-01-22T11:00:00'));
    const [collection] = await t.database.db
      .select()
      .from(collectorAccounts)
      .where(eq(collectorAccounts.currency, 'PEN'))
      .limit(1);
    const xml = creditNotification(
      {
        account: { cci: collection!.cci, currency: 'PEN', owner: collection!.holder },
        amount: '50.00',
        bookedAt: t.clock.now(),
        // A CCI whose check digits are wrong.
        debtor: { name: 'Luis Paz', cci: '00219300123456789012' },
        remittance: 'sin referencia',
        bankReference: 'BCP-IN-78',
      },
      t.clock.now(),
    );
    const [exception] = (await importStatement(t.app.ctx, xml, 'ops:ana')).exceptions;
    const refused = await resolveException(
      t.app.ctx,
      exception!.creditId,
      { action: 'refund' },
      'ops:ana',
    ).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TreasuryError);
    expect((refused as TreasuryError).code).toBe('REFUND_NOT_PAYABLE');
    expect((await listExceptions(t.app.ctx)).map((e) => e.id)).toContain(exception!.creditId);
  });

  // On PostgreSQL (DATABASE_URL) the answers below really run at once; on PGlite one at a time.
  it('decides a payout once when its pain.002s and its statements arrive at the same time', async () => {
    const dora = await participant();
    t.clock.set(lima('2025-01-22T12:00:00'));
    await invest(dora, 'RCPS', '1000.00');
    t.clock.set(lima('2025-01-23T10:00:00'));
    await passFace(dora.user.id, 'RESCUE');
    const d = await rescueAll(dora.token, 'RCPS', dora.pen);
    t.clock.set(lima('2025-01-23T19:30:00'));
    await publishAndSettle();
    t.clock.set(lima('2025-01-24T09:00:00'));
    await settleDue(t.app.ctx);
    const file = (await exportPayoutFile(t.app.ctx, '2025-01-24', 'ops:ana'))!;
    expect(file.references).toEqual([d.reference]);
    const [debit] = payoutDebits(file.xml);
    const mails = mailsTo(dora.email);
    t.clock.set(lima('2025-01-24T12:00:00'));
    const reports = [1, 2, 3].map((n) =>
      statusReport(`PSR-RACE-${n}`, file.messageId, [[d.reference, 'ACSC']]),
    );
    // The intraday notification and the end-of-day statement carry the same entry.
    const statements = ['RACE-054', 'RACE-053'].map((id) => statement([debit!], id));
    const results = await Promise.all([
      ...reports.map((xml) => importPayoutStatus(t.app.ctx, xml, 'ops:ana')),
      ...statements.map((xml) => importStatement(t.app.ctx, xml, 'ops:beto')),
    ]);
    const decided = results.flatMap((r) =>
      'paid' in r ? r.paid : r.confirmed.filter((c) => c.changed).map((c) => c.reference),
    );
    expect(decided).toEqual([d.reference]);
    expect((await eventsOf(d.reference)).filter((k) => k === 'PAID')).toHaveLength(1);
    expect(mailsTo(dora.email)).toBe(mails + 1);
    expect((await rescueOf(dora.token, d.reference)).payment_status).toBe('SUCCESS');
    const kept = await t.database.db
      .select()
      .from(bankCredits)
      .where(eq(bankCredits.reference, d.reference));
    expect(kept).toHaveLength(1);
  });
});
