import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Order } from '@saf/contract';
import { BANKS, type BankCode } from '@saf/contract';
import { bankAccounts, fundSeries, funds, orderReceipts, orders, payments } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { isFinal, type OrderState } from './lifecycle';
import { orderEventsOf } from '../shared/order-rows';

export type OrderRow = typeof orders.$inferSelect;

/** Whether the customer may still cancel: nothing paid or processed, before the cut-off. */
export function cancellable(row: OrderRow, now: Date): boolean {
  return row.paymentStatus === 'PENDING' && row.processStatus === 'PENDING' && now < row.cutoffAt;
}

export const stateOf = (row: OrderRow): OrderState => ({
  payment: row.paymentStatus as OrderState['payment'],
  process: row.processStatus as OrderState['process'],
});

export const isOpen = (row: OrderRow) => !isFinal(stateOf(row));

/**
 * Orders as the API answers them, in the order of the rows asked for: with fund and series,
 * the tracker's events, whether a receipt is on file and the last online payment. One query: the
 * events, the receipt and the payment are read beside each order, not in three more round trips.
 */
export async function orderViews(
  db: DbOrTx,
  where: SQL,
  now: Date,
  limit?: number,
): Promise<Order[]> {
  const query = db
    .select({
      order: orders,
      fundCode: funds.code,
      fundName: funds.name,
      seriesCode: fundSeries.code,
      seriesName: fundSeries.name,
      bankCode: bankAccounts.bankCode,
      accountNumber: bankAccounts.accountNumber,
      events: orderEventsOf(orders.id),
      receiptUploaded: sql<boolean>`EXISTS (SELECT 1 FROM ${orderReceipts} r WHERE r.order_id = ${orders.id})`,
      lastPayment: sql<{ id: string; status: string; reason: string | null } | null>`(
        SELECT json_build_object('id', p.id, 'status', p.status, 'reason', p.reason)
        FROM ${payments} p WHERE p.order_id = ${orders.id} ORDER BY p.seq DESC LIMIT 1)`,
    })
    .from(orders)
    .innerJoin(fundSeries, eq(fundSeries.id, orders.seriesId))
    .innerJoin(funds, eq(funds.id, fundSeries.fundId))
    .leftJoin(bankAccounts, eq(bankAccounts.id, orders.bankAccountId))
    .where(where)
    .orderBy(desc(orders.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(
    ({
      order: o,
      fundCode,
      fundName,
      seriesCode,
      seriesName,
      events,
      receiptUploaded,
      lastPayment: payment,
      ...account
    }) => ({
      reference: o.reference,
      kind: o.kind as Order['kind'],
      fund_code: fundCode,
      fund_name: fundName,
      series: seriesCode as Order['series'],
      series_name: seriesName,
      currency: o.currency as Order['currency'],
      amount: o.amount,
      funds_origin: (o.fundsOrigin ?? null) as Order['funds_origin'],
      payment_method: o.paymentMethod as Order['payment_method'],
      payment_status: o.paymentStatus as Order['payment_status'],
      process_status: o.processStatus as Order['process_status'],
      trade_date: o.tradeDate,
      cutoff_at: o.cutoffAt.toISOString(),
      cancellable: cancellable(o, now),
      created_at: o.createdAt.toISOString(),
      operation_number: o.operationNumber,
      receipt_uploaded: receiptUploaded,
      online_payment: payment
        ? {
            payment_id: payment.id,
            status: payment.status as 'CREATED' | 'APPROVED' | 'DECLINED',
            reason: payment.reason,
          }
        : null,
      valor_cuota: o.valorCuota,
      // A rescue not priced yet shows the cuotas it holds back.
      cuotas: o.cuotas ?? (o.kind === 'RESCUE' ? o.reservedCuotas : null),
      settled_at: o.settledAt?.toISOString() ?? null,
      reject_reason: o.rejectReason,
      compliance_hold: o.complianceReview === 'HELD',
      rescue:
        o.kind === 'RESCUE'
          ? {
              mode: o.rescueMode as NonNullable<Order['rescue']>['mode'],
              payment_date: o.paymentDate!,
              fee: o.fee,
              tax: o.tax,
              net: o.net,
              bank_name: BANKS[account.bankCode as BankCode] ?? '',
              account_last4: (account.accountNumber ?? '').slice(-4),
              paid_at: o.paidAt?.toISOString() ?? null,
            }
          : null,
      events,
    }),
  );
}

/** One order of one customer by reference (another customer's is not found). */
export async function orderView(
  db: DbOrTx,
  userId: number,
  reference: string,
  now: Date,
): Promise<Order | undefined> {
  const [view] = await orderViews(
    db,
    and(eq(orders.userId, userId), eq(orders.reference, reference))!,
    now,
  );
  return view;
}

/** Locks an order of a customer for a change (FOR UPDATE), or answers undefined. */
export async function lockOrder(tx: DbOrTx, where: SQL): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(where).for('update');
  return row;
}

/** A subscription of a customer by reference (a rescue is an order row too, never this one). */
export const byReference = (userId: number, reference: string) =>
  and(eq(orders.userId, userId), eq(orders.reference, reference), eq(orders.kind, 'SUBSCRIPTION'))!;

export const sqlTrue = sql`true`;
