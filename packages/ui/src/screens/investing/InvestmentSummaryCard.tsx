import { Money, type Currency } from '../../primitives/Money';
import { cn } from '../../lib/cn';

/** What is being bought, as the order's summary shows it. */
export interface InvestmentSummary {
  /** The fund's name. */
  fundName: string;
  /** The series' name, e.g. "Serie A". */
  seriesLabel: string;
}

export interface InvestmentSummaryCardProps {
  summary: InvestmentSummary;
  /** The amount, a decimal string. */
  amount: string;
  currency: Currency;
  /** The order's reference, e.g. "SUS-2026-000123". */
  orderReference?: string;
  /** Extra classes (layout only). */
  className?: string;
}

/** The order at a glance: fund, series, amount and reference, as a compact description list. */
export function InvestmentSummaryCard({
  summary,
  amount,
  currency,
  orderReference,
  className,
}: InvestmentSummaryCardProps) {
  return (
    <section
      aria-label="Resumen de tu inversión"
      data-slot="investment-summary"
      className={cn(
        '@container rounded-lg border border-border bg-surface-sunken p-4 sm:p-5',
        className,
      )}
    >
      {/* Two columns, or one where two would squeeze the figures at the customer's text size. */}
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,max(6.5rem,calc((100%_-_1.5rem)/2))),1fr))] gap-x-6 gap-y-3 sm:grid-cols-3">
        <div className="col-span-full min-w-0">
          <dt className="text-sm text-muted">Fondo</dt>
          <dd className="font-semibold text-balance">{summary.fundName}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-sm text-muted">Serie</dt>
          <dd className="font-semibold">{summary.seriesLabel}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-sm text-muted">Monto</dt>
          {/* A size smaller where the customer's larger text leaves no room for the amount. */}
          <dd className="font-semibold @max-[8rem]:text-sm">
            <Money amount={amount} currency={currency} />
          </dd>
        </div>
        {orderReference ? (
          <div className="col-span-full min-w-0 sm:col-span-1">
            <dt className="text-sm text-muted">N.º de orden</dt>
            <dd className="font-semibold tabular-nums wrap-anywhere">{orderReference}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
