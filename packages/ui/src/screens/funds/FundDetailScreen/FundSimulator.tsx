import type { FormEvent } from 'react';
import { HandCoins } from '../../../icons';
import { ErrorSummary, type FormError } from '../../../primitives/ErrorSummary';
import { Button } from '../../../primitives/Button';
import { Money, formatMoneyParts, Percent, type Currency } from '../../../primitives/Money';
import { MoneyField } from '../../../primitives/MoneyField';
import { formatIsoDate } from '../../../composites/FundCard/format';
import { formatLongDate } from '../../../composites/NavChart/format';
import { DateField } from '../../shared/DateField';

/** The fields of the simulator. */
export type FundSimulatorField = 'amount' | 'startDate';

/** What an amount invested on a past day would be worth on the last valor cuota day. */
export interface FundSimulatorResult {
  /** The amount invested, decimal string in the fund's currency. */
  amount: string;
  /** The day it would have been invested, `YYYY-MM-DD`. */
  startDate: string;
  /** The valor cuota day it is valued at, `YYYY-MM-DD`. */
  endDate: string;
  /** What it would be worth, decimal string. */
  endAmount: string;
  /** `endAmount − amount`, negative for a loss. */
  gain: string;
  /** The return over the period in percentage points (`'18.74'`). */
  returnPct: string;
}

/** The simulator's form state, from the caller (a flows hook). */
export interface FundSimulatorProps {
  /** The amount typed, a decimal string (`''` when empty). */
  amount: string;
  /**
   * The start day as typed in its day, month and year boxes: `YYYY-MM-DD`, or the parts so far
   * (`2024-3-`), `''` when all are empty.
   */
  startDate: string;
  /** The first day with a valor cuota, `YYYY-MM-DD`. */
  minDate: string;
  /** The last day with a valor cuota, `YYYY-MM-DD`. */
  maxDate: string;
  /** Field errors (Spanish); shown on the fields and in the summary above the form. */
  errors?: Partial<Record<FundSimulatorField, string | undefined>>;
  /** An error of the calculation not tied to a field (Spanish), first in the summary. */
  formError?: string;
  /**
   * Increments on every "Calcular": each change brings focus back to the error summary. Without
   * it the summary shows whenever there are errors and takes focus when it appears.
   */
  submitCount?: number;
  /** The last calculation, or `null`. */
  result?: FundSimulatorResult | null;
  /** A calculation is in flight. */
  submitting?: boolean;
  /** Called with a field's new value on every change. */
  onValueChange: (field: FundSimulatorField, value: string) => void;
  /** Called on "Calcular"; the form never submits natively. */
  onSubmit: () => void;
}

/** Ids of the simulator's fields, for the error summary's links and tests. */
export const fundSimulatorFieldIds = {
  form: 'fund-simulator',
  amount: 'fund-simulator-amount',
  startDate: 'fund-simulator-start-date',
} as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface FundSimulatorSectionProps extends FundSimulatorProps {
  /** Currency of the fund. */
  currency: Currency;
  /** Id of the section heading. */
  headingId: string;
}

/**
 * "Simula tu inversión": how much an amount invested on a past day would be worth today, with
 * the errors on the fields and in a summary, and always the notice that past returns do not
 * guarantee future ones.
 */
export function FundSimulator({
  amount,
  startDate,
  minDate,
  maxDate,
  errors = {},
  formError,
  submitCount,
  result,
  submitting = false,
  onValueChange,
  onSubmit,
  currency,
  headingId,
}: FundSimulatorSectionProps) {
  const ids = fundSimulatorFieldIds;
  const fieldErrors: FormError[] =
    submitCount === undefined || submitCount > 0
      ? (['amount', 'startDate'] as const).flatMap((name) => {
          const message = errors[name];
          return message ? [{ fieldId: ids[name], message }] : [];
        })
      : [];
  const summary: FormError[] = formError
    ? [{ fieldId: ids.form, message: formError }, ...fieldErrors]
    : fieldErrors;
  const bounds = ISO_DAY.test(minDate) && ISO_DAY.test(maxDate);

  return (
    <section aria-labelledby={headingId} data-slot="fund-simulator" className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground"
        >
          <HandCoins className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="font-display text-xl font-semibold">
            Simula tu inversión
          </h2>
          <p className="mt-1 text-sm text-muted">
            Calcula cuánto tendrías hoy si hubieras invertido en este fondo en una fecha pasada.
          </p>
        </div>
      </div>
      <ErrorSummary errors={summary} headingLevel={3} focusKey={submitCount} />
      <form
        id={ids.form}
        method="post"
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          onSubmit();
        }}
        className="flex flex-col gap-5"
      >
        <div className="flex flex-col gap-5">
          <MoneyField
            id={ids.amount}
            name="amount"
            label="Monto"
            currency={currency}
            required
            value={amount}
            error={errors.amount}
            onValueChange={(value) => onValueChange('amount', value)}
          />
          {/* Día, mes and año boxes, as every date of the portal: a native date input reads
              in the browser's language (11/27/2025 in English). */}
          <DateField
            id={ids.startDate}
            label="Fecha de inicio"
            value={startDate}
            hint={
              bounds
                ? `Entre el ${formatIsoDate(minDate)} y el ${formatIsoDate(maxDate)}`
                : undefined
            }
            error={errors.startDate}
            onValueChange={(value) => onValueChange('startDate', value)}
          />
        </div>
        <Button type="submit" loading={submitting} loadingLabel="Calculando" className="self-start">
          Calcular
        </Button>
      </form>
      {/* Always in the page, so a new result is announced. */}
      <div role="status" data-slot="fund-simulator-result">
        {result ? <SimulatorResult result={result} currency={currency} /> : null}
      </div>
      <p className="text-sm text-muted">
        Las rentabilidades pasadas no garantizan rentabilidades futuras.
      </p>
    </section>
  );
}

function SimulatorResult({
  result,
  currency,
}: {
  result: FundSimulatorResult;
  currency: Currency;
}) {
  const loss = formatMoneyParts(result.gain, currency).sign === 'negative';
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-border bg-surface-sunken p-4">
      <p className="text-base">
        Si hubieras invertido <Money amount={result.amount} currency={currency} /> el{' '}
        <time dateTime={result.startDate}>{formatLongDate(result.startDate)}</time>, hoy tendrías{' '}
        <Money
          amount={result.endAmount}
          currency={currency}
          className="font-display text-lg font-semibold"
        />
        .
      </p>
      <p className="text-sm">
        {loss ? 'Pérdida' : 'Ganancia'}:{' '}
        <Money
          amount={result.gain}
          currency={currency}
          sign="always"
          tone="sign"
          className="font-semibold"
        />{' '}
        (<Percent value={result.returnPct} sign="always" tone="sign" className="font-semibold" />
        ), con el valor cuota del{' '}
        <time dateTime={result.endDate}>{formatLongDate(result.endDate)}</time>.
      </p>
    </div>
  );
}
