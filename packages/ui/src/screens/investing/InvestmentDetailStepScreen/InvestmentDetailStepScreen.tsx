import type { ReactNode } from 'react';
import { CalendarClock, Receipt, RotateCw } from '../../../icons';
import { Alert } from '../../../primitives/Alert';
import { Checkbox } from '../../../primitives/Checkbox';
import { ChoiceCards } from '../../../primitives/ChoiceCards';
import { Money, Percent, currencyWords, type Currency } from '../../../primitives/Money';
import { MoneyField } from '../../../primitives/MoneyField';
import { SelectField, type SelectOption } from '../../../primitives/SelectField';
import { cn } from '../../../lib/cn';
import {
  FieldGrid,
  DocumentLinks,
  ScreenForm,
  SourceOfFundsFields,
  checkboxProps,
  lateOrderNote,
  renderAnchor,
  screenLinkClasses,
  summaryErrors,
  textFieldProps,
  type CutoffDayState,
  type FormScreenState,
} from '../../shared';
import type { RenderLink } from '../../../composites/AppShell';
import { WizardFrame, wizardFrameOf, type WizardStepFrameState } from '../../shared/WizardFrame';
import { formatTradeDay, isZeroDecimal } from '../format';

export type InvestmentDetailValues = {
  /** The fund's code; fixed when the customer came from a fund's page (`fundLocked`). */
  fund_code: string;
  /** The amount as a decimal string (`'1500.5'`), `''` when empty. */
  amount: string;
  /** The chosen series' code. */
  series: string;
  /** Where the money comes from (one of `fundsOrigins`). */
  funds_origin: string;
  /** Asked when `fundsOriginOtherShown`. */
  funds_origin_other: string;
  /** The customer read that the fund is riskier than their profile; asked with `suitability`. */
  suitability_ack: boolean;
};

/** A series of the fund as this customer may buy it now. */
export interface InvestmentSeriesOption {
  /** The series' code. */
  value: string;
  /** Its name, e.g. "Serie A". */
  label: string;
  /** The minimum that applies to this customer, a decimal string in the fund's currency. */
  minimum: string;
  /** `initial` when the customer holds none of the series yet, else `additional`. */
  minimumKind: 'initial' | 'additional';
  /** Whether it can be chosen now. */
  available: boolean;
  /** Why it cannot be chosen, or a remark, e.g. "Disponible desde S/ 50,000.00". */
  note?: string;
}

/** The fund's fees, as the customer must read them before investing. */
export interface InvestmentFees {
  /** Yearly unified fee, per cent, IGV included (`'1.77'`); already inside the valor cuota. */
  unifiedFeePct: string;
  /** Fee on a rescue made too early, per cent of the amount rescued (`'1.00'`; `'0'` for none). */
  earlyRescueFeePct: string;
  /** Days the cuotas must be held for the early-rescue fee not to apply. */
  earlyRescueMinDays: number;
}

/** The day whose valor cuota an order placed now gets. */
export interface InvestmentTradeDate {
  /** The Lima day, `YYYY-MM-DD`. */
  date: string;
  /** The fund's daily cut-off, Lima time, `HH:mm`. */
  cutoffTime: string;
  /**
   * Before today's cut-off (`date` is today), after it, or today is not a business day (in the
   * last two `date` is the next business day, and the screen says why).
   */
  state: CutoffDayState;
}

/** Set when the fund is riskier than the customer's profile. */
export interface InvestmentSuitability {
  /** The fund's risk, e.g. "Alto". */
  fundRiskLabel: string;
  /** The customer's profile, e.g. "Moderado". */
  customerProfileLabel: string;
}

/** A PDF about the fund (the prospecto simplificado). */
export interface InvestmentDocument {
  /** E.g. "Prospecto simplificado". */
  title: string;
  /** Address of the PDF; it opens in a new tab. */
  href: string;
}

/** Ids of the Detalle fields, in page order, for the error summary's links and tests. */
export const investmentDetailFieldIds = {
  form: 'investment-detail-form',
  fund_code: 'investment-fund',
  suitability_ack: 'investment-suitability-ack',
  amount: 'investment-amount',
  series: 'investment-series',
  funds_origin: 'investment-funds-origin',
  funds_origin_other: 'investment-funds-origin-other',
} as const;

