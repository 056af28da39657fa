import { eq } from 'drizzle-orm';
import type { CheckoutPayments } from '../../adapters/payment-gateway/sandbox-checkout';
import type { Db } from '../../db/client';
import { fundSeries, funds, orders, payments } from '../../db/schema';

/** The sandbox checkout's payments: a payment row with its order's reference and fund's name. */
export function checkoutPayments(db: Db): CheckoutPayments {
  return {
    async find(paymentId) {
      const [row] = await db
        .select({ payment: payments, reference: orders.reference, fund: funds.name })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .innerJoin(fundSeries, eq(fundSeries.id, orders.seriesId))
        .innerJoin(funds, eq(funds.id, fundSeries.fundId))
        .where(eq(payments.id, paymentId));
      return row ? { ...row.payment, reference: row.reference, fund: row.fund } : null;
    },
  };
}
