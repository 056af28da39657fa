import Decimal from 'decimal.js';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type {
  CurrencyCode,
  HeldFundDocuments,
  SessionDocumentTypeCode,
  StatementPeriod,
} from '@saf/contract';
import {
  DOCUMENT_KIND_LABELS,
  documentKindOfSessionCode,
  SessionDocumentType,
} from '@saf/contract';
import type { Db } from '../../db/client';
import { fundNav, fundSeries, funds, movements, orders, positions, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { addDays } from '../../lib/dates';
import { limaDate } from '../../lib/lima';
import { seriesNames } from '../shared/order-rows';
import { growthReturn, periodReturn, valueOnOrBefore, type NavPoint } from '../funds/returns';
import { portfolioView } from '../orders/portfolio';

/**
 * The figures of account statements and participation certificates, read from the ledger: the
 * `movements` rows (one per settled subscription or priced rescue, signed cuotas, the amount
 * and the valor cuota applied, on the trade date), the orders they come from (kind, reference,
 * early-rescue fee) and the published valor cuota (`fund_nav`). A position is the sum of its
 * movements (test/orders/orders-ledger.test.ts), so the cuotas held on any day are the sum of the
 * movements up to that day. Values are computed as the portfolio does (`portfolioView`:
 * cuotas × valor cuota, half-even to cents) and returns as the fund pages do (`returns.ts`).
 */

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN });
const ZERO = new D(0);

/** One movement of the ledger with its fund, series and order. */
export interface LedgerMovement {
  seriesId: number;
  fundCode: string;
  fundName: string;
  currency: CurrencyCode;
  seriesCode: string;
  seriesName: string;
  /** Trade date: the Lima day whose valor cuota was applied. */
  date: string;
  kind: 'SUBSCRIPTION' | 'RESCUE';
  reference: string;
  /** Signed, 8 decimals. */
  cuotas: string;
  /** Gross amount of the movement, 2 decimals. */
  amount: string;
  valorCuota: string;
  /** Rescues: the early-rescue fee charged (2 decimals), else null. */
  fee: string | null;
  /** Rescues: the income tax withheld on the gain (2 decimals), else null. */
  tax: string | null;
}

/** Every movement of a customer, oldest first (a customer has hundreds at most). */
export async function ledgerOf(db: Db, userId: number): Promise<LedgerMovement[]> {
  const rows = await db
    .select({
      seriesId: movements.seriesId,
      ...seriesNames,
      date: movements.date,
      kind: orders.kind,
      reference: orders.reference,
      cuotas: movements.cuotas,
      amount: movements.amount,
      valorCuota: movements.valorCuota,
      fee: orders.fee,
      tax: orders.tax,
    })
    .from(movements)
    .innerJoin(orders, eq(orders.id, movements.orderId))
    .innerJoin(fundSeries, eq(fundSeries.id, movements.seriesId))
    .innerJoin(funds, eq(funds.id, fundSeries.fundId))
    .where(eq(movements.userId, userId))
    .orderBy(asc(movements.date), asc(movements.id));
  return rows.map((r) => ({
    ...r,
    currency: r.currency as CurrencyCode,
    kind: r.kind as LedgerMovement['kind'],
  }));
}

/** Items by key, in their order (Node 20 has no `Map.groupBy`). */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

const monthOf = (date: string) => date.slice(0, 7);
function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}
/** The last calendar day of a `YYYY-MM` month. */
export function monthEnd(month: string): string {
  return addDays(`${nextMonth(month)}-01`, -1);
}

const sum = (items: readonly LedgerMovement[]) =>
  items.reduce((total, m) => total.plus(m.cuotas), ZERO);

/**
 * The months in which the customer held each series: cuotas at the month's start, or a
 * movement during it; from the first movement's month to today's (Lima), newest first.
 */
export function heldPeriods(ledger: readonly LedgerMovement[], today: string): StatementPeriod[] {
  const first = ledger[0];
  if (!first) return [];
  const bySeries = groupBy(ledger, (m) => m.seriesId);
  const periods: StatementPeriod[] = [];
  for (let month = monthOf(first.date); month <= monthOf(today); month = nextMonth(month)) {
    const start = `${month}-01`;
    const held = new Map<string, StatementPeriod['funds'][number]>();
    for (const items of bySeries.values()) {
      const opening = sum(items.filter((m) => m.date < start));
      const moved = items.some((m) => monthOf(m.date) === month);
      const m = items[0]!;
      if (opening.gt(0) || moved)
        held.set(m.fundCode, {
          fund_code: m.fundCode,
          fund_name: m.fundName,
          currency: m.currency,
        });
    }
    if (held.size > 0) periods.push({ month, funds: [...held.values()] });
  }
  return periods.reverse();
}

