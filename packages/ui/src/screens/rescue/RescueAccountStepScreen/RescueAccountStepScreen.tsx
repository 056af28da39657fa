import type { RenderLink } from '../../../composites/AppShell';
import { BadgeCheck, Landmark } from '../../../icons';
import { cn } from '../../../lib/cn';
import { ChoiceCards } from '../../../primitives/ChoiceCards';
import { EmptyState } from '../../../primitives/EmptyState';
import { currencyWords, type Currency } from '../../../primitives/Money';
import { ScreenForm, renderAnchor, screenLinkClasses, summaryErrors } from '../../shared';
import { WizardFrame, wizardFrameOf, type WizardStepFrameState } from '../../shared/WizardFrame';
import { RescueSummaryCard, type RescueSummary } from '../RescueSummaryCard';
import { formatRescueDay, lastFour, maskAccountNumber } from '../format';

/** One of the customer's own bank accounts, in the fund's currency. */
export interface RescueBankAccount {
  /** The account's id. */
  id: string;
  /** The bank's name as customers know it, e.g. "BCP". */
  bankName: string;
  /** The name the customer gave it, e.g. "Mi cuenta sueldo". */
  alias?: string | null;
  /** The kind of account, e.g. "Cuenta de ahorros". */
  typeLabel: string;
  /** The account number; only its last four digits are shown. */
  accountNumber: string;
  /** The customer's main account: marked "Principal". */
  isMain: boolean;
}

/** Ids of the Cuenta step, for the error summary's link and tests. */
export const rescueAccountFieldIds = {
  form: 'rescue-account-form',
  account: 'rescue-account',
} as const;

export interface RescueAccountStepScreenProps extends WizardStepFrameState<'rescue'> {
  /** The customer's accounts in the fund's currency (already filtered), main one first. */
  accounts: readonly RescueBankAccount[];
  /** The chosen account's id, `''` when none is. */
  value: string;
  /** Called with the chosen account's id. */
  onChange: (id: string) => void;
  /** The choice's error (Spanish), e.g. "Elige la cuenta donde recibirás el dinero." */
  error?: string;
  /** A server error not tied to the choice (Spanish). */
  formError?: string;
  /** Grows on every submit attempt: the error summary shows and takes the focus. */
  submitCount: number;
  /** The rescue is being requested: the button shows a spinner and ignores clicks. */
  submitting: boolean;
  /** Called when the customer requests the rescue. */
  onSubmit: () => void;
  /** Currency of the fund, and of the accounts the rescue may be paid to. */
  currency: Currency;
  /** Where "Agregar una cuenta en soles" leads; the app keeps the wizard's answers meanwhile. */
  addAccountHref: string;
  /** The rescue set up on Detalle. */
  summary: RescueSummary;
  /** Renders links, so the portal can pass its router's Link. @default a plain `<a>` */
  renderLink?: RenderLink;
  /** @default 'Solicitar rescate' */
  continueLabel?: string;
}

/** "BCP •••• 2542" and the "Principal" mark, heard as "BCP, cuenta terminada en 2542, principal". */
function AccountTitle({ account }: { account: RescueBankAccount }) {
  const spoken = `${account.bankName}, cuenta terminada en ${lastFour(account.accountNumber)}`;
  return (
    <>
      <span className="sr-only">{account.isMain ? `${spoken}, principal` : spoken}</span>
      <span aria-hidden="true" className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="break-words">{account.bankName}</span>
        <span className="font-normal whitespace-nowrap tabular-nums">
          {maskAccountNumber(account.accountNumber)}
        </span>
        {account.isMain ? (
          <span
            data-slot="rescue-account-main"
            className="inline-flex items-center gap-1 rounded-full border border-primary bg-secondary px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-secondary-foreground [&_svg]:size-3.5"
          >
            <BadgeCheck />
            Principal
          </span>
        ) : null}
      </span>
    </>
  );
}

