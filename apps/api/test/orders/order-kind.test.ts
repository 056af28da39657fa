import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rescueSchema } from '@saf/contract';
import { seedFunds } from '../../src/seeds/funds';
import { movements, orders } from '../../src/db/schema';
import { settleDue, submitTransferReceipt } from '../../src/modules/orders/payments';
import { cancelOrder } from '../../src/modules/orders/service';
import { AppError } from '../../src/lib/errors';
import { createTestServer, json, type TestServer } from '../helpers';
import { lima, rescueWorld } from '../rescues/rescue-world';

// The subscription paths (cancel, receipt, checkout, settlement) look at subscriptions only: a
// rescue is an order row too, with a reference of its own, and never goes through them.
describe('subscription paths check the order kind', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ env: { SANDBOX_TRANSFER_DELAY_SECONDS: '0' } });
    t.clock.set(lima('2025-01-15T10:00:00'));
    await seedFunds(t.database.db, t.clock.now(), 1, { publishTime: '19:00' });
  });
  afterAll(() => t?.close());
  const { participant, invest, passFace, rescue } = rescueWorld(() => t);

  const codeOf = (fn: () => Promise<unknown>) =>
    fn().then(
      () => 'done',
      (err: unknown) => (err instanceof AppError ? err.code : String(err)),
    );

  it('a rescue is not found by reference on the subscription paths, nor settled as one', async () => {
    const p = await participant();
    await invest(p, 'RCPS', '1000.00');
    t.clock.set(lima('2025-01-16T10:00:00'));
    await passFace(p.user.id, 'RESCUE');
    const res = await rescue(p.token, {
      fund_code: 'RCPS',
      series: '000',
      mode: 'AMOUNT',
      amount: '300.00',
      bank_account_id: p.pen,
    });
    expect(res.statusCode).toBe(201);
    const ref = rescueSchema.parse(json(res)).reference;
    const ctx = t.app.ctx;
    const row = async () =>
      (await t.database.db.select().from(orders).where(eq(orders.reference, ref)))[0]!;

    // Cancelling or paying it as a subscription: not found, and the rescue is untouched.
    expect(await codeOf(() => cancelOrder(ctx, p.user, ref))).toBe('NOT_FOUND');
    expect(
      await codeOf(() =>
        submitTransferReceipt(ctx, p.user, ref, {
          operation_number: '1000002',
          receipt: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'),
        }),
      ),
    ).toBe('NOT_FOUND');
    expect(await row()).toMatchObject({ paymentStatus: 'PENDING', processStatus: 'PENDING' });

    // A rescue row in a subscription's "paid, in progress" state is not settled as a purchase.
    await t.database.db
      .update(orders)
      .set({ paymentStatus: 'SUCCESS', processStatus: 'INPROGRESS', tradeDate: '2025-01-15' })
      .where(eq(orders.reference, ref));
    await settleDue(ctx);
    const id = (await row()).id;
    expect(await t.database.db.select().from(movements).where(eq(movements.orderId, id))).toEqual(
      [],
    );
    expect(await row()).toMatchObject({ processStatus: 'INPROGRESS', cuotas: null });
  });
});
