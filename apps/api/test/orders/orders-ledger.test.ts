import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { orderSchema } from '@saf/contract';
import { seedFunds } from '../../src/seeds/funds';
import { seedCompletedClientData } from '../../src/seeds/client-data';
import { biometricChecks, movements, orders, positions, type User } from '../../src/db/schema';
import { publishNav } from '../../src/modules/funds/publish';
import { settleDue } from '../../src/modules/orders/payments';
import {
  bearer,
  createTestServer,
  insertUser,
  json,
  loginToken,
  type TestServer,
} from '../helpers';

const lima = (iso: string) => new Date(`${iso}-05:00`);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n').toString(
  'base64',
);

describe('the ledger and idempotency under load', () => {
  let t: TestServer;
  let users = 0;

  beforeAll(async () => {
    t = await createTestServer({ env: { SANDBOX_TRANSFER_DELAY_SECONDS: '0' } });
    t.clock.set(lima('2025-01-15T10:00:00'));
    await seedFunds(t.database.db, t.clock.now(), 1, { publishTime: '19:00' });
  });
  afterAll(() => t.close());

  /** A new participant with a facial check passed now, logged in. */
  const newParticipant = async (): Promise<{ user: User; token: string }> => {
    users += 1;
    const email = `ledger${users}@demo.pe`;
    const user = await insertUser(t, {
      email,
      name: 'Rosa',
      lastname: 'Huamán',
      documentType: '01',
      numberDocument: String(40_000_000 + users),
      birthDate: '1985-02-01',
      identityValidatedAt: t.clock.now(),
      riskProfileId: 3,
    });
    await seedCompletedClientData(
      t.database.db,
      email,
      new Date(t.clock.now().getTime() - 86_400_000),
    );
    await passFace(user.id);
    return { user, token: await loginToken(t.app, email) };
  };

  /** A facial check passed now: one order spends it. */
  const passFace = async (userId: number) => {
    const now = t.clock.now();
    await t.database.db.insert(biometricChecks).values({
      sessionId: randomUUID(),
      userId,
      purpose: 'SUBSCRIPTION',
      day: '2025-01-15',
      provider: 'sandbox',
      createdAt: now,
      expiresAt: now,
      comparedAt: now,
      result: 'POSITIVE',
    });
  };

  it('50 requests at once with one Idempotency-Key place one order', async () => {
    const { user, token } = await newParticipant();
    const key = randomUUID();
    const body = { fund_code: 'RCPS', series: '000', amount: '2500.00', funds_origin: 'SALARY' };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/subscriptions',
          headers: { ...bearer(token), 'idempotency-key': key },
          payload: body,
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const created = answers.filter((a) => a.statusCode === 201);
    expect(new Set(created.map((a) => orderSchema.parse(json(a)).reference)).size).toBe(1);
    for (const busy of answers.filter((a) => a.statusCode === 409))
      expect(json<{ code: string }>(busy).code).toBe('IDEMPOTENCY_IN_FLIGHT');
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.userId, user.id));
    expect(count!.n).toBe(1);
  });

  it('for any sequence of orders, a position is the sum of its movements', async () => {
    const step = fc.record({
      fund: fc.constantFrom('RCPS', 'BALS', 'RCPD'),
      cents: fc.integer({ min: 50_000, max: 2_000_000 }),
      outcome: fc.constantFrom('approve', 'reject', 'cancel', 'online', 'unpaid'),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 5 }), async (steps) => {
        const { user, token } = await newParticipant();
        const auth = bearer(token);
        let expectedSettled = 0;
        let first = true;
        for (const s of steps) {
          if (!first) await passFace(user.id);
          first = false;
          const amount = (s.cents / 100).toFixed(2);
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/subscriptions',
            headers: { ...auth, 'idempotency-key': randomUUID() },
            payload: { fund_code: s.fund, series: '000', amount, funds_origin: 'SAVINGS' },
          });
          expect(res.statusCode).toBe(201);
          const ref = orderSchema.parse(json(res)).reference;
          const url = `/api/orders/${ref}`;
          if (s.outcome === 'approve' || s.outcome === 'reject') {
            const receipt = await t.app.inject({
              method: 'POST',
              url: `${url}/transfer-receipt`,
              headers: auth,
              payload: {
                operation_number: s.outcome === 'reject' ? '1000099' : '1000001',
                receipt: PDF,
              },
            });
            expect(receipt.statusCode).toBe(200);
          } else if (s.outcome === 'cancel') {
            expect(
              (await t.app.inject({ method: 'POST', url: `${url}/cancel`, headers: auth }))
                .statusCode,
            ).toBe(200);
          } else if (s.outcome === 'online') {
            const start = json<{ checkout_url: string }>(
              await t.app.inject({ method: 'POST', url: `${url}/checkout`, headers: auth }),
            );
            await t.app.inject({
              method: 'POST',
              url: start.checkout_url,
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              payload: 'card=4111111111111111',
            });
          }
          if (s.outcome === 'approve' || s.outcome === 'online') expectedSettled += 1;
        }
        await publishNav(t.database.db, '2025-01-15', t.clock.now());
        await settleDue(t.app.ctx);
        const ledger = await t.database.db.execute<{
          cuotas: string;
          sum: string;
          invested: string;
          paid: string;
        }>(sql`
          SELECT p.cuotas::text AS cuotas, coalesce(sum(m.cuotas), 0)::text AS sum,
                 p.invested::text AS invested, coalesce(sum(m.amount), 0)::text AS paid
          FROM ${positions} p LEFT JOIN ${movements} m
            ON m.user_id = p.user_id AND m.series_id = p.series_id
          WHERE p.user_id = ${user.id}
          GROUP BY p.series_id, p.cuotas, p.invested`);
        for (const row of ledger.rows) {
          expect(Number(row.cuotas) - Number(row.sum)).toBe(0);
          expect(row.invested).toBe(Number(row.paid).toFixed(2));
        }
        const [moved] = await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(movements)
          .where(eq(movements.userId, user.id));
        expect(moved!.n).toBe(expectedSettled);
      }),
      { numRuns: 8, seed: Number(process.env['FC_SEED'] ?? 20261125) },
    );
  });
});
