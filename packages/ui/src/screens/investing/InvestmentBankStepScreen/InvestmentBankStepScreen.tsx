import { ArrowLeftRight, CreditCard, LockKeyhole } from '../../../icons';
import { ChoiceCards } from '../../../primitives/ChoiceCards';
import { Money, currencyWords, type Currency } from '../../../primitives/Money';
import { ScreenForm, summaryErrors, type FormScreenState } from '../../shared';
import { CopyableValue } from '../CopyButton';
import { WizardFrame, wizardFrameOf, type WizardStepFrameState } from '../../shared/WizardFrame';
import { InvestmentSummaryCard, type InvestmentSummary } from '../InvestmentSummaryCard';

export type InvestmentPaymentMethod = 'transfer' | 'online';

export type InvestmentBankValues = {
  /** How the customer pays: a bank transfer (then the receipt) or the card gateway. */
  payment_method: InvestmentPaymentMethod;
};

/** One of the fund manager's collection accounts, where a transfer is sent. */
export interface InvestmentCollectorAccount {
  /** The bank's name as customers know it, e.g. "BCP". */
  bank: string;
  /** The account number as the bank prints it, e.g. "193-2345678-0-12". */
  accountNumber: string;
  /** The 20-digit interbank code, as printed, e.g. "002-193-002345678012-15". */
  cci: string;
  /** Who the account belongs to, e.g. "Quipu Fondos SAF S.A.C.". */
  holder: string;
  /** Currency of the account. */
  currency: Currency;
}

/** Ids of the Banco step, for the error summary's link and tests. */
export const investmentBankFieldIds = {
  form: 'investment-bank-form',
  payment_method: 'investment-payment-method',
  transfer: 'investment-transfer',
} as const;

export interface InvestmentBankStepScreenProps
  extends WizardStepFrameState<'investment'>, FormScreenState<InvestmentBankValues> {
  /** The order's reference, e.g. "SUS-2026-000123". */
  orderReference: string;
  /** What is being bought, for the summary card. */
  summary: InvestmentSummary;
  /** The exact amount to pay, a decimal string (`'1500.00'`). */
  amount: string;
  /** Currency of the fund and of the payment. */
  currency: Currency;
  /** What to write in the transfer's description. @default orderReference */
  reference?: string;
  /** The accounts a transfer may be sent to. */
  collectorAccounts: readonly InvestmentCollectorAccount[];
  /** Until when the transfer keeps the trade date, e.g. "hoy hasta las 13:00". */
  transferDeadline: string;
  /** Overrides the continue label ("Continuar" for a transfer, "Ir a pagar" online). */
  continueLabel?: string;
  /**
   * Whether the card gateway collects this currency. When false (a fund in dollars: the gateway
   * collects soles only) the card option is shown disabled, saying so, and a transfer it is.
   * @default true
   */
  cardPayment?: boolean;
}

const METHODS = [
  {
    value: 'transfer',
    title: 'Transferencia bancaria',
    description:
      'Desde tu banca por internet o tu app, a una de nuestras cuentas. Luego subes la constancia.',
    icon: <ArrowLeftRight />,
  },
  {
    value: 'online',
    title: 'Pago en línea',
    description: 'Con tarjeta Visa o Mastercard, de débito o crédito, en una pasarela segura.',
    icon: <CreditCard />,
  },
] as const;

/** Digits only: what a bank's form takes in an account-number field. */
const digits = (text: string) => text.replace(/\D/g, '');

/**
 * Banco, the second step of an investment: how to pay. A bank transfer shows the collection
 * accounts (number and CCI, each with a copy button), the exact amount and the reference to
 * write in the transfer, and what comes next (the receipt, in the following step); the online
 * payment says the card gateway opens next. The order's summary sits on top.
 */
