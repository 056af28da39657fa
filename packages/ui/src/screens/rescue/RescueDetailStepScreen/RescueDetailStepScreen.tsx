import type { ChangeEvent, ReactNode } from 'react';
import { ValorCuota, formatCuotas } from '../../../composites/Portfolio';
import type { RenderLink } from '../../../composites/AppShell';
import { HandCoins, Wallet } from '../../../icons';
import { Alert } from '../../../primitives/Alert';
import { ChoiceCards } from '../../../primitives/ChoiceCards';
import { Money, currencyWords, type Currency } from '../../../primitives/Money';
import { MoneyField } from '../../../primitives/MoneyField';
import { SelectField } from '../../../primitives/SelectField';
import { TextField } from '../../../primitives/TextField';
import {
  DocumentLinks,
  ScreenForm,
  renderAnchor,
  screenLinkClasses,
  summaryErrors,
  textFieldProps,
  type FormScreenState,
} from '../../shared';
import type { InvestmentDocument } from '../../investing/InvestmentDetailStepScreen';
import { WizardFrame, wizardFrameOf, type WizardStepFrameState } from '../../shared/WizardFrame';
import { formatLimaDateTime } from '../format';
import type { RescueHolding, RescueKind, RescuePreview, RescueUnit } from '../types';
import { RescuePreviewPanel } from './RescuePreviewPanel';
import { UnitToggle } from './UnitToggle';

export type RescueDetailValues = {
  /** The chosen holding's id ("RCPS-000"); `''` until one is chosen. */
  fund_series: string;
  /** Partial or total; `''` until chosen. */
  kind: RescueKind | '';
  /** How a partial rescue is asked for. */
  unit: RescueUnit;
  /** The amount as a decimal string (`'1500.5'`), `''` when empty. */
  amount: string;
  /** The cuotas as a decimal string with up to 8 decimals, `''` when empty. */
  cuotas: string;
};

/** The fund's rescue minimums, decimal strings in its currency. */
export interface RescueMinimums {
  /** The least a partial rescue may be. */
  rescue: string;
  /** The least that must stay invested after a partial rescue. */
  balance: string;
}

/** Another rescue of this fund is not allowed yet (one rescue every 24 hours per fund). */
export interface RescueBlock {
  /** ISO instant from which a new rescue is allowed. */
  until: string;
}

/** A PDF about the fund (the reglamento de participación). */
export type RescueDocument = InvestmentDocument;

/** Ids of the Detalle fields, in page order, for the error summary's links and tests. */
export const rescueDetailFieldIds = {
  form: 'rescue-detail-form',
  fund_series: 'rescue-holding',
  kind: 'rescue-kind',
  unit: 'rescue-unit',
  amount: 'rescue-amount',
  cuotas: 'rescue-cuotas',
  preview: 'rescue-preview',
} as const;

export interface RescueDetailStepScreenProps
  extends WizardStepFrameState<'rescue'>, FormScreenState<RescueDetailValues> {
  /** The customer's positions: a select when there are several; the chosen one in a card. */
  holdings: readonly RescueHolding[];
  /** The chosen series' minimums, shown as hints. */
  minimums: RescueMinimums;
  /** The estimate of what the rescue gives, `null` while nothing valid is typed. */
  preview: RescuePreview | null;
  /** Set while the 24-hour rule forbids a new rescue of this fund: a warning, continue disabled. */
  blocked?: RescueBlock | null;
  /** With `blocked`: where "Ver mis movimientos" leads, to follow the rescue in progress. */
  movementsHref?: string;
  /** PDFs about the fund (the reglamento de participación). */
  documents?: readonly RescueDocument[];
  /** Renders links, so the portal can pass its router's Link. @default a plain `<a>` */
  renderLink?: RenderLink;
  /** @default 'Continuar' */
  continueLabel?: string;
}

/** Cuotas as typed: digits and at most one point with up to 8 decimals. */
const CUOTAS_TYPING = /^\d*(?:\.\d{0,8})?$/;

/** One figure of the holding's card: a row on phones, a column from `sm` up. */
function HoldingFigure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-baseline justify-between gap-4 sm:block">
      <dt className="min-w-0 text-sm text-muted">{term}</dt>
      <dd className="shrink-0 text-end font-semibold sm:text-start">{children}</dd>
    </div>
  );
}

