import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import {
  FUNDS_ORIGINS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  PROCESS_STATUS_LABELS,
  type MovementsResponse,
  type Order,
  type Portfolio,
} from '@saf/contract';
import { fundSeries, funds, orders, positions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Ctx } from '../shared/context';
import type { User } from '../../db/schema';
import { portfolioView } from './portfolio';
import { listScheduledRescues } from '../rescues/scheduled';
import { openOrders } from './service';
import { orderViews } from './views';

export interface MovementFilters {
  fund?: string | undefined;
  type?: 'SUBSCRIPTION' | 'RESCUE' | undefined;
  status?: 'PENDING' | 'INPROGRESS' | 'APPROVED' | 'ANNULLED' | 'REJECTED' | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const DEFAULT_PAGE = 20;
/** The most rows a CSV export holds (years of a customer's activity). */
export const CSV_MAX_ROWS = 5000;

/** The filters as SQL on `orders` (the fund through its series). */
function filterSql(userId: number, f: MovementFilters): SQL {
  if (f.from && f.to && f.from > f.to) throw new AppError('MOVEMENTS_RANGE_INVALID');
  const day = sql`(${orders.createdAt} AT TIME ZONE 'America/Lima')::date`;
  const status: Record<NonNullable<MovementFilters['status']>, SQL> = {
    PENDING: sql`${orders.processStatus} = 'PENDING'`,
    // A rescue whose payout the bank has is in progress too.
    INPROGRESS: sql`(${orders.processStatus} = 'INPROGRESS' OR ${orders.paymentStatus} = 'SENT')`,
    APPROVED: sql`${orders.processStatus} = 'APPROVED' AND ${orders.paymentStatus} NOT IN ('SENT', 'REJECTED')`,
    ANNULLED: sql`${orders.processStatus} = 'ANNULLED' AND ${orders.paymentStatus} <> 'REJECTED'`,
    REJECTED: sql`${orders.paymentStatus} = 'REJECTED'`,
  };
  return and(
    eq(orders.userId, userId),
    f.type ? eq(orders.kind, f.type) : undefined,
    f.status ? status[f.status] : undefined,
    f.from ? sql`${day} >= ${f.from}::date` : undefined,
    f.to ? sql`${day} <= ${f.to}::date` : undefined,
    f.fund
      ? sql`${orders.seriesId} IN (SELECT ${fundSeries.id} FROM ${fundSeries} JOIN ${funds} ON ${funds.id} = ${fundSeries.fundId} WHERE ${funds.code} = ${f.fund})`
      : undefined,
  )!;
}

/** A page of movements, newest first; the cursor is the last order's id (keyset pagination). */
export async function listMovements(
  ctx: Ctx,
  user: User,
  q: MovementFilters & { cursor?: string | undefined; limit?: number | undefined },
): Promise<MovementsResponse> {
  const limit = q.limit ?? DEFAULT_PAGE;
  const where = and(filterSql(user.id, q), q.cursor ? lt(orders.id, Number(q.cursor)) : undefined)!;
  const page = await orderViews(ctx.db, where, ctx.clock.now(), limit + 1);
  const items = page.slice(0, limit);
  let next: string | null = null;
  if (page.length > limit) {
    const last = items.at(-1)!;
    const [row] = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, user.id), eq(orders.reference, last.reference)));
    next = row ? String(row.id) : null;
  }
  return { items, next_cursor: next };
}

/** A cell of a CSV: quoted, and never read as a formula by a spreadsheet. */
function cell(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const limaDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date(iso));

/** The movements as CSV: UTF-8 with a BOM (spreadsheets open the accents right), CRLF lines. */
export async function movementsCsv(ctx: Ctx, user: User, f: MovementFilters): Promise<string> {
  const rows = await orderViews(ctx.db, filterSql(user.id, f), ctx.clock.now(), CSV_MAX_ROWS);
  const header = [
    'Fecha',
    'Referencia',
    'Tipo',
    'Fondo',
    'Serie',
    'Moneda',
    'Monto',
    'Cuotas',
    'Valor cuota',
    'Fecha del valor cuota',
    'Medio de pago',
    'Estado del pago',
    'Estado del proceso',
    'Origen de los fondos',
  ];
  const lines = rows.map((o: Order) =>
    [
      limaDay(o.created_at),
      o.reference,
      o.kind === 'RESCUE' ? 'Rescate' : 'Suscripción',
      o.fund_name,
      o.series_name,
      o.currency,
      o.amount,
      o.cuotas,
      o.valor_cuota,
      o.trade_date,
      o.kind === 'RESCUE' ? 'Abono en cuenta' : PAYMENT_METHOD_LABELS[o.payment_method],
      PAYMENT_STATUS_LABELS[o.payment_status],
      PROCESS_STATUS_LABELS[o.process_status],
      o.funds_origin ? FUNDS_ORIGINS[o.funds_origin] : '',
    ]
      .map(cell)
      .join(','),
  );
  return `\uFEFF${[header.map(cell).join(','), ...lines].join('\r\n')}\r\n`;
}

/** Holdings valued at each series' latest valor cuota, totals per currency, open orders. */
export async function portfolio(ctx: Ctx, user: User): Promise<Portfolio> {
  const held = await ctx.db.execute<{
    fund_code: string;
    fund_name: string;
    series: string;
    series_name: string;
    currency: string;
    cuotas: string;
    invested: string;
    date: string;
    value: string;
    scheduled_rescue: boolean;
  }>(sql`
    SELECT f.code AS fund_code, f.name AS fund_name, s.code AS series, s.name AS series_name,
           f.currency, f.scheduled_rescue, p.cuotas::text AS cuotas, p.invested::text AS invested,
           n.date::text AS date, n.value::text AS value
    FROM ${positions} p
    JOIN ${fundSeries} s ON s.id = p.series_id
    JOIN ${funds} f ON f.id = s.fund_id
    CROSS JOIN LATERAL (
      SELECT date, value FROM fund_nav WHERE series_id = p.series_id ORDER BY date DESC LIMIT 1
    ) n
    WHERE p.user_id = ${user.id} AND p.cuotas > 0
    ORDER BY (f.currency = 'USD'), f.risk_level, f.name, s.code`);
  const view = portfolioView(
    held.rows.map((r) => ({
      fundCode: r.fund_code,
      series: r.series,
      currency: r.currency as 'PEN' | 'USD',
      cuotas: r.cuotas,
      invested: r.invested,
      valorCuota: r.value,
    })),
  );
  const { items: schedules } = await listScheduledRescues(ctx, user);
  return {
    holdings: view.holdings.map((h, i) => {
      const r = held.rows[i]!;
      return {
        fund_code: r.fund_code,
        fund_name: r.fund_name,
        series: r.series as Portfolio['holdings'][number]['series'],
        series_name: r.series_name,
        currency: h.currency,
        cuotas: h.cuotas,
        valor_cuota: h.valorCuota,
        valor_cuota_date: r.date,
        value: h.value,
        invested: h.invested,
        gain: h.gain,
        gain_pct: h.gainPct,
        scheduled_rescue_allowed: r.scheduled_rescue,
        scheduled_rescue:
          schedules.find((x) => x.fund_code === r.fund_code && x.series === r.series) ?? null,
      };
    }),
    totals: view.totals.map((t) => ({
      currency: t.currency,
      value: t.value,
      invested: t.invested,
      gain: t.gain,
      gain_pct: t.gainPct,
    })),
    pending: await openOrders(ctx.db, user.id, ctx.clock.now()),
  };
}
