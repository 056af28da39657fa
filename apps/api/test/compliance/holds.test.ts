import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  orderSchema,
  portfolioResponseSchema,
  rescueSchema,
  scheduledRescueSchema,
  type Rescue,
} from '@saf/contract';
import { seedFunds } from '../../src/seeds/funds';
import { operatorAudit, orderEvents, orders, users } from '../../src/db/schema';
import { settleDue } from '../../src/modules/orders/payments';
import { runOps } from '../../src/ops/cli/run';
import { createTestServer, json, type TestServer } from '../helpers';
import { lima, rescueWorld } from '../rescues/rescue-world';

/**
 * A blocked or suspended customer's rescue is taken but held for compliance review: neither
 * priced nor paid until an operator releases it (or rejects it) through `npm run ops`, audited.
 */
describe('compliance holds on rescues', () => {
  let t: TestServer;
  const env = () => ({ config: t.config, database: t.database, clock: t.clock, ctx: t.app.ctx });
  const ops = (...args: string[]) => runOps(env(), ['--as', 'oficial.cumplimiento', ...args]);

  beforeAll(async () => {
    t = await createTestServer({ env: { SANDBOX_TRANSFER_DELAY_SECONDS: '0' } });
    t.clock.set(lima('2025-01-15T10:00:00')); // a Wednesday, before every cut-off
    await seedFunds(t.database.db, t.clock.now(), 1, { publishTime: '19:00' });
  }, 180_000);
  afterAll(() => t?.close());

  const { call, passFace, participant, invest, publishAndSettle, rescue } = rescueWorld(() => t);
  const view = async (who: { email: string }, reference: string) =>
    rescueSchema.parse(json(await call('GET', `/api/rescues/${reference}`, who)));
  const eventsOf = async (reference: string) => {
    const [row] = await t.database.db.select().from(orders).where(eq(orders.reference, reference));
    return (
      await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, row!.id))
    ).map((e) => e.kind);
  };
  const setUser = (id: number, values: Partial<typeof users.$inferInsert>) =>
    t.database.db.update(users).set(values).where(eq(users.id, id));

  it('holds an AML-blocked customer’s rescue, pays nothing, and annuls it when compliance rejects it', async () => {
    t.clock.set(lima('2025-01-15T10:00:00'));
    const p = await participant();
    await invest(p, 'RCPS', '1000.00');
    t.clock.set(lima('2025-01-16T10:00:00'));
    await setUser(p.user.id, { amlOutcome: 'BLOCKED' });
    await passFace(p.user.id, 'RESCUE');
    const res = await rescue(p.token, {
      fund_code: 'RCPS',
      series: '000',
      mode: 'AMOUNT',
      amount: '200.00',
      bank_account_id: p.pen,
    });
    expect(res.statusCode, res.body).toBe(201);
    const placed: Rescue = rescueSchema.parse(json(res));
    expect(placed.compliance_hold).toBe(true);
    // The evening and the payment date pass: neither priced nor paid.
    t.clock.set(lima('2025-01-16T20:00:00'));
    await publishAndSettle();
    t.clock.set(lima('2025-01-17T20:00:00'));
    await publishAndSettle();
    const held = await view(p.token, placed.reference);
    expect(held).toMatchObject({
      compliance_hold: true,
      payment_status: 'PENDING',
      process_status: 'PENDING',
      valor_cuota: null,
    });
    expect(await eventsOf(placed.reference)).toEqual(['RECEIVED', 'COMPLIANCE_REVIEW']);

    const listed = await runOps(env(), ['compliance', 'list']);
    expect(listed.output.join('\n')).toContain(placed.reference);
    const rejected = await ops('compliance', 'reject', placed.reference);
    expect(rejected.code, rejected.output.join('\n')).toBe(0);
    const after = await view(p.token, placed.reference);
    expect(after).toMatchObject({ compliance_hold: false, process_status: 'ANNULLED' });
    expect(after.reject_reason).toMatch(/revisión de cumplimiento/);
    // Once decided, it is decided: a second decision fails, and is audited as failed.
    expect((await ops('compliance', 'release', placed.reference)).code).toBe(1);
    const audit = await t.database.db.select().from(operatorAudit).orderBy(operatorAudit.id);
    expect(audit.map((a) => [a.operator, a.command, a.outcome])).toEqual([
      ['oficial.cumplimiento', `compliance reject ${placed.reference}`, 'ok'],
      ['oficial.cumplimiento', `compliance release ${placed.reference}`, 'failed'],
    ]);
  });

  it('holds the rescue of a customer suspended after asking for it, and prices and pays it once released', async () => {
    t.clock.set(lima('2025-01-20T10:00:00')); // Monday
    const p = await participant();
    await invest(p, 'RCPS', '1000.00');
    t.clock.set(lima('2025-01-21T10:00:00'));
    await passFace(p.user.id, 'RESCUE');
    const placed = rescueSchema.parse(
      json(
        await rescue(p.token, {
          fund_code: 'RCPS',
          series: '000',
          mode: 'AMOUNT',
          amount: '200.00',
          bank_account_id: p.pen,
        }),
      ),
    );
    expect(placed.compliance_hold).toBe(false);
    await setUser(p.user.id, { status: -3 });
    t.clock.set(lima('2025-01-21T20:00:00'));
    await publishAndSettle();
    const [row] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.reference, placed.reference));
    expect(row).toMatchObject({ complianceReview: 'HELD', processStatus: 'PENDING' });

    expect((await ops('compliance', 'release', placed.reference)).code).toBe(0);
    // Priced on the next round at its trade date's valor cuota, then paid on its payment date.
    await settleDue(t.app.ctx);
    t.clock.set(lima('2025-01-22T20:00:00'));
    await settleDue(t.app.ctx);
    const [paid] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.reference, placed.reference));
    expect(paid).toMatchObject({
      complianceReview: 'RELEASED',
      processStatus: 'APPROVED',
      paymentStatus: 'SUCCESS',
      tradeDate: '2025-01-21',
    });
    expect(await eventsOf(placed.reference)).toEqual([
      'RECEIVED',
      'COMPLIANCE_REVIEW',
      'COMPLIANCE_RELEASED',
      'SETTLED',
      'PAID',
    ]);
  });

  it('holds a priced rescue whose customer is blocked before its payment date', async () => {
    t.clock.set(lima('2025-01-27T10:00:00')); // Monday
    const p = await participant();
    await invest(p, 'RCPS', '1000.00');
    t.clock.set(lima('2025-01-28T10:00:00'));
    await passFace(p.user.id, 'RESCUE');
    const placed = rescueSchema.parse(
      json(
        await rescue(p.token, {
          fund_code: 'RCPS',
          series: '000',
          mode: 'AMOUNT',
          amount: '200.00',
          bank_account_id: p.pen,
        }),
      ),
    );
    t.clock.set(lima('2025-01-28T20:00:00'));
    await publishAndSettle(); // priced
    await setUser(p.user.id, { amlOutcome: 'BLOCKED' });
    t.clock.set(lima('2025-01-29T20:00:00'));
    await publishAndSettle(); // the payment date: held, not paid
    const held = await view(p.token, placed.reference);
    expect(held).toMatchObject({
      compliance_hold: true,
      process_status: 'APPROVED',
      payment_status: 'PENDING',
    });
    // Priced already (its cuotas are sold): it can only be released.
    const refused = await ops('compliance', 'reject', placed.reference);
    expect(refused.code).toBe(1);
    expect(refused.output.join('\n')).toMatch(/priced already/);
  });

  it('a scheduled rescue of a blocked customer is placed on its day, held', async () => {
    t.clock.set(lima('2025-02-03T10:00:00')); // Monday
    const p = await participant();
    await invest(p, 'RCPS', '2000.00');
    t.clock.set(lima('2025-02-04T09:00:00'));
    await passFace(p.user.id, 'RESCUE');
    const created = await call('POST', '/api/scheduled-rescues', p.token, {
      fund_code: 'RCPS',
      series: '000',
      day_of_month: 5,
      bank_account_id: p.pen,
      amount: '150.25',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(scheduledRescueSchema.parse(json(created)).amount).toBe('150.25');
    await setUser(p.user.id, { amlOutcome: 'BLOCKED' });
    t.clock.set(lima('2025-02-05T08:00:00'));
    await settleDue(t.app.ctx);
    const [occurrence] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.scheduledRescueId, scheduledRescueSchema.parse(json(created)).id));
    expect(occurrence).toMatchObject({
      amount: '150.25',
      complianceReview: 'HELD',
      processStatus: 'PENDING',
    });
    // Two operators decide at once: one decision is taken, the other refused (the row is locked).
    const runs = await Promise.all([
      ops('compliance', 'release', occurrence!.reference),
      ops('compliance', 'reject', occurrence!.reference),
    ]);
    expect(runs.map((r) => r.code).sort()).toEqual([0, 1]);
    const [decided] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, occurrence!.id));
    expect(
      runs[0]!.code === 0
        ? { complianceReview: 'RELEASED', processStatus: 'PENDING' }
        : { complianceReview: 'REJECTED', processStatus: 'ANNULLED' },
    ).toEqual({
      complianceReview: decided!.complianceReview,
      processStatus: decided!.processStatus,
    });
  });

  it('pays a rescue and writes its tracker event together: a failed event leaves it unpaid', async () => {
    t.clock.set(lima('2025-02-10T10:00:00')); // Monday
    const p = await participant();
    await invest(p, 'RCPS', '1000.00');
    t.clock.set(lima('2025-02-11T10:00:00'));
    await passFace(p.user.id, 'RESCUE');
    const placed = rescueSchema.parse(
      json(
        await rescue(p.token, {
          fund_code: 'RCPS',
          series: '000',
          mode: 'AMOUNT',
          amount: '200.00',
          bank_account_id: p.pen,
        }),
      ),
    );
    t.clock.set(lima('2025-02-11T20:00:00'));
    await publishAndSettle(); // priced
    await t.database.db.execute(sql`CREATE FUNCTION refuse_paid() RETURNS trigger AS $$
      BEGIN IF NEW.kind = 'PAID' THEN RAISE EXCEPTION 'event refused'; END IF; RETURN NEW; END
      $$ LANGUAGE plpgsql`);
    await t.database.db.execute(
      sql`CREATE TRIGGER refuse_paid BEFORE INSERT ON order_events FOR EACH ROW EXECUTE FUNCTION refuse_paid()`,
    );
    t.clock.set(lima('2025-02-12T20:00:00'));
    try {
      await expect(t.app.ctx.payouts.payDue(t.app.ctx)).rejects.toThrow(/order_events/);
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER refuse_paid ON order_events`);
      await t.database.db.execute(sql`DROP FUNCTION refuse_paid()`);
    }
    expect((await view(p.token, placed.reference)).payment_status).toBe('PENDING');
    // Two desks at once: paid once, with one event.
    const paid = await Promise.all([
      t.app.ctx.payouts.payDue(t.app.ctx),
      t.app.ctx.payouts.payDue(t.app.ctx),
    ]);
    expect(paid[0]! + paid[1]!).toBe(1);
    expect((await view(p.token, placed.reference)).payment_status).toBe('SUCCESS');
    expect((await eventsOf(placed.reference)).filter((k) => k === 'PAID')).toHaveLength(1);
  });
});

/**
 * Enhanced due diligence: a politically exposed person's orders are taken but wait, paid or not,
 * until compliance approves the customer's review through `npm run ops`; the customer sees it.
 */
describe('orders of a customer under enhanced due diligence', () => {
  let t: TestServer;
  const env = () => ({ config: t.config, database: t.database, clock: t.clock, ctx: t.app.ctx });

  beforeAll(async () => {
    t = await createTestServer({ env: { SANDBOX_TRANSFER_DELAY_SECONDS: '0' } });
    t.clock.set(lima('2025-01-15T10:00:00'));
    await seedFunds(t.database.db, t.clock.now(), 1, { publishTime: '19:00' });
  }, 180_000);
  afterAll(() => t?.close());

  const { call, passFace, participant, publishAndSettle } = rescueWorld(() => t);

  it('holds a PEP’s subscription unsettled until compliance approves, then settles it at its trade date', async () => {
    const p = await participant();
    await t.database.db.update(users).set({ eddStatus: 'REVIEW' }).where(eq(users.id, p.user.id));
    await passFace(p.user.id, 'SUBSCRIPTION');
    const res = await call(
      'POST',
      '/api/subscriptions',
      p.token,
      { fund_code: 'RCPS', series: '000', amount: '1000.00', funds_origin: 'SAVINGS' },
      'pep-order-0001',
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = orderSchema.parse(json(res));
    expect(order.compliance_hold).toBe(true);
    expect(order.events.map((e) => e.kind)).toEqual(['RECEIVED', 'COMPLIANCE_REVIEW']);
    const receipt = await call('POST', `/api/orders/${order.reference}/transfer-receipt`, p.token, {
      operation_number: '1000001',
      receipt: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'),
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    t.clock.set(lima('2025-01-15T20:00:00'));
    await publishAndSettle();
    t.clock.set(lima('2025-01-16T20:00:00'));
    await publishAndSettle();
    // Paid, not settled; the home's orders in progress say why.
    const portfolio = portfolioResponseSchema.parse(
      json(await call('GET', '/api/portfolio', p.token)),
    );
    expect(portfolio.pending).toEqual([
      expect.objectContaining({
        reference: order.reference,
        compliance_hold: true,
        payment_status: 'SUCCESS',
        settled_at: null,
      }),
    ]);

    const approved = await runOps(env(), ['--as', 'oficial', 'compliance', 'approve-edd', p.email]);
    expect(approved.code, approved.output.join('\n')).toBe(0);
    expect(approved.output[0]).toMatch(/1 orders released/);
    await settleDue(t.app.ctx);
    const [row] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.reference, order.reference));
    expect(row).toMatchObject({
      complianceReview: 'RELEASED',
      processStatus: 'APPROVED',
      tradeDate: '2025-01-15',
    });
    const [audit] = await t.database.db.select().from(operatorAudit);
    expect(audit).toMatchObject({ operator: 'oficial', outcome: 'ok' });
    // Approved: the next order is taken as anyone's.
    await passFace(p.user.id, 'SUBSCRIPTION');
    const next = await call(
      'POST',
      '/api/subscriptions',
      p.token,
      { fund_code: 'RCPS', series: '000', amount: '500.00', funds_origin: 'SAVINGS' },
      'pep-order-0002',
    );
    expect(orderSchema.parse(json(next)).compliance_hold).toBe(false);
  });
});

describe('money in rescues and payouts', () => {
  it('never passes through Number(): amounts are compared and written as decimals', () => {
    const dir = fileURLToPath(new URL('../../src/modules/', import.meta.url));
    for (const area of ['rescues', 'payouts']) {
      // routes.ts turns path ids into numbers; money is never one.
      for (const file of readdirSync(`${dir}${area}`).filter((f) => f !== 'routes.ts')) {
        const text = readFileSync(`${dir}${area}/${file}`, 'utf8');
        expect(text, `${area}/${file}`).not.toMatch(/\bNumber\(|parseFloat\(/);
      }
    }
  });
});