/** The chosen holding at a glance: fund and series, cuotas held, latest valor cuota, value. */
function HoldingCard({ holding }: { holding: RescueHolding }) {
  return (
    <section
      aria-label="Tu inversión en esta serie"
      data-slot="rescue-holding"
      className="rounded-lg border border-border bg-surface-sunken p-4 sm:p-5"
    >
      <dl className="flex flex-col gap-2 sm:grid sm:grid-cols-3 sm:gap-x-6 sm:gap-y-3">
        <div className="min-w-0 sm:col-span-full">
          <dt className="text-sm text-muted">Fondo</dt>
          <dd className="font-display text-lg font-semibold text-balance">
            {holding.fundName} <span className="font-sans font-normal text-muted">·</span>{' '}
            {holding.seriesLabel}
          </dd>
        </div>
        <HoldingFigure term="Tus cuotas">
          <span className="tabular-nums">{formatCuotas(holding.cuotas)}</span>
        </HoldingFigure>
        <HoldingFigure term="Valor cuota">
          <ValorCuota
            value={holding.valorCuota}
            currency={holding.currency}
            date={holding.valorCuotaDate}
            className="items-end sm:items-start"
          />
        </HoldingFigure>
        <HoldingFigure term="Valor de tu inversión">
          <Money amount={holding.value} currency={holding.currency} />
        </HoldingFigure>
      </dl>
    </section>
  );
}

/** "Monto mínimo de rescate: S/ 100.00" and "Saldo mínimo de permanencia: S/ 500.00". */
function MinimumHints({ minimums, currency }: { minimums: RescueMinimums; currency: Currency }) {
  return (
    <>
      <span className="block">
        Monto mínimo de rescate: <Money amount={minimums.rescue} currency={currency} />
      </span>
      <span className="block">
        Saldo mínimo de permanencia: <Money amount={minimums.balance} currency={currency} />
      </span>
    </>
  );
}

/**
 * Detalle, the first step of a rescue: which position (a select when the customer has several,
 * and the chosen one in a card), a partial or a total rescue, and for a partial one the amount
 * (in the fund's currency or in cuotas) with the minimums as hints. "Resumen estimado" follows
 * what is typed: cuotas to sell, the early-rescue fee and why, the net amount, what stays
 * invested, the payment day and when the next rescue is allowed. While the 24-hour rule
 * applies, a warning says until when and the continue button is disabled.
 */
