import { CircleCheck, TriangleAlert } from '../../../icons';
import { cn } from '../../../lib/cn';
import type { RenderLink } from '../../../composites/AppShell';
import { Alert } from '../../../primitives/Alert';
import { Button, buttonVariants } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { PasswordField } from '../../../primitives/PasswordField';
import { RadioGroup } from '../../../primitives/RadioGroup';
import { SelectField, type SelectOption } from '../../../primitives/SelectField';
import { TextField } from '../../../primitives/TextField';
import { BankAccountFormStatus, type BankAccountFormStatusProps } from './BankAccountFormStatus';
import {
  FieldGrid,
  ScreenForm,
  checkboxProps,
  choiceProps,
  renderAnchor,
  summaryErrors,
  textFieldProps,
  type FormScreenState,
} from '../../shared';

export type BankAccountFormValues = {
  /** The bank's code, the three digits that start its CCIs (`'002'` for BCP). */
  bank_code: string;
  /** `'PEN'` or `'USD'`, `''` until chosen. */
  currency: string;
  /** `'SAVINGS'` or `'CHECKING'`, `''` until chosen. */
  account_type: string;
  /** As typed: digits, possibly with spaces or dashes. */
  account_number: string;
  /** As typed: 20 digits, possibly with spaces or dashes. */
  cci: string;
  /** A name for the account ("Sueldo"), up to 30 characters; `''` for none. */
  alias: string;
  /** Make it the main account. */
  is_main: boolean;
  /** The customer declares they are the account's holder (required). */
  holder_declaration: boolean;
  /** The customer's current password, asked again to save the account. */
  password: string;
};

/** Live feedback on the CCI as it is typed: it checks out, or it is accepted with a doubt. */
export interface BankAccountCciStatus {
  tone: 'ok' | 'warning';
  /** E.g. "CCI válido de BBVA." */
  message: string;
}

/** Ids of the account form's fields, in page order, for the error summary's links and tests. */
export const bankAccountFieldIds = {
  form: 'bank-account-form',
  bank_code: 'bank-account-bank',
  currency: 'bank-account-currency',
  account_type: 'bank-account-type',
  account_number: 'bank-account-number',
  cci: 'bank-account-cci',
  alias: 'bank-account-alias',
  is_main: 'bank-account-main',
  holder_declaration: 'bank-account-holder',
  password: 'bank-account-password',
} as const;

/** The longest alias. */
export const BANK_ACCOUNT_ALIAS_MAX = 30;

export interface BankAccountFormScreenProps extends FormScreenState<BankAccountFormValues> {
  /** `create` for `/accounts/create`, `edit` for `/accounts/edit`: the title says which. */
  mode: 'create' | 'edit';
  /** The banks, by code. */
  banks: readonly SelectOption[];
  /** Soles and dollars. */
  currencies: readonly SelectOption[];
  /** Savings and checking. */
  accountTypes: readonly SelectOption[];
  /**
   * What the CCI typed so far says (the flows hook checks it as the customer types): shown
   * under the field and announced politely. An error on `cci` takes its place.
   */
  cciStatus?: BankAccountCciStatus;
  /** Where "Cancelar" leads (the accounts page, or back to the rescue). */
  cancelHref: string;
  /** The customer came from the rescue wizard: a note says the rescue continues after saving. */
  returnsToRescue?: boolean;
  /**
   * Editing, before the form: `loading` while the account arrives, `error` when it could not be
   * loaded (`loadError`, `onRetry`), `not-found` when the customer has no such account (the way
   * back to `accountsHref`). @default 'ready'
   */
  state?: 'ready' | BankAccountFormStatusProps['state'];
  /** What happened when the account could not be loaded (Spanish). */
  loadError?: string;
  /** Loads the account again after an error. */
  onRetry?: () => void;
  /** The customer's accounts, where the not-found state leads back. Required for `not-found`. */
  accountsHref?: string;
  /** @default 'Guardar cuenta' */
  submitLabel?: string;
  /** Renders links, so the portal can pass its router's Link. @default a plain `<a>` */
  renderLink?: RenderLink;
}

/** The page's heading in each mode, and its title once a new account is saved (the splash). */
export const BANK_ACCOUNT_FORM_TITLES = {
  create: 'Agregar cuenta bancaria',
  edit: 'Editar cuenta bancaria',
  created: 'Cuenta registrada',
} as const;

/** The CCI's live feedback: a tick when it checks out, a warning box when it is in doubt. */
function CciStatusMessage({ id, status }: { id: string; status: BankAccountCciStatus }) {
  const warning = status.tone === 'warning';
  return (
    <p
      id={id}
      data-slot="bank-account-cci-status"
      data-tone={status.tone}
      className={cn(
        'mt-1.5 flex items-start gap-1.5 text-sm font-medium text-text',
        warning && 'rounded-md bg-warning-surface px-2 py-1',
      )}
    >
      {warning ? (
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      ) : (
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
      )}
      <span>{status.message}</span>
    </p>
  );
}

/**
 * "Agregar cuenta bancaria" and "Editar cuenta bancaria" (`/accounts/create`, `/accounts/edit`):
 * the bank, the currency, the type, the account number and the CCI (checked as it is typed:
 * `cciStatus`), an optional alias and whether it is the main account; then, to save it, the
 * declaration that the customer is its holder and their password again. The screen shows what
 * the flows hook finds; it checks nothing itself.
 */
