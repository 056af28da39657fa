import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cciCheckDigits, orderSchema, rescueSchema } from '@saf/contract';
import { parseCamt, parsePain002, writePain001 } from '../../src/lib/iso20022';
import { exportPayoutFile } from '../../src/modules/payouts/export';
import { importPayoutStatus } from '../../src/modules/payouts/status';
import { importStatement } from '../../src/modules/treasury/service';
import { seedFunds } from '../../src/seeds/funds';
import {
  acceptingStatusReport,
  creditNotification,
  transferNotification,
} from '../../src/testing/bank-files';
import { createTestServer, json, type TestServer } from '../helpers';
import { CAMT_08, PAIN002_10, schemaProblems } from '../lib/iso20022-schema';
import { lima, rescueWorld } from '../rescues/rescue-world';
import { SAMPLE_PAYOUT_SETTINGS } from '../../src/testing/bank-files';

// The bank's files the end-to-end journeys use (e2e/bank-control.ts): written to the published
// schemas, read by our parsers as the bank's own, and doing on the e2e API's settings (sandbox
// treasury, payouts through the bank) what the operator's real files do.

const FUND_ACCOUNTS = SAMPLE_PAYOUT_SETTINGS;
/** A customer's CCI (its check digits computed). */
const CUSTOMER_CCI = `002193000003000001${cciCheckDigits('002193000003000001')}`;
const debtor = (account: string) => ({
  name: FUND_ACCOUNTS.PAYOUT_DEBTOR_NAME,
  ruc: FUND_ACCOUNTS.PAYOUT_DEBTOR_RUC,
  account,
  accountScheme: 'BBAN' as const,
  bic: FUND_ACCOUNTS.PAYOUT_BANK_BIC,
});