/** A series' published valor cuota from `from` to `to`, oldest first. */
async function navHistory(db: Db, seriesId: number, from: string, to: string): Promise<NavPoint[]> {
  return db
    .select({ date: fundNav.date, value: sql<string>`${fundNav.value}::text` })
    .from(fundNav)
    .where(
      and(
        eq(fundNav.seriesId, seriesId),
        sql`${fundNav.date} >= ${from}::date`,
        lte(fundNav.date, to),
      ),
    )
    .orderBy(asc(fundNav.date));
}

/** A valuation of cuotas at a valor cuota, as the portfolio values a holding. */
function valueOf(cuotas: Decimal, nav: NavPoint | undefined, currency: CurrencyCode): string {
  if (!nav || cuotas.isZero()) return '0.00';
  return portfolioView([
    {
      fundCode: '',
      series: '',
      currency,
      cuotas: cuotas.toFixed(8),
      invested: '0',
      valorCuota: nav.value,
    },
  ]).holdings[0]!.value;
}

/** One series' section of a statement. */
export interface StatementSection {
  fundCode: string;
  fundName: string;
  seriesCode: string;
  seriesName: string;
  currency: CurrencyCode;
  unifiedFeePct: string;
  opening: { cuotas: string; nav: NavPoint | null; balance: string };
  movements: LedgerMovement[];
  closing: { cuotas: string; nav: NavPoint | null; balance: string };
  /** Fractions with 8 decimals, null without history. */
  returns: { period: string | null; ytd: string | null; year: string | null };
  /** Early-rescue fees of the period's rescues, 2 decimals. */
  fees: string;
  /** Income tax withheld on the rescues of the period, 2 decimals. */
  taxes: string;
}

export interface Participant {
  name: string;
  document: string;
  email: string;
}

export interface Statement {
  month: string;
  from: string;
  to: string;
  participant: Participant;
  sections: StatementSection[];
}

/** The customer as a document names them. */
export async function participantOf(db: Db, userId: number): Promise<Participant> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('NOT_FOUND');
  const code = row.documentType as SessionDocumentTypeCode | null;
  const kind =
    code && Object.values(SessionDocumentType).includes(code)
      ? DOCUMENT_KIND_LABELS[documentKindOfSessionCode(code)]
      : 'Documento';
  return {
    name: [row.name, row.lastname].filter(Boolean).join(' ') || row.email,
    document: row.numberDocument ? `${kind} ${row.numberDocument}` : '—',
    email: row.email,
  };
}

/**
 * A month's statement of one fund (or of every fund held that month): per series, the opening
 * cuotas at the last valor cuota of the month before, every movement of the month, the closing
 * cuotas at the month's last valor cuota (today's last one for the month under way), the
 * fund's returns to that day (the month, the year to date, 12 months), fees and taxes.
 */
export async function statementOf(
  db: Db,
  userId: number,
  month: string,
  fundCode: string | undefined,
  now: Date,
): Promise<Statement> {
  const today = limaDate(now);
  const ledger = await ledgerOf(db, userId);
  // A fund the customer never held is nobody's business here, as for a certificate.
  if (fundCode && !ledger.some((m) => m.fundCode === fundCode)) throw new AppError('NOT_FOUND');
  const period = heldPeriods(ledger, today).find((p) => p.month === month);
  if (!period || (fundCode && !period.funds.some((f) => f.fund_code === fundCode)))
    throw new AppError('STATEMENT_PERIOD_NOT_HELD');
  const from = `${month}-01`;
  const end = monthEnd(month);
  const to = end < today ? end : today;
  const wanted = new Set(fundCode ? [fundCode] : period.funds.map((f) => f.fund_code));
  const feePct = new Map(
    (await db.select({ code: funds.code, fee: funds.unifiedFeePct }).from(funds)).map((f) => [
      f.code,
      f.fee,
    ]),
  );
  const sections: StatementSection[] = [];
  for (const items of groupBy(ledger, (m) => m.seriesId).values()) {
    const m0 = items[0]!;
    if (!wanted.has(m0.fundCode)) continue;
    const before = items.filter((m) => m.date < from);
    const during = items.filter((m) => m.date >= from && m.date <= to);
    const opening = sum(before);
    if (opening.isZero() && during.length === 0) continue;
    const closing = opening.plus(sum(during));
    // 13 months and a little: the 12-month return starts from the valor cuota on or before
    // the same day a year earlier.
    const history = await navHistory(db, m0.seriesId, addDays(to, -400), to);
    const openingNav = valueOnOrBefore(history, addDays(from, -1)) ?? null;
    const closingNav = history.at(-1) ?? null;
    const upToClose = history;
    sections.push({
      fundCode: m0.fundCode,
      fundName: m0.fundName,
      seriesCode: m0.seriesCode,
      seriesName: m0.seriesName,
      currency: m0.currency,
      unifiedFeePct: feePct.get(m0.fundCode) ?? '0',
      opening: {
        cuotas: opening.toFixed(8),
        nav: openingNav,
        balance: valueOf(opening, openingNav ?? undefined, m0.currency),
      },
      movements: during,
      closing: {
        cuotas: closing.toFixed(8),
        nav: closingNav,
        balance: valueOf(closing, closingNav ?? undefined, m0.currency),
      },
      returns: {
        period: openingNav && closingNav ? growthReturn(openingNav.value, closingNav.value) : null,
        ytd: periodReturn(upToClose, 'YTD'),
        year: periodReturn(upToClose, '1Y'),
      },
      fees: during.reduce((total, m) => (m.fee ? total.plus(m.fee) : total), ZERO).toFixed(2),
      taxes: during.reduce((total, m) => (m.tax ? total.plus(m.tax) : total), ZERO).toFixed(2),
    });
  }
  sections.sort(
    (a, b) =>
      Number(a.currency === 'USD') - Number(b.currency === 'USD') ||
      a.fundName.localeCompare(b.fundName, 'es') ||
      a.seriesCode.localeCompare(b.seriesCode),
  );
  return { month, from, to, participant: await participantOf(db, userId), sections };
}

