import { and, eq, lte } from 'drizzle-orm';
import { checkCci } from '@saf/contract';
import type { Config } from '../../config';
import { orderEvents, orders } from '../../db/schema';
import type { Pain001Debtor } from '../../lib/iso20022';
import { limaDate } from '../../lib/lima';
import type { Ctx } from '../shared/context';
import { mailRescue } from '../rescues/service';
import { holdBlockedRescues, notHeld } from '../shared/compliance';

/** How a priced rescue's money reaches the customer (`PAYOUTS`, docs/DOMAIN.md, Payouts). */
export type PayoutAdapter = Ctx['payouts'];

/** Priced rescues not paid yet whose payment date is `day` or earlier. */
export const payableOn = (day: string) =>
  and(
    eq(orders.kind, 'RESCUE'),
    eq(orders.paymentStatus, 'PENDING'),
    eq(orders.processStatus, 'APPROVED'),
    lte(orders.paymentDate, day),
    notHeld,
  )!;

/**
 * Development and the demo: a rescue is paid on its payment date, with no money moved. The
 * rescues of a customer blocked or suspended since are held for compliance first; the paid
 * status and its tracker events are written in one transaction (a crash between them would leave
 * a paid rescue without its event, or an event without the payment).
 */
const sandboxPayouts: PayoutAdapter = {
  name: 'sandbox',
  async payDue(ctx) {
    const now = ctx.clock.now();
    const day = limaDate(now);
    const paid = await ctx.db.transaction(async (tx) => {
      await holdBlockedRescues(tx, payableOn(day), now);
      const rows = await tx
        .update(orders)
        .set({ paymentStatus: 'SUCCESS', paidAt: now, updatedAt: now })
        .where(payableOn(day))
        .returning({ id: orders.id });
      if (rows.length)
        await tx
          .insert(orderEvents)
          .values(rows.map((p) => ({ orderId: p.id, kind: 'PAID', at: now })));
      return rows;
    });
    for (const p of paid) await mailRescue(ctx, 'paid', eq(orders.id, p.id));
    return paid.length;
  },
};

/**
 * Through the bank: nothing is paid by the desk. The operator exports the day's pain.001
 * (`exportPayoutFile`) and imports the bank's pain.002 (`importPayoutStatus`), which pays.
 */
const bankPayouts: PayoutAdapter = {
  name: 'pain001',
  payDue: () => Promise.resolve(0),
};

export function payoutsOf(config: Pick<Config, 'PAYOUTS'>): PayoutAdapter {
  return config.PAYOUTS === 'pain001' ? bankPayouts : sandboxPayouts;
}

/** The fund's disbursement account in `currency`, as the pain.001's debtor. */
export function fundDebtor(config: Config, currency: string): Pain001Debtor {
  const account = currency === 'USD' ? config.PAYOUT_ACCOUNT_USD : config.PAYOUT_ACCOUNT_PEN;
  const { PAYOUT_DEBTOR_NAME: name, PAYOUT_BANK_BIC: bic, PAYOUT_DEBTOR_RUC: ruc } = config;
  if (!account || !name || !bic || !ruc || (currency !== 'USD' && currency !== 'PEN'))
    throw new Error(`PAYOUTS=pain001 needs the fund's ${currency} account settings (PAYOUT_*)`);
  // A 20-digit CCI whose check digits hold is written as one; anything else is the bank's own
  // account number.
  const scheme = /^\d{20}$/.test(account) && checkCci(account) !== 'invalid' ? 'CCI' : 'BBAN';
  return { name, ruc, account, accountScheme: scheme, bic };
}