describe('the bank’s files of the end-to-end journeys', () => {
  it('writes a credit notification as a camt.054.001.08 the statement parser reads', () => {
    const xml = creditNotification(
      {
        account: { cci: '00219300204587103613', currency: 'PEN', owner: 'Quipu SAF S.A.' },
        amount: '2000.00',
        bookedAt: lima('2026-11-27T09:15:12'),
        debtor: { name: 'Marco Salazar Ortega', cci: '00219300123456789013' },
        remittance: 'SUS-2026-000042',
        bankReference: 'E2E20261127091512000042',
      },
      lima('2026-11-27T09:16:00'),
    );
    expect(schemaProblems(xml, CAMT_08)).toEqual([]);
    const message = parseCamt(xml);
    expect(message).toMatchObject({ type: 'camt.054', version: '001.08' });
    const [report] = message.reports;
    expect(report!.account).toEqual({ id: '00219300204587103613', scheme: 'CCI' });
    expect(report!.transactions).toEqual([
      expect.objectContaining({
        creditDebit: 'CRDT',
        status: 'BOOK',
        amount: '2000.00',
        currency: 'PEN',
        bookingDate: '2026-11-27T09:15:12-05:00',
        valueDate: '2026-11-27',
        bankReference: 'E2E20261127091512000042',
        remittance: { unstructured: ['SUS-2026-000042'], creditorReferences: [] },
        debtor: {
          name: 'Marco Salazar Ortega',
          account: { id: '00219300123456789013', scheme: 'CCI' },
        },
      }),
    ]);
  });

  it('answers a pain.001 with a pain.002.001.10 settling each transfer of each block', () => {
    const payment = (reference: string, currency: 'PEN' | 'USD', account: string) => ({
      endToEndId: reference,
      amount: '150.25',
      currency,
      executionDate: '2026-11-30',
      debtor: debtor(account),
      creditor: { name: 'Marco Salazar', cci: CUSTOMER_CCI },
      remittanceInfo: `Rescate ${reference}`,
    });
    const pain001 = writePain001({
      messageId: 'PAY-20261130-1',
      createdAt: lima('2026-11-30T08:00:00'),
      initiatingParty: { name: FUND_ACCOUNTS.PAYOUT_DEBTOR_NAME },
      payments: [
        payment('RES-2026-000001', 'PEN', FUND_ACCOUNTS.PAYOUT_ACCOUNT_PEN),
        payment('RES-2026-000002', 'USD', FUND_ACCOUNTS.PAYOUT_ACCOUNT_USD),
        payment('RES-2026-000003', 'PEN', FUND_ACCOUNTS.PAYOUT_ACCOUNT_PEN),
      ],
    });
    const xml = acceptingStatusReport(pain001, lima('2026-11-30T17:20:00'));
    expect(schemaProblems(xml, PAIN002_10)).toEqual([]);
    const report = parsePain002(xml);
    expect(report).toMatchObject({
      version: '001.10',
      originalMessageId: 'PAY-20261130-1',
      originalMessageName: 'pain.001.001.09',
      groupStatus: 'ACSC',
    });
    expect(
      report.transactions.map((t) => [t.originalPaymentInfoId, t.originalEndToEndId, t.status]),
    ).toEqual([
      ['PAY-20261130-1-001', 'RES-2026-000001', 'ACSC'],
      ['PAY-20261130-1-001', 'RES-2026-000003', 'ACSC'],
      ['PAY-20261130-1-002', 'RES-2026-000002', 'ACSC'],
    ]);
  });

  describe('on the e2e API’s settings: sandbox treasury, payouts through the bank', () => {
    let t: TestServer;
    const world = rescueWorld(() => t);

    beforeAll(async () => {
      t = await createTestServer({
        env: { SANDBOX_TRANSFER_DELAY_SECONDS: '0', ...FUND_ACCOUNTS },
      });
      // Monday 30 November 2026, 10:00 in Lima: a business day, before the cut-off.
      t.clock.set(lima('2026-11-30T10:00:00'));
      await seedFunds(t.database.db, t.clock.now(), 1, { publishTime: '19:00', months: 1 });
    });
    afterAll(() => t?.close());

    it('pays a transfer with no receipt by its notification, and a rescue by the accepting report', async () => {
      const marco = await world.participant();
      await world.passFace(marco.user.id, 'SUBSCRIPTION');
      const placed = await world.call(
        'POST',
        '/api/subscriptions',
        marco.token,
        { fund_code: 'RCPS', series: '000', amount: '2000.00', funds_origin: 'SAVINGS' },
        randomUUID(),
      );
      const { reference } = orderSchema.parse(json(placed));
      expect(await transferNotification(t.app.ctx, 'SUS-2026-999999')).toBeNull();

      const notification = await transferNotification(t.app.ctx, reference);
      const imported = await importStatement(t.app.ctx, notification!, 'tesoreria.e2e');
      expect(imported.matched.map((m) => m.reference)).toEqual([reference]);
      expect(imported.exceptions).toEqual([]);
      const paid = orderSchema.parse(
        json(await world.call('GET', `/api/orders/${reference}`, marco.token)),
      );
      expect(paid.payment_status).toBe('SUCCESS');

      t.clock.set(lima('2026-11-30T19:30:00'));
      await world.publishAndSettle();
      t.clock.set(lima('2026-12-01T10:00:00'));
      await world.passFace(marco.user.id, 'RESCUE');
      const asked = await world.rescue(marco.token, {
        fund_code: 'RCPS',
        series: '000',
        mode: 'AMOUNT',
        amount: '800.00',
        bank_account_id: marco.pen,
      });
      expect(asked.statusCode).toBe(201);
      const rescue = rescueSchema.parse(json(asked));
      t.clock.set(lima('2026-12-01T19:30:00'));
      await world.publishAndSettle();

      const file = await exportPayoutFile(t.app.ctx, rescue.payment_date, 'tesoreria.e2e');
      expect(file!.references).toEqual([rescue.reference]);
      const answer = acceptingStatusReport(file!.xml, t.clock.now());
      const result = await importPayoutStatus(t.app.ctx, answer, 'tesoreria.e2e');
      expect(result).toMatchObject({ paid: [rescue.reference], rejected: [], ignored: [] });
      const after = rescueSchema.parse(
        json(await world.call('GET', `/api/rescues/${rescue.reference}`, marco.token)),
      );
      expect(after.payment_status).toBe('SUCCESS');
    });
  });
});