export interface InvestmentDetailStepScreenProps
  extends WizardStepFrameState<'investment'>, FormScreenState<InvestmentDetailValues> {
  /** The funds the customer may invest in (a select when the fund is not locked). */
  funds: readonly SelectOption[];
  /** The customer came from a fund's page: its name is shown, not a select. */
  fundLocked: boolean;
  /** With a locked fund: where "Cambiar fondo" leads (the funds list). */
  changeFundHref?: string;
  /** Currency of the fund: the amount's prefix and every amount on the step. */
  currency: Currency;
  /** The fund's series; an unavailable one is shown disabled with its note. */
  seriesOptions: readonly InvestmentSeriesOption[];
  /** Where the money comes from; one of them is "Otro". */
  fundsOrigins: readonly SelectOption[];
  /** The origin is "Otro": asks which. */
  fundsOriginOtherShown: boolean;
  /** The fund's fees. */
  fees: InvestmentFees;
  /** When the order will be priced. */
  tradeDate: InvestmentTradeDate;
  /** The fund is riskier than the customer's profile: a warning and a required acknowledgment. */
  suitability: InvestmentSuitability | null;
  /** PDFs to read before investing (the prospecto simplificado). */
  documents?: readonly InvestmentDocument[];
  /** Renders links, so the portal can pass its router's Link. @default a plain `<a>` */
  renderLink?: RenderLink;
  /** @default 'Continuar' */
  continueLabel?: string;
}

const KIND_WORD = { initial: 'inicial', additional: 'adicional' } as const;

/** "Monto mínimo de inversión inicial: S/ 1,000.00". */
function MinimumHint({ series, currency }: { series: InvestmentSeriesOption; currency: Currency }) {
  return (
    <>
      Monto mínimo de inversión {KIND_WORD[series.minimumKind]}:{' '}
      <Money amount={series.minimum} currency={currency} />
    </>
  );
}

/** "Comisión unificada anual…" and "Comisión por rescate anticipado…", in words. */
function FeeLines({ fees }: { fees: InvestmentFees }) {
  const noEarlyFee = isZeroDecimal(fees.earlyRescueFeePct) || fees.earlyRescueMinDays <= 0;
  const days = fees.earlyRescueMinDays === 1 ? '1 día' : `${fees.earlyRescueMinDays} días`;
  return (
    <>
      <InfoLine icon={<Receipt />}>
        Comisión unificada anual: <Percent value={fees.unifiedFeePct} /> (incluye IGV), ya incluida
        en el valor cuota.
      </InfoLine>
      <InfoLine icon={<RotateCw />}>
        {noEarlyFee ? (
          'Sin comisión por rescate anticipado: puedes rescatar cuando quieras.'
        ) : (
          <>
            Comisión por rescate anticipado: <Percent value={fees.earlyRescueFeePct} /> si rescatas
            antes de {days}.
          </>
        )}
      </InfoLine>
    </>
  );
}

function InfoLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span aria-hidden="true" className="mt-0.5 shrink-0 text-primary [&_svg]:size-5">
        {icon}
      </span>
      <span className="min-w-0">{children}</span>
    </li>
  );
}

/**
 * Detalle, the first step of an investment: the fund (fixed when the customer came from its
 * page, with a way to change it), the amount in the fund's currency with the series' minimum,
 * the series, where the money comes from, and what the customer must know before going on:
 * the day whose valor cuota the order gets, the fees and the fund's prospecto. A fund riskier
 * than the customer's profile shows a warning and asks to acknowledge it.
 */
