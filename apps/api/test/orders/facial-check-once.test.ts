import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderSchema } from '@saf/contract';
import { seedFunds } from '../../src/seeds/funds';
import { biometricChecks } from '../../src/db/schema';
import { createTestServer, expectError, json, type TestServer } from '../helpers';
import { lima, rescueWorld } from '../rescues/rescue-world';

// A passed facial check is for the one order it was made for: the order that uses it spends it,
// and the next order needs a new check, even within the check's 30 minutes.
describe('a facial check is spent by one subscription', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ env: { SANDBOX_TRANSFER_DELAY_SECONDS: '0' } });
    t.clock.set(lima('2025-01-15T10:00:00'));
    await seedFunds(t.database.db, t.clock.now(), 1, { publishTime: '19:00' });
  });
  afterAll(() => t?.close());
  const { participant, passFace, call } = rescueWorld(() => t);

  const body = (amount = '1000.00') => ({
    fund_code: 'RCPS',
    series: '000',
    amount,
    funds_origin: 'SAVINGS',
  });
  const valid = async (token: Parameters<typeof call>[2]) =>
    json<{ biometric_valid: boolean }>(await call('GET', '/api/subscriptions/options/RCPS', token))
      .biometric_valid;

  it('one check, one order; a refused order leaves it unspent; a replay needs none', async () => {
    const p = await participant();
    await passFace(p.user.id, 'SUBSCRIPTION');
    expect(await valid(p.token)).toBe(true);
    // An order refused by a rule does not spend the check.
    expectError(
      await call('POST', '/api/subscriptions', p.token, body('1.00'), randomUUID()),
      400,
      'AMOUNT_BELOW_MINIMUM',
      'Amount below the series minimum',
    );
    const key = randomUUID();
    const first = await call('POST', '/api/subscriptions', p.token, body(), key);
    expect(first.statusCode).toBe(201);
    const ref = orderSchema.parse(json(first)).reference;
    // The check is spent, bound to that order.
    const [check] = await t.database.db
      .select()
      .from(biometricChecks)
      .where(eq(biometricChecks.userId, p.user.id));
    expect(check?.usedAt).toEqual(t.clock.now());
    expect(await valid(p.token)).toBe(false);
    // Ten minutes later, well within the 30: a second order needs a check of its own.
    t.clock.advanceSeconds(600);
    expectError(
      await call('POST', '/api/subscriptions', p.token, body('2000.00'), randomUUID()),
      409,
      'BIOMETRIC_REQUIRED',
      'Facial validation required',
    );
    // The first order's own retry (same key) is answered again, without a new check.
    const replay = await call('POST', '/api/subscriptions', p.token, body(), key);
    expect(replay.statusCode).toBe(201);
    expect(orderSchema.parse(json(replay)).reference).toBe(ref);
    // A new check, a new order.
    await passFace(p.user.id, 'SUBSCRIPTION');
    const second = await call('POST', '/api/subscriptions', p.token, body('2000.00'), randomUUID());
    expect(second.statusCode).toBe(201);
    expect(orderSchema.parse(json(second)).reference).not.toBe(ref);
    expect(await valid(p.token)).toBe(false);
  });
});

// The same for money going out: a rescue spends the check it was made for, and so does setting up
// a scheduled rescue (its monthly occurrences then run without one).
describe('a facial check is spent by one rescue', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ env: { SANDBOX_TRANSFER_DELAY_SECONDS: '0' } });
    t.clock.set(lima('2025-01-15T10:00:00'));
    await seedFunds(t.database.db, t.clock.now(), 1, { publishTime: '19:00' });
  });
  afterAll(() => t?.close());
  const { participant, passFace, invest, rescue, call } = rescueWorld(() => t);
  const out = (fund: string, account: number) => ({
    fund_code: fund,
    series: '000',
    mode: 'AMOUNT',
    amount: '100.00',
    bank_account_id: account,
  });

  it('one check, one rescue; a scheduled rescue’s set-up spends one too', async () => {
    const p = await participant();
    await invest(p, 'RCPS', '2000.00');
    await invest(p, 'RMPS', '2000.00');
    t.clock.advanceSeconds(86_400);
    await passFace(p.user.id, 'RESCUE');
    expect((await rescue(p.token, out('RCPS', p.pen))).statusCode).toBe(201);
    // Another fund (the 24-hour rule is per fund), within the check's 30 minutes: a new check.
    expectError(
      await rescue(p.token, out('RMPS', p.pen)),
      409,
      'BIOMETRIC_REQUIRED',
      'Facial validation required',
    );
    await passFace(p.user.id, 'RESCUE');
    expect((await rescue(p.token, out('RMPS', p.pen))).statusCode).toBe(201);
    // The scheduled rescue asks for a check of its own, and spends it.
    const schedule = () =>
      call('POST', '/api/scheduled-rescues', p.token, {
        fund_code: 'RMPS',
        series: '000',
        amount: '100.00',
        day_of_month: 10,
        bank_account_id: p.pen,
      });
    expectError(await schedule(), 409, 'BIOMETRIC_REQUIRED', 'Facial validation required');
    await passFace(p.user.id, 'RESCUE');
    expect((await schedule()).statusCode).toBe(201);
    const checks = await t.database.db
      .select()
      .from(biometricChecks)
      .where(eq(biometricChecks.userId, p.user.id));
    expect(checks.filter((c) => c.purpose === 'RESCUE' && c.usedAt === null)).toEqual([]);
  });
});