export function BankAccountFormScreen(props: BankAccountFormScreenProps) {
  const { state = 'ready' } = props;
  if (state !== 'ready')
    return (
      <BankAccountFormStatus
        state={state}
        loadError={props.loadError}
        onRetry={props.onRetry}
        accountsHref={props.accountsHref ?? props.cancelHref}
        heading={BANK_ACCOUNT_FORM_TITLES[props.mode]}
        renderLink={props.renderLink ?? renderAnchor}
      />
    );
  return <BankAccountForm {...props} />;
}

function BankAccountForm(props: BankAccountFormScreenProps) {
  const {
    mode,
    errors,
    banks,
    currencies,
    accountTypes,
    cciStatus,
    cancelHref,
    returnsToRescue,
    submitLabel = 'Guardar cuenta',
    renderLink = renderAnchor,
    submitting,
  } = props;
  const { form, ...fields } = bankAccountFieldIds;
  const summary = summaryErrors(props, fields, form);
  // The field's error wins over the live feedback.
  const status = errors.cci ? undefined : cciStatus;
  const statusId = `${fields.cci}-status`;

  return (
    <div
      data-slot="bank-account-form-screen"
      data-mode={mode}
      className="mx-auto flex w-full max-w-3xl flex-col gap-6 text-text"
    >
      <header className="flex flex-col gap-2">
        <h1 className="font-display text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {BANK_ACCOUNT_FORM_TITLES[mode]}
        </h1>
        <p className="max-w-prose text-muted">
          Tus rescates se pagan solo a cuentas a tu nombre y en la moneda del fondo.
        </p>
      </header>

      {returnsToRescue ? (
        <Alert variant="info" announce={false}>
          Al guardar la cuenta volverás a tu rescate con los datos que ingresaste.
        </Alert>
      ) : null}

      <div>
        <ScreenForm
          id={form}
          errors={summary}
          form={props}
          className="rounded-xl border border-border bg-surface p-5 shadow-sm sm:p-8"
        >
          <SelectField
            label="Banco"
            required
            placeholder="Selecciona tu banco"
            options={banks}
            className="sm:max-w-md"
            {...textFieldProps(props, 'bank_code', fields.bank_code)}
          />

          <FieldGrid>
            <RadioGroup
              label="Moneda"
              required
              orientation="horizontal"
              options={currencies}
              {...choiceProps(props, 'currency', fields.currency)}
            />
            <RadioGroup
              label="Tipo de cuenta"
              required
              orientation="horizontal"
              options={accountTypes}
              {...choiceProps(props, 'account_type', fields.account_type)}
            />
          </FieldGrid>

          <TextField
            label="Número de cuenta"
            required
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            hint="Sin guiones ni espacios, o como figura en tu estado de cuenta."
            className="sm:max-w-md"
            {...textFieldProps(props, 'account_number', fields.account_number)}
          />

          <div data-slot="bank-account-cci" className="flex flex-col sm:max-w-md">
            <TextField
              label="CCI (código de cuenta interbancario)"
              required
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              hint="20 dígitos. Lo encuentras en tu app o estado de cuenta."
              aria-describedby={status ? statusId : undefined}
              {...textFieldProps(props, 'cci', fields.cci)}
            />
            {/* Always in the DOM, so what the CCI says is announced as it changes. */}
            <div role="status" className="empty:hidden">
              {status ? <CciStatusMessage id={statusId} status={status} /> : null}
            </div>
          </div>

          <TextField
            label="Alias"
            optional
            maxLength={BANK_ACCOUNT_ALIAS_MAX}
            hint={`Hasta ${BANK_ACCOUNT_ALIAS_MAX} caracteres, por ejemplo «Sueldo».`}
            className="sm:max-w-md"
            {...textFieldProps(props, 'alias', fields.alias)}
          />

          <Checkbox
            label="Usar como cuenta principal"
            hint="Te la propondremos primero cuando rescates."
            {...checkboxProps(props, 'is_main', fields.is_main)}
          />

          <div className="border-t border-border pt-6">
            <fieldset className="m-0 min-w-0 border-0 p-0">
              <legend className="mb-4 p-0 font-display text-lg font-semibold">
                Confirma que eres tú
              </legend>
              <div className="flex flex-col gap-5">
                <Checkbox
                  required
                  label="Declaro que soy el titular de esta cuenta y que está a mi nombre."
                  {...checkboxProps(props, 'holder_declaration', fields.holder_declaration)}
                />
                <PasswordField
                  label="Contraseña"
                  required
                  autoComplete="current-password"
                  hint="Por tu seguridad, ingresa tu contraseña para guardar la cuenta."
                  className="sm:max-w-md"
                  {...textFieldProps(props, 'password', fields.password)}
                />
              </div>
            </fieldset>
          </div>

          <div className="mt-3 flex flex-col gap-3 border-t border-border pt-6 sm:flex-row sm:items-center">
            <Button type="submit" loading={submitting} className="w-full sm:w-auto sm:min-w-40">
              {submitLabel}
            </Button>
            {renderLink({
              href: cancelHref,
              className: cn(buttonVariants({ variant: 'secondary' }), 'w-full sm:w-auto'),
              children: 'Cancelar',
            })}
          </div>
        </ScreenForm>
      </div>
    </div>
  );
}