export function InvestmentDetailStepScreen(props: InvestmentDetailStepScreenProps) {
  const {
    values,
    errors,
    funds,
    fundLocked,
    changeFundHref,
    currency,
    seriesOptions,
    fundsOrigins,
    fundsOriginOtherShown,
    fees,
    tradeDate,
    suitability,
    documents = [],
    renderLink = renderAnchor,
    continueLabel,
    submitting,
  } = props;
  const { form, ...fields } = investmentDetailFieldIds;

  const fundName = props.fundName ?? funds.find((f) => f.value === values.fund_code)?.label;
  const chosenSeries = seriesOptions.find((s) => s.value === values.series);
  const hintSeries = chosenSeries ?? seriesOptions.find((s) => s.available);
  // The summary's link leads to the chosen card, or to the first one that can be chosen.
  const seriesIndex = Math.max(
    0,
    seriesOptions.findIndex((s) => (chosenSeries ? s === chosenSeries : s.available)),
  );

  // Only the fields on the page, in page order: a hidden field's error has nowhere to lead.
  const shown: Partial<Record<keyof InvestmentDetailValues, string>> = {};
  if (!fundLocked) shown.fund_code = fields.fund_code;
  if (suitability) shown.suitability_ack = fields.suitability_ack;
  shown.amount = fields.amount;
  shown.series = `${fields.series}-${seriesIndex}`;
  shown.funds_origin = fields.funds_origin;
  if (fundsOriginOtherShown) shown.funds_origin_other = fields.funds_origin_other;
  const summary = summaryErrors(props, shown, form);

  const words = currencyWords[currency];
  const tradeDay = formatTradeDay(tradeDate.date);
  const lateNote = lateOrderNote(tradeDate.state, 'solicitud');

  return (
    <WizardFrame
      wizard="investment"
      {...wizardFrameOf<'investment'>(props)}
      fundName={fundName}
      currentStep="detalle"
      formId={form}
      submitting={submitting}
      continueLabel={continueLabel}
    >
      <ScreenForm id={form} errors={summary} form={props}>
        {fundLocked ? (
          <div
            data-slot="investment-fund"
            className="flex flex-col gap-3 rounded-lg border border-border bg-surface-sunken p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <dl className="min-w-0">
              <dt className="text-sm text-muted">Fondo</dt>
              <dd className="font-display text-lg font-semibold text-balance">{fundName}</dd>
              <dd className="text-sm text-muted">Inviertes en {words}</dd>
            </dl>
            {changeFundHref
              ? renderLink({
                  href: changeFundHref,
                  className: cn(screenLinkClasses, 'shrink-0 self-start sm:self-center'),
                  children: 'Cambiar fondo',
                })
              : null}
          </div>
        ) : (
          <SelectField
            label="Fondo"
            required
            placeholder="Selecciona un fondo"
            options={funds}
            hint={values.fund_code ? `Inviertes en ${words}.` : undefined}
            {...textFieldProps(props, 'fund_code', fields.fund_code)}
          />
        )}

        {suitability ? (
          <div data-slot="investment-suitability" className="flex flex-col gap-4">
            <Alert
              variant="warning"
              announce={false}
              title={`Este fondo tiene un riesgo mayor al de tu perfil ${suitability.customerProfileLabel.toLocaleLowerCase('es-PE')}`}
            >
              Es un fondo de riesgo {suitability.fundRiskLabel.toLocaleLowerCase('es-PE')}: su valor
              cuota puede subir y bajar más de lo que tu perfil tolera. Puedes invertir igual si
              confirmas que conoces este riesgo.
            </Alert>
            <Checkbox
              required
              label="Entiendo que este fondo tiene un riesgo mayor al de mi perfil y quiero invertir en él."
              {...checkboxProps(props, 'suitability_ack', fields.suitability_ack)}
            />
          </div>
        ) : null}

        <MoneyField
          label="Monto a invertir"
          required
          currency={currency}
          id={fields.amount}
          name="amount"
          value={values.amount}
          error={errors.amount}
          hint={hintSeries ? <MinimumHint series={hintSeries} currency={currency} /> : undefined}
          onValueChange={(value) => props.onValueChange('amount', value)}
          onBlur={() => props.onBlur?.('amount')}
          className="sm:max-w-sm"
        />

        <ChoiceCards
          id={fields.series}
          name="series"
          label="Serie"
          required
          columns={seriesOptions.length > 1 ? 2 : 1}
          value={values.series}
          error={errors.series}
          onValueChange={(value) => props.onValueChange('series', value)}
          options={seriesOptions.map((series) => ({
            value: series.value,
            title: series.label,
            disabled: !series.available,
            description: series.available ? (
              <>
                <span className="block">
                  Mínimo {KIND_WORD[series.minimumKind]}:{' '}
                  <Money amount={series.minimum} currency={currency} />
                </span>
                {series.note ? <span className="block">{series.note}</span> : null}
              </>
            ) : (
              (series.note ?? 'No disponible por ahora.')
            ),
          }))}
        />

        <FieldGrid>
          <SourceOfFundsFields
            form={props}
            source={{ name: 'funds_origin', id: fields.funds_origin }}
            other={{ name: 'funds_origin_other', id: fields.funds_origin_other }}
            options={fundsOrigins}
            hint="De dónde viene el dinero que inviertes."
            otherShown={fundsOriginOtherShown}
          />
        </FieldGrid>

        <section
          aria-labelledby={`${form}-before`}
          data-slot="investment-before"
          className="flex flex-col gap-3 rounded-lg bg-surface-sunken p-4 sm:p-5"
        >
          <h2 id={`${form}-before`} className="font-display text-lg font-semibold">
            Antes de continuar
          </h2>
          <ul className="flex flex-col gap-3">
            <InfoLine icon={<CalendarClock />}>
              Tu inversión se procesará con el valor cuota del{' '}
              <time dateTime={tradeDate.date} className="font-semibold">
                {tradeDay}
              </time>{' '}
              (solicitudes hasta las {tradeDate.cutoffTime}, hora de Lima).
              {lateNote ? <span className="mt-1 block">{lateNote}</span> : null}
            </InfoLine>
            <FeeLines fees={fees} />
          </ul>
          {documents.length > 0 ? (
            <DocumentLinks
              documents={documents}
              className="flex flex-col gap-2 border-t border-border pt-3"
            />
          ) : null}
        </section>
      </ScreenForm>
    </WizardFrame>
  );
}
