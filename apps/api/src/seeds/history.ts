import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { cciFor, type CreateSubscriptionBody } from '@saf/contract';
import { placeRescue } from '../modules/rescues/service';
import type { Config } from '../config';
import { sandboxCoreSystem, sandboxTransferDesk } from '../adapters/core-system/index';
import { sandboxGateway } from '../adapters/payment-gateway/index';
import type { Mailer } from '../adapters/mail/index';
import { ManualClock } from '../lib/clock';
import { TokenService } from '../lib/tokens';
import { addDays } from '../lib/dates';
import { holidaysFrom } from '../modules/funds/calendar';
import { isBusinessDay, limaDate, limaInstant } from '../lib/lima';
import { placeSubscription } from '../modules/orders/service';
import { participantRegister } from '../modules/participant/register';
import { payoutsOf } from '../modules/payouts/adapter';
import { applyPayment, settleDue, submitTransferReceipt } from '../modules/orders/payments';
import type { Ctx } from '../modules/shared/context';
import { UserCache } from '../modules/shared/user-cache';
import type { Db } from '../db/client';
import { bankAccounts, biometricChecks, orders, users } from '../db/schema';
import { seedCompletedClientData } from './client-data';

/** cliente@demo.pe's own accounts: soles at BCP (the main one) and dollars at Interbank. */
export const DEMO_BANK_ACCOUNTS = [
  {
    bankCode: '002',
    currency: 'PEN',
    accountType: 'SAVINGS',
    accountNumber: '19338475610082',
    alias: 'Sueldo',
    isMain: true,
  },
  {
    bankCode: '003',
    currency: 'USD',
    accountType: 'SAVINGS',
    accountNumber: '2003104857261',
    alias: 'Ahorros en dólares',
    isMain: false,
  },
].map((a) => ({ ...a, cci: cciFor(a.bankCode, a.accountNumber.slice(0, 3), a.accountNumber) }));

async function seedDemoBankAccounts(db: Db, userId: number, at: Date) {
  await db.insert(bankAccounts).values(
    DEMO_BANK_ACCOUNTS.map((a) => ({
      ...a,
      userId,
      holderDeclaredAt: at,
      createdAt: at,
      updatedAt: at,
    })),
  );
}

/** A one-page PDF: stands for the demo customer's transfer receipts. */
const RECEIPT = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
).toString('base64');

export interface HistoryStep {
  /** Days before today (moved back to a business day). */
  daysAgo: number;
  body: CreateSubscriptionBody;
  /** How it was paid and how it ended. */
  outcome: 'transfer' | 'online' | 'rejected' | 'pending';
}

/**
 * A rescue of an amount, requested that day at 10:15 (with its facial check) to the customer's
 * own account in the fund's currency, priced that evening; paid on a later step's run.
 */
export interface RescueStep {
  daysAgo: number;
  rescue: { fund_code: string; series: '000' | '001'; amount: string; currency: 'PEN' | 'USD' };
}

/** A subscription in series A, paid online when its outcome is `online`, by transfer otherwise. */
function subscription(
  daysAgo: number,
  outcome: HistoryStep['outcome'],
  fund_code: string,
  amount: string,
  funds_origin: CreateSubscriptionBody['funds_origin'],
): HistoryStep {
  const body: CreateSubscriptionBody = { fund_code, series: '000', amount, funds_origin };
  if (outcome === 'online') body.payment_method = 'online';
  return { daysAgo, outcome, body };
}

/**
 * cliente@demo.pe's year: settled subscriptions in three funds and both currencies, one
 * transfer the treasury could not find, and one order still waiting for its transfer.
 */
export const DEMO_HISTORY: { email: string; steps: HistoryStep[] } = {
  email: 'cliente@demo.pe',
  steps: [
    subscription(340, 'transfer', 'RCPS', '5000.00', 'SAVINGS'),
    subscription(250, 'transfer', 'BALS', '3000.00', 'SALARY'),
    subscription(180, 'online', 'RCPD', '1200.00', 'SAVINGS'),
    subscription(95, 'transfer', 'RCPS', '1500.00', 'CTS'),
    subscription(60, 'rejected', 'BALS', '800.00', 'SALARY'),
    subscription(30, 'online', 'RCPD', '300.00', 'INVESTMENT_RETURNS'),
    subscription(0, 'pending', 'RMPS', '2000.00', 'SAVINGS'),
  ],
};

const silent = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  child() {
    return silent;
  },
} as unknown as Ctx['log'];

