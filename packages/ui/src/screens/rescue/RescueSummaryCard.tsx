import type { ReactNode } from 'react';
import { formatCuotas } from '../../composites/Portfolio';
import { cn } from '../../lib/cn';
import { Money, type Currency } from '../../primitives/Money';
import { formatRescueDay } from './format';
import type { RescueKind, RescuePreview, RescueUnit } from './types';

/** The rescue the customer set up on Detalle, as the Cuenta step recaps it. */
export interface RescueSummary {
  /** The fund's name. */
  fundName: string;
  /** The series' name, e.g. "Serie A". */
  seriesLabel: string;
  /** Partial or total. */
  kind: RescueKind;
  /** How a partial rescue was asked for (an amount or cuotas); ignored for a total one. */
  unit: RescueUnit;
  /** The estimate of the Detalle step. */
  preview: RescuePreview;
}

export interface RescueSummaryCardProps {
  summary: RescueSummary;
  currency: Currency;
  /** Extra classes (layout only). */
  className?: string;
}

const KIND_LABELS: Record<RescueKind, string> = {
  partial: 'Rescate parcial',
  total: 'Rescate total',
};

/** One line of the recap: a row on phones (a wide one stacks), a column from `sm` up. */
function Item({ term, children, wide }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div
      className={cn(
        'min-w-0',
        wide ? 'sm:col-span-full' : 'flex items-baseline justify-between gap-4 sm:block',
      )}
    >
      <dt className="min-w-0 text-sm text-muted">{term}</dt>
      <dd
        className={cn('font-semibold', wide ? 'text-balance' : 'shrink-0 text-end sm:text-start')}
      >
        {children}
      </dd>
    </div>
  );
}

/**
 * The rescue at a glance: fund and series, partial or total, the amount or the cuotas asked
 * for, the net estimate and the payment day, as a compact description list.
 */
export function RescueSummaryCard({ summary, currency, className }: RescueSummaryCardProps) {
  const { preview } = summary;
  const inAmount = summary.kind === 'partial' && summary.unit === 'amount';
  return (
    <section
      aria-label="Resumen de tu rescate"
      data-slot="rescue-summary"
      className={cn('rounded-lg border border-border bg-surface-sunken p-4 sm:p-5', className)}
    >
      <dl className="flex flex-col gap-2 sm:grid sm:grid-cols-3 sm:gap-x-6 sm:gap-y-3">
        <Item term="Fondo" wide>
          {summary.fundName} <span className="font-normal text-muted">·</span> {summary.seriesLabel}
        </Item>
        <Item term="Tipo de rescate">{KIND_LABELS[summary.kind]}</Item>
        {inAmount ? (
          <Item term="Monto a rescatar">
            <Money amount={preview.amount} currency={currency} />
          </Item>
        ) : (
          <Item term="Cuotas a rescatar">
            <span className="tabular-nums">{formatCuotas(preview.cuotas)}</span>
          </Item>
        )}
        <Item term="Monto neto estimado">
          <Money amount={preview.net} currency={currency} />
          {preview.earlyFee ? (
            <span className="block text-sm font-normal text-muted">
              Con comisión de <Money amount={preview.earlyFee.amount} currency={currency} />
            </span>
          ) : null}
        </Item>
        <Item term="Fecha de pago" wide>
          Hasta el{' '}
          <time dateTime={preview.paymentDate}>{formatRescueDay(preview.paymentDate)}</time>
        </Item>
      </dl>
    </section>
  );
}
