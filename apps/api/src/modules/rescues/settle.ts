import { and, eq, sql } from 'drizzle-orm';
import { rescueFigures } from '@saf/contract';
import { fundSeries, movements, orderEvents, orders, positions } from '../../db/schema';
import type { Ctx } from '../shared/context';
import { holdingRows, lotsOf, minus, nextRescueState, reservedCuotas, UNPRICED } from './holdings';
import { pricedOnTradeDate } from '../shared/order-rows';
import { holdBlockedRescues, notHeld } from '../shared/compliance';
import { lockRescue, mailRescue } from './service';

/**
 * Prices every rescue whose trade date's valor cuota is published (and whose cut-off passed):
 * the figures at that valor cuota, a movement of the cuotas sold and the position reduced, in
 * one transaction per rescue. A total rescue sells what is held then (less other pending
 * rescues), so it closes the position.
 */
export async function priceDueRescues(ctx: Ctx): Promise<number> {
  const now = ctx.clock.now();
  // The trade date's valor cuota is published after that day closes, so after its cut-off.
  const due = await pricedOnTradeDate(ctx.db, and(UNPRICED, notHeld));
  let priced = 0;
  for (const { id, value } of due) {
    const done = await ctx.db.transaction(async (tx) => {
      const row = await lockRescue(tx, eq(orders.id, id));
      if (!row || row.paymentStatus !== 'PENDING' || row.processStatus !== 'PENDING') return false;
      await tx.execute(sql`SELECT id FROM users WHERE id = ${row.userId} FOR UPDATE`);
      // A customer blocked or suspended since the request: held for compliance, not priced.
      if (row.complianceReview === 'HELD') return false;
      if ((await holdBlockedRescues(tx, eq(orders.id, row.id), now)).length) return false;
      const [position] = await tx
        .select()
        .from(positions)
        .where(and(eq(positions.userId, row.userId), eq(positions.seriesId, row.seriesId)))
        .for('update');
      const [series] = await holdingRows(tx, row.userId, eq(fundSeries.id, row.seriesId));
      const others = await reservedCuotas(tx, row.userId, row.seriesId, row.id);
      const available = position ? minus(position.cuotas, others) : '0';
      const lots = await lotsOf(tx, row.userId, row.seriesId, others);
      const holding = {
        available_cuotas: available,
        valor_cuota: value,
        min_rescue: '0',
        min_balance: series?.minBalance ?? '0',
        early_rescue_fee_pct: series?.feePct ?? '0',
        early_rescue_min_days: series?.minDays ?? 0,
        lots,
        // The tax is figured on the cuotas' share of what the position cost (average cost).
        cost_basis: position ? { invested: position.invested, cuotas: position.cuotas } : undefined,
      };
      const figures = rescueFigures(
        holding,
        row.rescueMode === 'TOTAL'
          ? { mode: 'TOTAL', trade_date: row.tradeDate }
          : row.rescueMode === 'CUOTAS'
            ? { mode: 'CUOTAS', cuotas: row.reservedCuotas!, trade_date: row.tradeDate }
            : { mode: 'AMOUNT', amount: row.amount, trade_date: row.tradeDate },
      );
      // At the trade date's valor cuota the request may need more cuotas than are left, or
      // leave less than the minimum balance: then it becomes a total rescue (written rule).
      const total =
        figures.problem?.code === 'RESCUE_ABOVE_BALANCE' ||
        figures.problem?.code === 'RESCUE_MINIMUM_REMAINING';
      const final = total
        ? rescueFigures(holding, { mode: 'TOTAL', trade_date: row.tradeDate })
        : figures;
      if (!position || final.cuotas === '0.00000000') {
        await tx
          .update(orders)
          .set({
            processStatus: 'ANNULLED',
            updatedAt: now,
            rejectReason: 'Sin cuotas disponibles',
          })
          .where(eq(orders.id, row.id));
        await tx
          .insert(orderEvents)
          .values({ orderId: row.id, kind: 'REFUSED', at: now, detail: 'Sin cuotas disponibles' });
        return true;
      }
      // Invested money leaves in the share of the cuotas sold (the cost the tax was figured on).
      const investedOut = final.cost;
      await tx.insert(movements).values({
        userId: row.userId,
        seriesId: row.seriesId,
        orderId: row.id,
        cuotas: `-${final.cuotas}`,
        amount: final.gross,
        valorCuota: value,
        date: row.tradeDate,
        createdAt: now,
      });
      await tx
        .update(positions)
        .set({
          cuotas: sql`${positions.cuotas} - ${final.cuotas}::numeric`,
          invested: sql`GREATEST(${positions.invested} - ${investedOut}::numeric, 0)`,
          updatedAt: now,
        })
        .where(and(eq(positions.userId, row.userId), eq(positions.seriesId, row.seriesId)));
      const [, process] = nextRescueState([row.paymentStatus, row.processStatus], 'priced');
      await tx
        .update(orders)
        .set({
          processStatus: process,
          amount: final.gross,
          cuotas: final.cuotas,
          valorCuota: value,
          fee: final.fee,
          tax: final.tax,
          net: final.net,
          settledAt: now,
          updatedAt: now,
        })
        .where(eq(orders.id, row.id));
      await tx.insert(orderEvents).values({
        orderId: row.id,
        kind: 'SETTLED',
        at: now,
        detail: total
          ? `${final.cuotas} cuotas a ${value} (rescate total: el saldo quedaba bajo el mínimo)`
          : `${final.cuotas} cuotas a ${value}`,
      });
      return true;
    });
    if (done) {
      priced += 1;
      await mailRescue(
        ctx,
        'priced',
        and(eq(orders.id, id), eq(orders.processStatus, 'APPROVED'))!,
      );
    }
  }
  return priced;
}