export function InvestmentBankStepScreen(props: InvestmentBankStepScreenProps) {
  const {
    values,
    errors,
    orderReference,
    summary,
    amount,
    currency,
    reference = orderReference,
    collectorAccounts,
    transferDeadline,
    continueLabel,
    submitting,
    cardPayment = true,
  } = props;
  const ids = investmentBankFieldIds;
  const transfer = !cardPayment || values.payment_method !== 'online';
  const methods = cardPayment
    ? METHODS
    : METHODS.map((method) =>
        method.value === 'online'
          ? {
              ...method,
              description: `Este fondo en ${currencyWords[currency]} se paga solo por transferencia.`,
              disabled: true,
            }
          : method,
      );
  const errorList = summaryErrors(props, { payment_method: `${ids.payment_method}-0` }, ids.form);

  return (
    <WizardFrame
      wizard="investment"
      {...wizardFrameOf<'investment'>(props)}
      fundName={props.fundName ?? summary.fundName}
      currentStep="banco"
      formId={ids.form}
      submitting={submitting}
      continueLabel={continueLabel ?? (transfer ? 'Continuar' : 'Ir a pagar')}
    >
      <ScreenForm id={ids.form} errors={errorList} form={props}>
        <InvestmentSummaryCard
          summary={summary}
          amount={amount}
          currency={currency}
          orderReference={orderReference}
        />

        <ChoiceCards
          id={ids.payment_method}
          name="payment_method"
          label="¿Cómo quieres pagar?"
          required
          columns={2}
          options={methods}
          value={transfer ? 'transfer' : 'online'}
          error={errors.payment_method}
          onValueChange={(value) =>
            props.onValueChange('payment_method', value as InvestmentPaymentMethod)
          }
        />

        {transfer ? (
          <section
            id={ids.transfer}
            aria-labelledby={`${ids.transfer}-title`}
            data-slot="investment-transfer"
            className="flex flex-col gap-5"
          >
            <div className="flex flex-col gap-1">
              <h2 id={`${ids.transfer}-title`} className="font-display text-xl font-semibold">
                Datos para tu transferencia
              </h2>
              <p className="text-muted">
                Transfiere desde una cuenta a tu nombre, en {currencyWords[currency]}, a cualquiera
                de estas cuentas.
              </p>
            </div>

            <div className="flex flex-col gap-3 rounded-lg border-2 border-primary p-4 sm:p-5">
              <dl className="flex flex-col gap-4">
                <CopyableValue
                  term="Monto a transferir"
                  copyLabel="monto"
                  copyValue={amount}
                  emphasis
                >
                  <Money amount={amount} currency={currency} />
                </CopyableValue>
                <CopyableValue
                  term="Referencia"
                  copyLabel="referencia"
                  copyValue={reference}
                  emphasis
                >
                  {reference}
                </CopyableValue>
              </dl>
              <p className="text-sm text-muted">
                Transfiere el monto exacto y escribe la referencia en la descripción o el concepto
                de la transferencia: así sabremos que el pago es de esta inversión.
              </p>
            </div>

            <ul className="flex flex-col gap-3">
              {collectorAccounts.map((account) => (
                <li
                  key={`${account.bank}-${account.accountNumber}`}
                  data-slot="collector-account"
                  className="rounded-lg border border-border p-4 sm:p-5"
                >
                  <h3 className="font-semibold">{account.bank}</h3>
                  <p className="text-sm text-muted">
                    Cuenta corriente en {currencyWords[account.currency]} a nombre de{' '}
                    {account.holder}
                  </p>
                  <dl className="mt-3 flex flex-col gap-3">
                    <CopyableValue
                      term="Número de cuenta"
                      copyLabel={`número de cuenta ${account.bank}`}
                      copyValue={digits(account.accountNumber)}
                    >
                      {account.accountNumber}
                    </CopyableValue>
                    <CopyableValue
                      term="CCI"
                      copyLabel={`CCI ${account.bank}`}
                      copyValue={digits(account.cci)}
                    >
                      {account.cci}
                    </CopyableValue>
                  </dl>
                </li>
              ))}
            </ul>

            <div className="flex flex-col gap-2 rounded-lg bg-surface-sunken p-4 sm:p-5">
              <h3 className="font-semibold">¿Qué sigue?</h3>
              <ol className="flex list-decimal flex-col gap-1.5 ps-6">
                <li>Haz la transferencia {transferDeadline}.</li>
                <li>Guarda la constancia que te da tu banco.</li>
                <li>En el siguiente paso, sube la constancia y escribe su número de operación.</li>
              </ol>
            </div>
          </section>
        ) : (
          <p
            data-slot="investment-online"
            className="flex items-start gap-3 rounded-lg bg-surface-sunken p-4 sm:p-5"
          >
            <LockKeyhole aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>
              Al continuar, te llevaremos a la pasarela de pago segura para pagar{' '}
              <Money amount={amount} currency={currency} className="font-semibold" /> con tu
              tarjeta. Al terminar, volverás aquí.
            </span>
          </p>
        )}
      </ScreenForm>
    </WizardFrame>
  );
}
