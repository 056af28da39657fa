import { COMPLIANCE_REVIEW_DETAIL } from './compliance';
import { and, asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  BANKS,
  type BankCode,
  type CurrencyCode,
  type FundSeriesCode,
  type Order,
} from '@saf/contract';
import { bankAccounts, fundNav, fundSeries, funds, orderEvents, orders } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { limaDate } from '../../lib/lima';

// The rows of an order that both subscriptions (orders) and rescues write and read.

/** The fund and series of a row, read through `fund_series` and `funds` joined to it. */
export const seriesNames = {
  fundCode: funds.code,
  fundName: funds.name,
  currency: funds.currency,
  seriesCode: fundSeries.code,
  seriesName: fundSeries.name,
};

/** `seriesNames` as the API answers them. */
export const seriesViewOf = (r: {
  fundCode: string;
  fundName: string;
  seriesCode: string;
  seriesName: string;
  currency: string;
}) => ({
  fund_code: r.fundCode,
  fund_name: r.fundName,
  series: r.seriesCode as FundSeriesCode,
  series_name: r.seriesName,
  currency: r.currency as CurrencyCode,
});

/** What a rescue shows of the customer's account it pays into, read with `payoutAccountOf`. */
export const payoutColumns = {
  bankCode: bankAccounts.bankCode,
  accountNumber: bankAccounts.accountNumber,
};

/** The account a rescue pays into, as the API answers it: the bank's name and 4 last digits. */
export const payoutAccountOf = (id: number, row: { bankCode: string; accountNumber: string }) => ({
  id,
  bank_name: BANKS[row.bankCode as BankCode],
  last4: row.accountNumber.slice(-4),
});

/** An instant as the API writes it (ISO 8601, UTC, milliseconds), computed by the database. */
export const isoAt = (column: SQL) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * An order's tracker events, oldest first, as the API writes them, read beside the order (a
 * correlated subquery: no round trip of its own).
 */
export const orderEventsOf = (orderId: AnyColumn) =>
  sql<{ kind: Order['events'][number]['kind']; at: string; detail: string | null }[]>`coalesce((
    SELECT json_agg(json_build_object('kind', e.kind, 'at', ${isoAt(sql`e.at`)}, 'detail', e.detail) ORDER BY e.id)
    FROM ${orderEvents} e WHERE e.order_id = ${orderId}), '[]'::json)`;

/**
 * Inserts an order with its reference (`<prefix>-<Lima year>-<id, 6 digits>`) and its RECEIVED
 * event, in one statement: the id is drawn from the sequence first, so the reference is written
 * with the row, not by an update after it. An order inserted held for compliance review
 * (`complianceReview` 'HELD', a value or a SQL expression) gets that event in the same statement.
 */
export async function insertOrder(
  tx: DbOrTx,
  prefix: 'SUS' | 'RES',
  now: Date,
  values: Omit<typeof orders.$inferInsert, 'id' | 'reference' | 'complianceReview'> & {
    complianceReview?: string | null | SQL;
  },
): Promise<{ id: number; reference: string }> {
  const year = limaDate(now).slice(0, 4);
  const insert = tx.insert(orders).values({
    ...values,
    id: sql`(SELECT id FROM next_order)`,
    reference: sql`${`${prefix}-${year}-`} || lpad((SELECT id FROM next_order)::text, 6, '0')`,
  });
  const { rows } = await tx.execute<{ id: number; reference: string }>(
    sql`WITH next_order AS MATERIALIZED (SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id),
      placed AS (${insert.getSQL()} RETURNING id, reference, compliance_review),
      events AS (INSERT INTO ${orderEvents} (order_id, kind, at, detail)
        SELECT placed.id, e.kind, ${now.toISOString()}::timestamptz, e.detail
        FROM placed CROSS JOIN (VALUES (1, 'RECEIVED', NULL), (2, 'COMPLIANCE_REVIEW', ${COMPLIANCE_REVIEW_DETAIL})) AS e(n, kind, detail)
        WHERE e.n = 1 OR placed.compliance_review = 'HELD' ORDER BY e.n)
      SELECT id, reference FROM placed`,
  );
  return rows[0]!;
}

/**
 * The orders matching `where` whose trade date's valor cuota is published, with that value,
 * oldest first, 500 at most (the desk's next run takes the rest): what settles or prices next.
 */
export function pricedOnTradeDate(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ id: orders.id, value: fundNav.value })
    .from(orders)
    .innerJoin(
      fundNav,
      and(eq(fundNav.seriesId, orders.seriesId), eq(fundNav.date, orders.tradeDate)),
    )
    .where(where)
    .orderBy(asc(orders.id))
    .limit(500);
}
