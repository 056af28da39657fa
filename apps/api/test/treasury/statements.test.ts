import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { orderSchema, type Order } from '@saf/contract';
import {
  bankCredits,
  bankStatements,
  biometricChecks,
  movements,
  orders,
} from '../../src/db/schema';
import { Iso20022Error } from '../../src/lib/iso20022';
import { publishNav } from '../../src/modules/funds/publish';
import { reviewTransfers, settleDue } from '../../src/modules/orders/payments';
import { TreasuryError } from '../../src/modules/treasury/errors';
import { importStatement } from '../../src/modules/treasury/service';
import {
  listExceptions,
  resolveException,
  type CreditView,
} from '../../src/modules/treasury/exceptions';
import { seedCompletedClientData } from '../../src/seeds/client-data';
import { seedFunds } from '../../src/seeds/funds';
import { fixture } from '../lib/iso20022-fixtures';
import { CAMT_08, schemaProblems } from '../lib/iso20022-schema';
import {
  bearer,
  createTestServer,
  insertUser,
  json,
  loginToken,
  type TestServer,
} from '../helpers';

/** Lima is UTC−5 all year. */
const lima = (iso: string) => new Date(`${iso}-05:00`);
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** The intraday notification (PEN and USD accounts) and the day's PEN statement after it. */
const NOTIFICATION = fixture('camt.054.001.08-collections.xml');
const STATEMENT = fixture('camt.053.001.08-collections.xml');
const ANA_CCI = '00219300123456789013';

/**
 * The orders the sample files name, placed in this order on a fresh database so their
 * references are the files' (`SUS-2026-000001`…): fund, amount, and what the files do to them.
 */
const PLACED = [
  ['RCPS', '1500.00'], // 1: paid exactly by the camt.054 (Ustrd)
  ['RCPS', '2000.00'], // 2: 1,200.00 arrives: partial
  ['RCPS', '1000.00'], // 3: 1,100.00 arrives: excess
  ['RCPD', '500.00'], // 4: paid exactly in dollars (structured creditor reference)
  ['RCPS', '800.00'], // 5: US$ 800.00 arrives: wrong currency
  ['RCPS', '1000.00'], // 6: cancelled, then paid in the camt.053: no longer pending
  ['RCPS', '3000.00'], // 7: receipt uploaded; paid only by the camt.053
  ['RCPS', '750.00'], // 8: the 750.00 without a reference is assigned to it
] as const;
const ref = (n: number) => `SUS-2026-${String(n).padStart(6, '0')}`;