const noMail: Mailer = { name: 'none', send: async () => undefined };

/**
 * Gives the demo customer a year of orders made through the order services themselves, with a
 * clock walking through the year (the valor cuota of those days is already published): so a new
 * user of `npm start` sees a living portfolio and movements. Needs the funds seeded. Leaves a
 * customer who already has orders alone.
 */
export function seedDemoHistory(db: Db, config: Config, now = new Date()): Promise<number> {
  return seedOrderHistory(db, config, DEMO_HISTORY, now);
}

/**
 * A customer's history of subscriptions (`steps`), made through the order services with a clock
 * walking through the days, with their client data confirmed and two accounts of their own (the
 * demo customer's, and end-to-end tests' customers who need holdings). Leaves a customer who
 * already has orders alone; answers how many orders it placed.
 */
export async function seedOrderHistory(
  db: Db,
  config: Config,
  history: { email: string; steps: (HistoryStep | RescueStep)[] },
  now = new Date(),
): Promise<number> {
  const [user] = await db.select().from(users).where(eq(users.email, history.email));
  if (!user) return 0;
  const [any] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.userId, user.id))
    .limit(1);
  if (any) return 0;
  const today = limaDate(now);
  await seedCompletedClientData(db, user.email, limaInstant(addDays(today, -350), '09:00'));
  const clock = new ManualClock(now);
  const ctx: Ctx = {
    config,
    db,
    userCache: new UserCache(0),
    clock,
    tokens: new TokenService(config, clock),
    mailer: noMail,
    sms: { name: 'none', send: async () => undefined },
    captcha: { verify: async () => true } as unknown as Ctx['captcha'],
    rateLimit: undefined as unknown as Ctx['rateLimit'],
    biometrics: undefined as unknown as Ctx['biometrics'],
    screening: undefined as unknown as Ctx['screening'],
    gateway: sandboxGateway(config.PAYMENT_GATEWAY_SECRET, '/'),
    transferDesk: sandboxTransferDesk(0),
    participants: participantRegister(db),
    navSource: sandboxCoreSystem,
    payouts: payoutsOf(config),
    log: silent,
  };
  await seedDemoBankAccounts(db, user.id, limaInstant(addDays(today, -340), '09:30'));
  const days = await holidaysFrom(db, addDays(today, -400));
  let placed = 0;
  for (const step of history.steps) {
    let day = addDays(today, -step.daysAgo);
    while (step.daysAgo > 0 && !isBusinessDay(day, days)) day = addDays(day, -1);
    const at = step.daysAgo === 0 ? now : limaInstant(day, '10:15');
    clock.set(at);
    await db.insert(biometricChecks).values({
      sessionId: randomUUID(),
      userId: user.id,
      purpose: 'rescue' in step ? 'RESCUE' : 'SUBSCRIPTION',
      day: limaDate(at),
      provider: 'sandbox',
      createdAt: at,
      expiresAt: at,
      comparedAt: at,
      result: 'POSITIVE',
    });
    const [fresh] = await db.select().from(users).where(eq(users.id, user.id));
    if ('rescue' in step) {
      const { currency, ...rescue } = step.rescue;
      const [account] = await db
        .select({ id: bankAccounts.id })
        .from(bankAccounts)
        .where(
          and(
            eq(bankAccounts.userId, user.id),
            eq(bankAccounts.currency, currency),
            isNull(bankAccounts.removedAt),
          ),
        );
      await db.transaction((tx) =>
        placeRescue(tx, fresh!, { ...rescue, mode: 'AMOUNT', bank_account_id: account!.id }, at),
      );
      placed += 1;
      clock.set(limaInstant(day, '19:30'));
      await settleDue(ctx);
      continue;
    }
    const { order } = await db.transaction((tx) => placeSubscription(tx, fresh!, step.body, at));
    placed += 1;
    if (step.outcome === 'pending') continue;
    if (step.outcome === 'online') {
      await applyPayment(
        ctx,
        eq(orders.reference, order.reference),
        { ok: true },
        'Pago en línea aprobado',
      );
    } else {
      clock.set(new Date(at.getTime() + 40 * 60_000));
      await submitTransferReceipt(ctx, fresh!, order.reference, {
        operation_number:
          step.outcome === 'rejected' ? '40417799' : `4041${String(placed).padStart(4, '0')}`,
        receipt: RECEIPT,
      });
    }
    // The trade date's valor cuota is published that evening: the order settles then.
    clock.set(limaInstant(day, '19:30'));
    await settleDue(ctx);
  }
  return placed;
}
