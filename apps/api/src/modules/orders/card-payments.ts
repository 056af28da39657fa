import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Order } from '@saf/contract';
import type {
  GatewayNotification,
  GatewayPayment,
  PaymentGateway,
} from '../../adapters/payment-gateway/index';
import type { DbOrTx } from '../../db/client';
import {
  fundSeries,
  funds,
  gatewayPayments,
  orders,
  payments,
  users,
  type User,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Ctx } from '../shared/context';
import { moneyText } from '../shared/texts';
import { refundMail } from './mail';
import { announcePayment, decidePayment, settleDue } from './payments';
import { addEvent, CHECKOUT_TTL_MS } from './service';
import { byReference, lockOrder, orderViews, type OrderRow } from './views';

// Card payments through the configured gateway (`ctx.gateway`, sandbox or Mercado Pago): the
// checkout, the notification, and the rule that a captured payment is applied once or given
// back. Nothing here knows which gateway is behind the interface.

type GatewayPaymentRow = typeof gatewayPayments.$inferSelect;

/**
 * Starts a card payment: a payment row and the gateway's checkout. Refused when the gateway
 * does not collect the order's currency (Mercado Pago Perú: soles only).
 */
export async function startCheckout(ctx: Ctx, user: User, reference: string) {
  const now = ctx.clock.now();
  const paymentId = randomUUID();
  const expiresAt = new Date(now.getTime() + CHECKOUT_TTL_MS);
  const order = await ctx.db.transaction(async (tx) => {
    const row = await lockOrder(tx, byReference(user.id, reference));
    if (!row) throw new AppError('NOT_FOUND');
    if (row.paymentStatus !== 'PENDING' || row.processStatus !== 'PENDING')
      throw new AppError('ORDER_NOT_PAYABLE');
    if (!ctx.gateway.currencies.includes(row.currency))
      throw new AppError('CARD_CURRENCY_NOT_COLLECTED');
    await tx
      .update(orders)
      .set({ paymentMethod: 'online', updatedAt: now })
      .where(eq(orders.id, row.id));
    await tx.insert(payments).values({
      id: paymentId,
      orderId: row.id,
      gateway: ctx.gateway.name,
      amount: row.amount,
      currency: row.currency,
      status: 'CREATED',
      createdAt: now,
      expiresAt,
    });
    const [fund] = await tx
      .select({ name: funds.name })
      .from(fundSeries)
      .innerJoin(funds, eq(funds.id, fundSeries.fundId))
      .where(eq(fundSeries.id, row.seriesId));
    return { amount: row.amount, currency: row.currency, fund: fund?.name ?? '' };
  });
  const { url } = await ctx.gateway.createCheckout({
    paymentId,
    reference,
    title: `${order.fund} · Orden ${reference}`,
    amount: order.amount,
    currency: order.currency,
    expiresAt,
  });
  ctx.log.info(
    {
      userId: user.id,
      reference,
      paymentId,
      gateway: ctx.gateway.name,
      action: 'checkout_started',
    },
    'checkout started',
  );
  return { payment_id: paymentId, checkout_url: url, expires_at: expiresAt.toISOString() };
}

/**
 * A gateway's notification, on that gateway's route (404 when another gateway is configured):
 * verified and read back by the adapter, then taken once. A declined card leaves the order
 * pending, so the customer may try another card or pay by transfer.
 */
export async function receiveNotification(
  ctx: Ctx,
  gateway: PaymentGateway['name'],
  notification: GatewayNotification,
): Promise<{ received: true }> {
  if (ctx.gateway.name !== gateway) throw new AppError('NOT_FOUND');
  const notified = await ctx.gateway.paymentOf(notification);
  if (notified.kind === 'invalid') throw new AppError('PAYMENT_SIGNATURE_INVALID');
  if (notified.kind === 'payment') await takePayment(ctx, notified.payment);
  return { received: true };
}

/**
 * Why a captured payment cannot pay its order (the end of the tracker's sentence), or null.
 * The order's state first: a second payment of a paid order is refunded whatever its amount.
 */
function refundReason(order: OrderRow | undefined, p: GatewayPayment): string | null {
  if (!order || order.kind !== 'SUBSCRIPTION') return `no encontramos la orden ${p.reference}`;
  if (order.paymentStatus === 'SUCCESS') return 'tu orden ya estaba pagada';
  if (order.processStatus === 'ANNULLED') return 'tu orden ya estaba anulada';
  if (order.paymentStatus !== 'PENDING' || order.processStatus !== 'PENDING')
    return 'tu orden ya no admitía pagos';
  if (p.currency !== order.currency)
    return `se hizo en otra moneda (${p.currency}) que la de tu orden (${order.currency})`;
  if (p.amount !== Number(order.amount).toFixed(2))
    return `su monto no es el de tu orden (${moneyText(order.amount, order.currency)})`;
  return null;
}

/** The checkout a payment answers: the one it names, else the order's last one. */
async function checkoutOf(tx: DbOrTx, p: GatewayPayment, orderId: number | undefined) {
  if (p.checkoutId) {
    const [named] = await tx.select().from(payments).where(eq(payments.id, p.checkoutId));
    if (!named) throw new AppError('NOT_FOUND');
    return named;
  }
  if (orderId === undefined) return undefined;
  const [last] = await tx
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.seq))
    .limit(1);
  return last;
}