describe('treasury: transfers confirmed by the bank’s camt.053 and camt.054', () => {
  let t: TestServer;
  let token: string;

  const order = async (n: number): Promise<Order> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${ref(n)}`,
      headers: bearer(token),
    });
    return orderSchema.parse(json(res));
  };
  const states = async (...ns: number[]) =>
    Promise.all(
      ns.map(async (n) => ((o) => `${o.payment_status}/${o.process_status}`)(await order(n))),
    );
  const at = async (iso: string) => {
    t.clock.set(lima(iso));
    token = await loginToken(t.app, 'ana@demo.pe');
  };
  const rows = async () => ({
    statements: (await t.database.db.select({ n: count() }).from(bankStatements))[0]!.n,
    credits: (await t.database.db.select({ n: count() }).from(bankCredits))[0]!.n,
  });
  const failure = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      if (error instanceof TreasuryError || error instanceof Iso20022Error) return error.code;
      throw error;
    }
    throw new Error('expected a refusal');
  };
  const exception = async (kind: string): Promise<CreditView> =>
    (await listExceptions(t.app.ctx)).find((e) => e.kind === kind)!;

  beforeAll(async () => {
    t = await createTestServer({ env: { TREASURY: 'camt', SANDBOX_TRANSFER_DELAY_SECONDS: '0' } });
    // Friday 27 November 2026, 09:00 in Lima: the day of the sample files, before the cut-off.
    t.clock.set(lima('2026-11-27T09:00:00'));
    await seedFunds(t.database.db, t.clock.now(), 1, { publishTime: '19:00', months: 1 });
    const user = await insertUser(t, {
      email: 'ana@demo.pe',
      name: 'Ana',
      lastname: 'Quispe Mamani',
      documentType: '01',
      numberDocument: '45678912',
      birthDate: '1990-05-14',
      identityValidatedAt: t.clock.now(),
      riskProfileId: 3,
    });
    await seedCompletedClientData(t.database.db, 'ana@demo.pe', lima('2026-11-26T09:00:00'));
    token = await loginToken(t.app, 'ana@demo.pe');
    for (const [i, [fund, amount]] of PLACED.entries()) {
      // One facial check per order.
      await t.database.db.insert(biometricChecks).values({
        sessionId: randomUUID(),
        userId: user.id,
        purpose: 'SUBSCRIPTION',
        day: '2026-11-27',
        provider: 'sandbox',
        createdAt: t.clock.now(),
        expiresAt: lima('2026-11-27T09:10:00'),
        comparedAt: t.clock.now(),
        result: 'POSITIVE',
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/subscriptions',
        headers: { ...bearer(token), 'idempotency-key': randomUUID() },
        payload: { fund_code: fund, series: '000', amount, funds_origin: 'SAVINGS' },
      });
      expect(json<Order>(res).reference).toBe(ref(i + 1));
    }
  });
  afterAll(() => t.close());

  it('writes the sample files to the published camt schemas', () => {
    expect(schemaProblems(NOTIFICATION, CAMT_08)).toEqual([]);
    expect(schemaProblems(STATEMENT, CAMT_08)).toEqual([]);
  });

  it('keeps a transfer pending on its receipt alone: only the statement confirms it', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${ref(7)}/transfer-receipt`,
      headers: bearer(token),
      payload: { operation_number: '40012345', receipt: PDF.toString('base64') },
    });
    expect(sent.statusCode).toBe(200);
    expect(orderSchema.parse(json(sent))).toMatchObject({
      payment_status: 'PENDING',
      process_status: 'PENDING',
      receipt_uploaded: true,
    });
    await at('2026-11-27T10:30:00');
    expect(t.app.ctx.transferDesk.name).toBe('camt');
    expect(await reviewTransfers(t.app.ctx)).toBe(0);
    expect(await states(7)).toEqual(['PENDING/PENDING']);
  });

  it('pays the orders an intraday credit matches exactly; the others become exceptions', async () => {
    await at('2026-11-27T10:45:00');
    const result = await importStatement(t.app.ctx, NOTIFICATION, 'tesoreria@quipu.pe');
    expect(result).toMatchObject({
      duplicate: false,
      messageType: 'camt.054',
      messageId: 'BCP-NTF-20261127-1045',
      importedBy: 'tesoreria@quipu.pe',
      newCredits: 6,
      knownCredits: 0,
      // The credit still PDNG is not money on the account yet.
      ignoredEntries: 1,
    });
    expect(result.matched.map((m) => m.reference)).toEqual([ref(1), ref(4)]);
    expect(result.exceptions.map((e) => [e.kind, e.reference])).toEqual([
      ['PARTIAL', ref(2)],
      ['EXCESS', ref(3)],
      ['UNKNOWN_REFERENCE', null],
      ['WRONG_CURRENCY', ref(5)],
    ]);
    expect(await states(1, 4, 2, 3, 5, 8)).toEqual([
      'SUCCESS/INPROGRESS',
      'SUCCESS/INPROGRESS',
      ...Array<string>(4).fill('PENDING/PENDING'),
    ]);
    const paid = await order(1);
    expect(paid.events.at(-1)).toMatchObject({
      kind: 'PAYMENT_CONFIRMED',
      detail: 'Transferencia confirmada en el estado de cuenta del banco',
    });
    expect(
      t.mailer.sent.some((m) => m.subject === `Confirmamos el pago de tu orden ${ref(4)}`),
    ).toBe(true);
  });

  it('settles a matched order as every paid order: at its trade date’s valor cuota', async () => {
    await at('2026-11-27T19:05:00');
    await publishNav(t.database.db, '2026-11-27', t.clock.now());
    expect(await settleDue(t.app.ctx)).toBe(2);
    const settled = await order(1);
    expect([settled.process_status, settled.trade_date]).toEqual(['APPROVED', '2026-11-27']);
    const [movement] = await t.database.db
      .select({ amount: movements.amount })
      .from(movements)
      .innerJoin(orders, eq(orders.id, movements.orderId))
      .where(eq(orders.reference, ref(1)));
    expect(movement?.amount).toBe('1500.00');
  });

  it('imports the same file twice without a change, and says so', async () => {
    const before = await rows();
    const again = await importStatement(t.app.ctx, NOTIFICATION, 'otro.operador@quipu.pe');
    expect(again).toMatchObject({
      duplicate: true,
      messageId: 'BCP-NTF-20261127-1045',
      importedBy: 'tesoreria@quipu.pe',
      newCredits: 6,
      matched: [],
      exceptions: [],
    });
    expect(await rows()).toEqual(before);
    expect(await states(2, 3, 5)).toEqual(Array<string>(3).fill('PENDING/PENDING'));
  });

  it('reads the day’s camt.053: notified credits are known, new ones are matched', async () => {
    await at('2026-11-27T11:00:00');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${ref(6)}/cancel`,
      headers: bearer(token),
    });
    expect(cancel.statusCode).toBe(200);
    await at('2026-11-27T23:30:00');
    // Two operators import the file at once: one import keeps it, the other finds it kept.
    const both = await Promise.all([
      importStatement(t.app.ctx, STATEMENT, 'tesoreria@quipu.pe'),
      importStatement(t.app.ctx, STATEMENT, 'otro.operador@quipu.pe'),
    ]);
    expect(both.map((r) => r.duplicate).sort()).toEqual([false, true]);
    const result = both.find((r) => !r.duplicate)!;
    expect(result).toMatchObject({ newCredits: 2, knownCredits: 4, ignoredEntries: 1 });
    expect(result.matched.map((m) => m.reference)).toEqual([ref(7)]);
    expect(result.exceptions.map((e) => [e.kind, e.reference])).toEqual([['NOT_PENDING', ref(6)]]);
    // Confirmed after the cut-off: the next business day's valor cuota, as for any payment.
    const paid = await order(7);
    expect([paid.payment_status, paid.process_status, paid.trade_date]).toEqual([
      'SUCCESS',
      'INPROGRESS',
      '2026-11-30',
    ]);
    expect(paid.receipt_uploaded).toBe(true);
    expect(await states(6)).toEqual(['PENDING/ANNULLED']);
  });

  it('lists the open exceptions with the entry’s data', async () => {
    const open = await listExceptions(t.app.ctx);
    expect(open.map((e) => e.kind)).toEqual([
      'PARTIAL',
      'EXCESS',
      'UNKNOWN_REFERENCE',
      'WRONG_CURRENCY',
      'NOT_PENDING',
    ]);
    expect(open[0]).toMatchObject({
      status: 'EXCEPTION',
      amount: '1200.00',
      currency: 'PEN',
      reference: ref(2),
      remittance: ['pago sus 2026 000002'],
      bankReference: 'BCP20261127093040',
      endToEndId: 'E2E-BBVA-550918',
      debtor: { name: 'Ana Quispe Mamani', account: ANA_CCI, scheme: 'CCI' },
      statementMessageId: 'BCP-NTF-20261127-1045',
      paidOrder: null,
    });
  });

  it('assigns an exception to an order only when amount and currency match exactly', async () => {
    await at('2026-11-28T09:00:00');
    const partial = await exception('PARTIAL');
    const wrongCurrency = await exception('WRONG_CURRENCY');
    const unknown = await exception('UNKNOWN_REFERENCE');
    const assign = (id: number, reference: string) =>
      resolveException(t.app.ctx, id, { action: 'assign', reference }, 'tesoreria@quipu.pe');
    expect(await failure(() => assign(partial.id, ref(2)))).toBe('AMOUNT_MISMATCH');
    expect(await failure(() => assign(wrongCurrency.id, ref(5)))).toBe('AMOUNT_MISMATCH');
    expect(await failure(() => assign(unknown.id, ref(1)))).toBe('ORDER_NOT_PENDING');
    expect(await failure(() => assign(unknown.id, 'SUS-2026-999999'))).toBe('ORDER_NOT_FOUND');

    const assigned = await assign(unknown.id, ref(8));
    expect(assigned).toMatchObject({
      status: 'ASSIGNED',
      kind: 'UNKNOWN_REFERENCE',
      paidOrder: ref(8),
      resolvedBy: 'tesoreria@quipu.pe',
      resolvedAt: lima('2026-11-28T09:00:00'),
    });
    const paid = await order(8);
    expect([paid.payment_status, paid.process_status]).toEqual(['SUCCESS', 'INPROGRESS']);
    // Saturday, after the cut-off: Monday's valor cuota, as for any payment confirmed late.
    expect([paid.events.at(-1)?.kind, paid.trade_date]).toEqual([
      'PAYMENT_CONFIRMED',
      '2026-11-30',
    ]);
    expect(await failure(() => assign(unknown.id, ref(2)))).toBe('ALREADY_RESOLVED');
    expect((await listExceptions(t.app.ctx)).map((e) => e.id)).not.toContain(unknown.id);
  });

  it('marks an exception for refund to the account it came from', async () => {
    const excess = await exception('EXCESS');
    const refund = await resolveException(
      t.app.ctx,
      excess.id,
      { action: 'refund' },
      'jefa.tesoreria@quipu.pe',
    );
    expect(refund).toMatchObject({
      status: 'REFUND',
      kind: 'EXCESS',
      amount: '1100.00',
      debtor: { account: ANA_CCI, scheme: 'CCI' },
      paidOrder: null,
      resolvedBy: 'jefa.tesoreria@quipu.pe',
      resolvedAt: lima('2026-11-28T09:00:00'),
    });
    // The order the money named is left as it was.
    expect(await states(3)).toEqual(['PENDING/PENDING']);
    expect((await listExceptions(t.app.ctx)).map((e) => e.kind)).toEqual([
      'PARTIAL',
      'WRONG_CURRENCY',
      'NOT_PENDING',
    ]);
    expect(
      await failure(() => resolveException(t.app.ctx, excess.id, { action: 'refund' }, 'x')),
    ).toBe('ALREADY_RESOLVED');
  });

  it('refuses a file that is no statement or of another account, and keeps nothing', async () => {
    const before = await rows();
    expect(
      await failure(() =>
        importStatement(t.app.ctx, fixture('pain.002.001.10.xml'), 'tesoreria@quipu.pe'),
      ),
    ).toBe('UNSUPPORTED_MESSAGE');
    const foreign = NOTIFICATION.replace('00219393204587214810', '00219300999999999999').replace(
      'BCP-NTF-20261127-1045',
      'BCP-NTF-20261127-1046',
    );
    expect(await failure(() => importStatement(t.app.ctx, foreign, 'tesoreria@quipu.pe'))).toBe(
      'UNKNOWN_ACCOUNT',
    );
    expect(await failure(() => importStatement(t.app.ctx, STATEMENT, '  '))).toBe('NO_ACTOR');
    expect(await rows()).toEqual(before);
  });
});