export function RescueDetailStepScreen(props: RescueDetailStepScreenProps) {
  const {
    values,
    errors,
    holdings,
    minimums,
    preview,
    blocked,
    movementsHref,
    documents = [],
    renderLink = renderAnchor,
    continueLabel,
    submitting,
  } = props;
  const { form, preview: previewId, ...fields } = rescueDetailFieldIds;

  const several = holdings.length > 1;
  const holding = several ? holdings.find((h) => h.id === values.fund_series) : holdings[0];
  const currency: Currency = holding?.currency ?? 'PEN';
  const partial = values.kind === 'partial';
  const kindIndex = values.kind === 'total' ? 1 : 0;

  // Only the fields on the page, in page order: a hidden field's error has nowhere to lead.
  const shown: Partial<Record<keyof RescueDetailValues, string>> = {};
  if (several) shown.fund_series = fields.fund_series;
  shown.kind = `${fields.kind}-${kindIndex}`;
  if (partial && values.unit === 'amount') shown.amount = fields.amount;
  if (partial && values.unit === 'cuotas') shown.cuotas = fields.cuotas;
  const summary = summaryErrors(props, shown, form);

  const words = currencyWords[currency];
  const inCuotas = partial && values.unit === 'cuotas';
  const typed = inCuotas ? values.cuotas : values.amount;
  const placeholder = !holding
    ? 'Elige el fondo del que quieres rescatar para ver cuánto recibirías.'
    : !values.kind
      ? 'Elige si quieres un rescate parcial o total para ver cuánto recibirías.'
      : !partial
        ? 'Estamos calculando cuánto recibirías.'
        : typed
          ? inCuotas
            ? 'Revisa las cuotas: verás aquí cuánto recibirías cuando cumplan los mínimos del fondo.'
            : 'Revisa el monto: verás aquí cuánto recibirías cuando cumpla los mínimos del fondo.'
          : inCuotas
            ? 'Escribe cuántas cuotas quieres rescatar para ver cuánto recibirías y cuándo.'
            : 'Escribe el monto que quieres rescatar para ver cuánto recibirías y cuándo.';

  const onCuotasChange = (event: ChangeEvent<HTMLInputElement>) => {
    // A decimal point typed as a comma is taken as the point; anything else is refused.
    const typed = event.target.value.replace(',', '.');
    if (CUOTAS_TYPING.test(typed)) props.onValueChange('cuotas', typed);
  };

  return (
    <WizardFrame
      wizard="rescue"
      {...wizardFrameOf<'rescue'>(props)}
      fundName={props.fundName ?? holding?.fundName}
      currentStep="detalle"
      formId={form}
      submitting={submitting}
      continueDisabled={Boolean(blocked)}
      continueLabel={continueLabel}
      alert={
        blocked ? (
          <Alert
            variant="warning"
            announce={false}
            title="Aún no puedes solicitar otro rescate de este fondo"
            data-slot="rescue-blocked"
            action={
              movementsHref
                ? renderLink({
                    href: movementsHref,
                    className: screenLinkClasses,
                    children: 'Ver mis movimientos',
                  })
                : undefined
            }
          >
            Solo puedes hacer un rescate cada 24 horas por fondo. Podrás solicitar el siguiente
            desde el <time dateTime={blocked.until}>{formatLimaDateTime(blocked.until)}</time>.
          </Alert>
        ) : undefined
      }
    >
      <ScreenForm
        id={form}
        errors={summary}
        // Blocked, the form cannot be sent, not even with Enter in a field.
        form={{
          submitCount: props.submitCount,
          onSubmit: blocked ? () => undefined : props.onSubmit,
        }}
      >
        {several ? (
          <SelectField
            label="Fondo y serie"
            required
            placeholder="Selecciona una inversión"
            options={holdings.map((h) => ({
              value: h.id,
              label: `${h.fundName} · ${h.seriesLabel}`,
            }))}
            {...textFieldProps(props, 'fund_series', fields.fund_series)}
          />
        ) : null}

        {holding ? <HoldingCard holding={holding} /> : null}

        <ChoiceCards
          id={fields.kind}
          name="kind"
          label="¿Cuánto quieres rescatar?"
          required
          columns={2}
          value={values.kind}
          error={errors.kind}
          onValueChange={(value) => props.onValueChange('kind', value as RescueKind)}
          options={[
            {
              value: 'partial',
              title: 'Rescate parcial',
              description: 'Retira una parte de tu inversión',
              icon: <HandCoins />,
            },
            {
              value: 'total',
              title: 'Rescate total',
              description: 'Retira todo lo que tienes en esta serie',
              icon: <Wallet />,
            },
          ]}
        />

        {partial ? (
          <div data-slot="rescue-partial" className="flex flex-col gap-4">
            <UnitToggle
              id={fields.unit}
              name="unit"
              label="¿Cómo quieres indicarlo?"
              value={values.unit}
              onValueChange={(unit) => props.onValueChange('unit', unit)}
              options={[
                { value: 'amount', label: `En ${words}` },
                { value: 'cuotas', label: 'En cuotas' },
              ]}
            />
            {values.unit === 'amount' ? (
              <MoneyField
                label="Monto a rescatar"
                required
                currency={currency}
                id={fields.amount}
                name="amount"
                value={values.amount}
                error={errors.amount}
                hint={<MinimumHints minimums={minimums} currency={currency} />}
                onValueChange={(value) => props.onValueChange('amount', value)}
                onBlur={() => props.onBlur?.('amount')}
                className="sm:max-w-sm"
              />
            ) : (
              <TextField
                label="Cuotas a rescatar"
                required
                inputMode="decimal"
                autoComplete="off"
                spellCheck={false}
                suffix="cuotas"
                hint={
                  <>
                    {holding ? (
                      <span className="block">
                        Tienes {formatCuotas(holding.cuotas)} cuotas. Hasta 8 decimales.
                      </span>
                    ) : (
                      <span className="block">Hasta 8 decimales.</span>
                    )}
                    <MinimumHints minimums={minimums} currency={currency} />
                  </>
                }
                {...textFieldProps(props, 'cuotas', fields.cuotas)}
                onChange={onCuotasChange}
                inputClassName="tabular-nums"
                className="sm:max-w-sm"
              />
            )}
          </div>
        ) : values.kind === 'total' && holding ? (
          <p data-slot="rescue-total" className="text-muted">
            Rescatarás tus {formatCuotas(holding.cuotas)} cuotas de esta serie y tu inversión en
            ella quedará en cero.
          </p>
        ) : null}

        <RescuePreviewPanel
          id={previewId}
          preview={holding ? preview : null}
          currency={currency}
          kind={values.kind}
          unit={values.unit}
          placeholder={placeholder}
        />

        {documents.length > 0 ? (
          <DocumentLinks documents={documents} className="flex flex-col gap-2" />
        ) : null}
      </ScreenForm>
    </WizardFrame>
  );
}