/**
 * Takes a payment as the gateway answered it. In one transaction, with the order locked: the
 * payment's row is inserted (its key is the gateway's payment id, so a repeated or concurrent
 * notification finds it there and changes nothing), the checkout shows the answer, and an
 * approved payment either confirms the order or is marked for a refund, made right after.
 */
export async function takePayment(ctx: Ctx, p: GatewayPayment): Promise<void> {
  if (p.status === 'PENDING') return;
  const now = ctx.clock.now();
  const taken = await ctx.db.transaction(async (tx) => {
    const order = p.reference ? await lockOrder(tx, eq(orders.reference, p.reference)) : undefined;
    const checkout = await checkoutOf(tx, p, order?.id);
    const reason = p.status === 'APPROVED' ? refundReason(order, p) : null;
    const outcome = p.status === 'DECLINED' ? 'DECLINED' : reason ? 'REFUND_DUE' : 'APPLIED';
    const [row] = await tx
      .insert(gatewayPayments)
      .values({
        gateway: ctx.gateway.name,
        gatewayPaymentId: p.id,
        orderId: order?.id ?? null,
        reference: p.reference,
        status: p.status,
        amount: Number.isFinite(Number(p.amount)) ? p.amount : '0',
        currency: p.currency,
        outcome,
        refundReason: reason,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      // Taken before: only a refund not yet confirmed by the gateway is tried again.
      const [earlier] = await tx
        .select()
        .from(gatewayPayments)
        .where(paymentKey(ctx.gateway.name, p.id));
      return earlier && earlier.outcome === 'REFUND_DUE' ? { refund: earlier } : null;
    }
    if (checkout && checkout.status !== 'APPROVED')
      await tx
        .update(payments)
        .set({ status: p.status, reason: p.reason, notifiedAt: now })
        .where(eq(payments.id, checkout.id));
    if (outcome === 'REFUND_DUE') return { refund: row };
    if (outcome === 'DECLINED' || !order) return null;
    return { applied: await decidePayment(tx, order, { ok: true }, now, 'Pago en línea aprobado') };
  });
  ctx.log.info(
    { paymentId: p.id, status: p.status, reference: p.reference, action: 'payment_notified' },
    'gateway payment taken',
  );
  if (taken?.applied) {
    await announcePayment(ctx, taken.applied);
    await settleDue(ctx);
  }
  if (taken?.refund) await refundPayment(ctx, taken.refund);
}

const paymentKey = (gateway: string, id: string) =>
  and(eq(gatewayPayments.gateway, gateway), eq(gatewayPayments.gatewayPaymentId, id));

/**
 * Gives a captured payment back through the gateway (its refund is idempotent by payment), then
 * records it once: the row REFUNDED with the refund's id, the line on the order's tracker and
 * the mail. A gateway that fails leaves the row REFUND_DUE and the notification unanswered, so
 * the gateway sends it again and the refund is tried again.
 */
async function refundPayment(ctx: Ctx, row: GatewayPaymentRow): Promise<void> {
  const { refundId } = await ctx.gateway.refund({
    id: row.gatewayPaymentId,
    status: 'APPROVED',
    reason: null,
    amount: row.amount,
    currency: row.currency,
    reference: row.reference,
    checkoutId: null,
  });
  const now = ctx.clock.now();
  const line = `Devolvimos tu pago con tarjeta de ${moneyText(row.amount, row.currency)} porque ${row.refundReason}`;
  const done = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(gatewayPayments)
      .set({ outcome: 'REFUNDED', refundId, refundedAt: now })
      .where(
        and(
          paymentKey(row.gateway, row.gatewayPaymentId),
          eq(gatewayPayments.outcome, 'REFUND_DUE'),
        ),
      )
      .returning();
    if (!updated?.orderId) return null;
    await addEvent(tx, updated.orderId, 'PAYMENT_REFUNDED', now, line);
    const [view] = await orderViews(tx, eq(orders.id, updated.orderId), now);
    const [owner] = await tx
      .select({ email: users.email })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, updated.orderId));
    return view && owner ? { order: view, email: owner.email } : null;
  });
  // Warned: an operator looks at every refund (a second checkout, an amount that differs).
  ctx.log.warn(
    {
      paymentId: row.gatewayPaymentId,
      reference: row.reference,
      refundId,
      action: 'payment_refunded',
    },
    'card payment refunded',
  );
  if (done) await sendRefundMail(ctx, done.email, done.order, line);
}

/**
 * Tries again every refund the gateway has not confirmed (the order desk runs it): a gateway
 * that was down when the payment arrived is asked again until it answers. Answers how many
 * were refunded.
 */
export async function refundDue(ctx: Ctx): Promise<number> {
  const due = await ctx.db
    .select()
    .from(gatewayPayments)
    .where(
      and(eq(gatewayPayments.gateway, ctx.gateway.name), eq(gatewayPayments.outcome, 'REFUND_DUE')),
    )
    .orderBy(gatewayPayments.createdAt)
    .limit(50);
  let refunded = 0;
  for (const row of due) {
    try {
      await refundPayment(ctx, row);
      refunded += 1;
    } catch (err) {
      ctx.log.error({ err, paymentId: row.gatewayPaymentId }, 'refund not made yet');
    }
  }
  return refunded;
}

async function sendRefundMail(ctx: Ctx, to: string, order: Order, line: string) {
  try {
    await ctx.mailer.send(refundMail(to, order, line, ctx.config.PORTAL_URL));
  } catch (err) {
    ctx.log.error({ err, reference: order.reference }, 'refund mail not sent');
  }
}