/** The funds a customer holds or held, with their series, cuotas now and documents. */
export async function heldFundDocuments(
  db: Db,
  userId: number,
  now: Date,
): Promise<HeldFundDocuments> {
  const rows = await db
    .select({
      fundCode: funds.code,
      fundName: funds.name,
      currency: funds.currency,
      riskLevel: funds.riskLevel,
      documents: funds.documents,
      series: fundSeries.code,
      seriesName: fundSeries.name,
      cuotas: sql<string>`${positions.cuotas}::text`,
    })
    .from(positions)
    .innerJoin(fundSeries, eq(fundSeries.id, positions.seriesId))
    .innerJoin(funds, eq(funds.id, fundSeries.fundId))
    .where(eq(positions.userId, userId))
    .orderBy(asc(funds.currency), asc(funds.riskLevel), asc(funds.name), asc(fundSeries.code));
  const byFund = groupBy(rows, (r) => r.fundCode);
  const list = [...byFund.values()].map((items) => {
    const r = items[0]!;
    return {
      fund_code: r.fundCode,
      fund_name: r.fundName,
      currency: r.currency as CurrencyCode,
      series: items.map((s) => ({
        series: s.series as '000' | '001',
        series_name: s.seriesName,
        cuotas: new D(s.cuotas).toFixed(8),
      })),
      documents: r.documents.map((d) => ({
        kind: d.kind as 'PROSPECTO' | 'REGLAMENTO' | 'FACT_SHEET',
        title: d.title,
        url: d.url,
      })),
    };
  });
  const heldNow = (f: (typeof list)[number]) => f.series.some((s) => new D(s.cuotas).gt(0));
  list.sort((a, b) => Number(heldNow(b)) - Number(heldNow(a)));
  return { funds: list, today: limaDate(now) };
}

export interface Certificate {
  participant: Participant;
  fundCode: string;
  fundName: string;
  seriesCode: string;
  seriesName: string;
  currency: CurrencyCode;
  date: string;
  cuotas: string;
  nav: NavPoint;
  value: string;
}

/**
 * A participation certificate: the cuotas of one fund and series held at the end of `date`
 * (the sum of the movements up to it) and their value at that day's valor cuota, or the last
 * one published before it.
 */
export async function certificateOf(
  db: Db,
  userId: number,
  fundCode: string,
  seriesCode: string,
  date: string | undefined,
  now: Date,
): Promise<Certificate> {
  const today = limaDate(now);
  const ledger = (await ledgerOf(db, userId)).filter(
    (m) => m.fundCode === fundCode && m.seriesCode === seriesCode,
  );
  const m0 = ledger[0];
  // A fund and series the customer never held is nobody's business here.
  if (!m0) throw new AppError('NOT_FOUND');
  const at = date ?? today;
  if (at > today) throw new AppError('CERTIFICATE_DATE_OUT_OF_RANGE');
  const cuotas = sum(ledger.filter((m) => m.date <= at));
  if (!cuotas.gt(0)) throw new AppError('CERTIFICATE_NOT_HELD');
  const [nav] = await db
    .select({ date: fundNav.date, value: sql<string>`${fundNav.value}::text` })
    .from(fundNav)
    .where(and(eq(fundNav.seriesId, m0.seriesId), lte(fundNav.date, at)))
    .orderBy(desc(fundNav.date))
    .limit(1);
  if (!nav) throw new AppError('CERTIFICATE_DATE_OUT_OF_RANGE');
  return {
    participant: await participantOf(db, userId),
    fundCode,
    fundName: m0.fundName,
    seriesCode,
    seriesName: m0.seriesName,
    currency: m0.currency,
    date: at,
    cuotas: cuotas.toFixed(8),
    nav,
    value: valueOf(cuotas, nav, m0.currency),
  };
}