/** The customer's accounts as radio cards (bank, masked number, main mark, alias, type). */
export function accountOptions(accounts: readonly RescueBankAccount[]) {
  return accounts.map((account) => ({
    value: account.id,
    icon: <Landmark />,
    title: <AccountTitle account={account} />,
    description: (
      <>
        {account.alias ? (
          <span className="block font-medium break-words text-text group-data-[state=checked]:text-secondary-foreground">
            {account.alias}
          </span>
        ) : null}
        <span className="block">{account.typeLabel}</span>
      </>
    ),
  }));
}

/**
 * Cuenta, the last step of a rescue: the rescue's recap, the customer's accounts in the fund's
 * currency as radio cards (bank, alias, type, the last four digits, the main one marked), a way
 * to add an account, and "Solicitar rescate" with a reminder that the request cannot be undone
 * after the cut-off. Without an account in that currency it says so and leads to adding one.
 */
export function RescueAccountStepScreen(props: RescueAccountStepScreenProps) {
  const {
    accounts,
    value,
    onChange,
    error,
    currency,
    addAccountHref,
    summary,
    submitting,
    renderLink = renderAnchor,
    continueLabel = 'Solicitar rescate',
  } = props;
  const ids = rescueAccountFieldIds;
  const words = currencyWords[currency];
  const empty = accounts.length === 0;
  const chosenIndex = Math.max(
    0,
    accounts.findIndex((account) => account.id === value),
  );
  const errorList = summaryErrors(
    { errors: { account: error }, formError: props.formError, submitCount: props.submitCount },
    { account: `${ids.account}-${chosenIndex}` },
    ids.form,
  );
  const { tradeDate } = summary.preview;

  return (
    <WizardFrame
      wizard="rescue"
      {...wizardFrameOf<'rescue'>(props)}
      fundName={props.fundName ?? summary.fundName}
      currentStep="cuenta"
      formId={ids.form}
      submitting={submitting}
      continueDisabled={empty}
      continueLabel={continueLabel}
    >
      <ScreenForm
        id={ids.form}
        errors={errorList}
        form={{
          submitCount: props.submitCount,
          onSubmit: empty ? () => undefined : props.onSubmit,
        }}
      >
        <RescueSummaryCard summary={summary} currency={currency} />

        {empty ? (
          <EmptyState
            data-slot="rescue-no-accounts"
            icon={<Landmark />}
            title={`No tienes cuentas en ${words}`}
            description={`Pagamos los rescates solo a cuentas bancarias a tu nombre en la moneda del fondo. Agrega una cuenta en ${words} para recibir este rescate; lo que elegiste en el paso anterior se mantiene.`}
            // A text link, not a button: its long label must wrap on a narrow screen.
            action={renderLink({
              href: addAccountHref,
              className: screenLinkClasses,
              children: `Agregar una cuenta en ${words}`,
            })}
          />
        ) : (
          <div className="flex flex-col gap-3">
            <ChoiceCards
              id={ids.account}
              name="account"
              label="¿En qué cuenta quieres recibir el dinero?"
              required
              hint={`Solo cuentas a tu nombre en ${words}.`}
              value={value}
              error={error}
              onValueChange={onChange}
              options={accountOptions(accounts)}
            />
            {renderLink({
              href: addAccountHref,
              className: cn(screenLinkClasses, 'self-start'),
              children: `Agregar una cuenta en ${words}`,
            })}
          </div>
        )}

        {empty ? null : (
          <p data-slot="rescue-cutoff-note" className="text-sm text-muted">
            Después de la hora de corte ({tradeDate.cutoffTime}, hora de Lima) del{' '}
            <time dateTime={tradeDate.date}>{formatRescueDay(tradeDate.date)}</time>, tu solicitud
            ya no se podrá deshacer.
          </p>
        )}
      </ScreenForm>
    </WizardFrame>
  );
}
