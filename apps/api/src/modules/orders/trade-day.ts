import { eq } from 'drizzle-orm';
import { funds, fundSeries, orders } from '../../db/schema';
import { publishNav } from '../funds/publish';
import type { Ctx } from '../shared/context';
import { settleDue } from './payments';

/**
 * The evening of one order's trade date, for its fund alone: that day's valor cuota is published
 * (through the core system, as the daily job does) and the paid orders it prices are settled.
 * For end-to-end tests, which cannot wait for the day's publication; `null` for no such order.
 */
export async function publishTradeDayOf(
  ctx: Ctx,
  reference: string,
): Promise<{ tradeDate: string; published: number; settled: number } | null> {
  const [order] = await ctx.db
    .select({ tradeDate: orders.tradeDate, fundCode: funds.code })
    .from(orders)
    .innerJoin(fundSeries, eq(fundSeries.id, orders.seriesId))
    .innerJoin(funds, eq(funds.id, fundSeries.fundId))
    .where(eq(orders.reference, reference));
  if (!order) return null;
  const published = await publishNav(ctx.db, order.tradeDate, ctx.clock.now(), undefined, {
    fundCode: order.fundCode,
  });
  const settled = await settleDue(ctx);
  return { tradeDate: order.tradeDate, published, settled };
}
