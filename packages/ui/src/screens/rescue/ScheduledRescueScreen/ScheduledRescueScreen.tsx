import type { RenderLink } from '../../../composites/AppShell';
import { WizardLayout } from '../../../composites/WizardLayout';
import { CalendarClock, Info, Landmark } from '../../../icons';
import { cn } from '../../../lib/cn';
import { ChoiceCards } from '../../../primitives/ChoiceCards';
import { EmptyState } from '../../../primitives/EmptyState';
import { Money, currencyWords, type Currency } from '../../../primitives/Money';
import { MoneyField } from '../../../primitives/MoneyField';
import { SelectField } from '../../../primitives/SelectField';
import {
  ScreenForm,
  renderAnchor,
  screenLinkClasses,
  summaryErrors,
  type FormScreenState,
} from '../../shared';
import {
  accountOptions,
  type RescueBankAccount,
} from '../RescueAccountStepScreen/RescueAccountStepScreen';
import { formatRescueDay } from '../format';

/** The form's values, as the flows hook keeps them. */
export interface ScheduledRescueFormValues {
  [key: string]: unknown;
  /** Each month's amount, in the fund's currency. */
  amount: string;
  /** The day of the month, `'1'` to `'28'`, `''` while none is chosen. */
  day: string;
  /** The chosen account's id. */
  account: string;
}

/** Ids of the fields, for the error summary's links and tests. */
export const scheduledRescueFieldIds = {
  form: 'scheduled-rescue-form',
  amount: 'scheduled-rescue-amount',
  day: 'scheduled-rescue-day',
  account: 'scheduled-rescue-account',
} as const;

export interface ScheduledRescueScreenProps extends FormScreenState<ScheduledRescueFormValues> {
  /** The fund and series the rescues sell cuotas of. */
  fundName: string;
  seriesLabel: string;
  currency: Currency;
  /** What the customer may rescue now, a decimal string. */
  available: string;
  /** The series' minimum rescue: each month's amount is at least this. */
  minimum: string;
  /** The days the customer may choose, `'1'` to `'28'`. */
  days: readonly string[];
  /** The first rescue's ISO day for the chosen day, `null` while none is chosen. */
  firstDate: string | null;
  /** The customer's accounts in the fund's currency, main one first. */
  accounts: readonly RescueBankAccount[];
  /** Where "Agregar una cuenta" leads; what was typed is kept meanwhile. */
  addAccountHref: string;
  /** Back to the portfolio. */
  onBack?: () => void;
  renderLink?: RenderLink;
}

/**
 * "Programar rescate": a fixed amount rescued on a chosen day of each month (1 to 28) to one of
 * the customer's accounts in the fund's currency. Shows the series' minimum and what is
 * available, the first rescue's day, and the rules each month's rescue keeps (the minimums,
 * one rescue each 24 hours, the next business day when the day is not one). Without an account
 * in that currency it leads to adding one.
 */
export function ScheduledRescueScreen(props: ScheduledRescueScreenProps) {
  const { values, errors, currency, accounts, firstDate, renderLink = renderAnchor } = props;
  const ids = scheduledRescueFieldIds;
  const words = currencyWords[currency];
  const empty = accounts.length === 0;
  const chosenIndex = Math.max(
    0,
    accounts.findIndex((a) => a.id === values.account),
  );
  const errorList = summaryErrors(
    props,
    { amount: ids.amount, day: ids.day, account: `${ids.account}-${chosenIndex}` },
    ids.form,
  );
  const addAccount = (className?: string) =>
    renderLink({
      href: props.addAccountHref,
      className: cn(screenLinkClasses, className),
      children: `Agregar una cuenta en ${words}`,
    });

  return (
    <WizardLayout
      title="Programar rescate"
      description={`${props.fundName}, ${props.seriesLabel}`}
      onBack={props.onBack}
      continueForm={ids.form}
      continueLabel="Programar rescate"
      continueLoading={props.submitting}
      continueDisabled={empty}
    >
      <ScreenForm
        id={ids.form}
        errors={errorList}
        form={{
          submitCount: props.submitCount,
          onSubmit: empty ? () => undefined : props.onSubmit,
        }}
      >
        <p className="flex items-start gap-2 text-text">
          <CalendarClock aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>
            Cada mes, el día que elijas, rescataremos el mismo monto de tus cuotas y lo
            depositaremos en tu cuenta. Puedes pausarlo o cancelarlo cuando quieras desde Inicio.
          </span>
        </p>

        <MoneyField
          id={ids.amount}
          name="amount"
          label="Monto de cada rescate"
          required
          currency={currency}
          value={values.amount}
          error={errors.amount}
          hint={
            <>
              Mínimo <Money amount={props.minimum} currency={currency} />. Hoy tienes disponible{' '}
              <Money amount={props.available} currency={currency} />.
            </>
          }
          onValueChange={(value) => props.onValueChange('amount', value)}
          onBlur={() => props.onBlur?.('amount')}
          className="sm:max-w-sm"
        />

        <SelectField
          id={ids.day}
          name="day"
          label="Día de cada mes"
          required
          placeholder="Elige un día"
          options={props.days.map((day) => ({ value: day, label: `Día ${day}` }))}
          value={values.day}
          error={errors.day}
          hint="Del 1 al 28, para que todos los meses lo tengan."
          onValueChange={(value) => props.onValueChange('day', value)}
          onBlur={() => props.onBlur?.('day')}
          className="sm:max-w-sm"
        />

        {empty ? (
          <EmptyState
            data-slot="scheduled-rescue-no-accounts"
            icon={<Landmark />}
            title={`No tienes cuentas en ${words}`}
            description={`Pagamos los rescates solo a cuentas bancarias a tu nombre en la moneda del fondo. Agrega una cuenta en ${words}; lo que escribiste se mantiene.`}
            action={addAccount()}
          />
        ) : (
          <div className="flex flex-col gap-3">
            <ChoiceCards
              id={ids.account}
              name="account"
              label="¿En qué cuenta quieres recibir el dinero?"
              required
              hint={`Solo cuentas a tu nombre en ${words}.`}
              value={values.account}
              error={errors.account}
              onValueChange={(id) => props.onValueChange('account', id)}
              options={accountOptions(accounts)}
            />
            {addAccount('self-start')}
          </div>
        )}

        <div
          data-slot="scheduled-rescue-rules"
          className="flex flex-col gap-2 rounded-lg border border-border bg-surface-sunken p-4 text-sm text-text"
        >
          {firstDate ? (
            <p className="font-semibold">
              Tu primer rescate será el{' '}
              <time dateTime={firstDate}>{formatRescueDay(firstDate)}</time>, o el día hábil
              siguiente si ese día no lo es.
            </p>
          ) : null}
          <p className="flex items-start gap-2 text-muted">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              Cada rescate sigue las reglas de un rescate: el monto mínimo, el saldo mínimo de
              permanencia y uno cada 24 horas por fondo. Si un mes no se puede hacer, te diremos por
              qué en Inicio y lo intentaremos el mes siguiente.
            </span>
          </p>
        </div>
      </ScreenForm>
    </WizardLayout>
  );
}
