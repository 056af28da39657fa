import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleAccountTypes, sampleBanks, sampleCurrencies } from '../fixtures';
import { accountsScreen, blankForm, expectErrorSummary, typeable } from '../storyKit';
import type { FormScreenState } from '../../shared/types';
import {
  BankAccountFormScreen,
  bankAccountFieldIds,
  type BankAccountCciStatus,
  type BankAccountFormScreenProps,
  type BankAccountFormValues,
} from './BankAccountFormScreen';

const empty: BankAccountFormValues = {
  bank_code: '',
  currency: '',
  account_type: '',
  account_number: '',
  cci: '',
  alias: '',
  is_main: false,
  holder_declaration: false,
  password: '',
};

/** A BBVA savings account in soles whose CCI checks out, ready to be saved. */
const filled: BankAccountFormValues = {
  bank_code: '011',
  currency: 'PEN',
  account_type: 'SAVINGS',
  account_number: '0011-0314-0200387615',
  cci: '011-314-140200387615-25',
  alias: 'Ahorro casa',
  is_main: true,
  holder_declaration: true,
  password: 'Quipu-2026-segura',
};

/** An Interbank CCI issued with the "00" check pair: accepted, with a warning. */
const unchecked: BankAccountFormValues = {
  ...filled,
  bank_code: '003',
  account_type: 'CHECKING',
  account_number: '2003004517389',
  cci: '00320000300451738900',
  alias: 'Negocio',
  is_main: false,
};

const NO_PASSWORD = 'Ingresa tu contraseña.';
const CCI_UNCHECKED =
  'Este CCI no trae dígitos de control (termina en 00). Confirma con tu banco que esté bien escrito.';

/** What the stand-in for the flows hook finds on submit. */
function validate(values: BankAccountFormValues) {
  const errors: Partial<Record<keyof BankAccountFormValues, string>> = {};
  if (!values.bank_code) errors.bank_code = 'Selecciona el banco.';
  if (!values.currency) errors.currency = 'Selecciona la moneda.';
  if (!values.account_type) errors.account_type = 'Selecciona el tipo de cuenta.';
  if (!/^\d{6,20}$/.test(values.account_number.replace(/[\s-]/g, '')))
    errors.account_number = 'Ingresa el número de cuenta: de 6 a 20 dígitos.';
  if (!/^\d{20}$/.test(values.cci.replace(/[\s-]/g, ''))) errors.cci = 'El CCI tiene 20 dígitos.';
  if (!values.holder_declaration)
    errors.holder_declaration = 'Debes declarar que eres el titular de la cuenta.';
  if (!values.password) errors.password = NO_PASSWORD;
  return errors;
}

/** A rough stand-in for the hook's live CCI check: 20 digits of the chosen bank. */
function demoCciStatus(values: BankAccountFormValues): BankAccountCciStatus | undefined {
  const cci = values.cci.replace(/[\s-]/g, '');
  const bank = sampleBanks.find((b) => b.value === cci.slice(0, 3));
  if (cci.length !== 20 || !bank) return undefined;
  if (cci.endsWith('00')) return { tone: 'warning', message: CCI_UNCHECKED };
  return { tone: 'ok', message: `CCI válido de ${bank.label}.` };
}

/** The CCI's feedback follows what is typed; until then the story's own is shown. */
function follow(
  state: FormScreenState<BankAccountFormValues>,
  args: BankAccountFormScreenProps,
): Partial<BankAccountFormScreenProps> {
  return state.values.cci === args.values.cci ? {} : { cciStatus: demoCciStatus(state.values) };
}

const meta = {
  title: 'Pantallas/Cuentas/BankAccountFormScreen',
  id: 'pantallas-cuentas-bankaccountformscreen',
  component: BankAccountFormScreen,
  tags: ['autodocs'],
  ...accountsScreen,
  render: typeable(BankAccountFormScreen, validate, follow),
  args: {
    mode: 'create',
    banks: sampleBanks,
    currencies: sampleCurrencies,
    accountTypes: sampleAccountTypes,
    cancelHref: '/accounts',
    ...blankForm(empty),
  },
} satisfies Meta<typeof BankAccountFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Agregar cuenta bancaria", nothing typed yet. */
export const Empty: Story = {
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Agregar cuenta bancaria',
    );
    await expect(canvas.getByRole('combobox', { name: /Banco/ })).toHaveAttribute(
      'id',
      bankAccountFieldIds.bank_code,
    );
    await expect(canvas.getByRole('radiogroup', { name: /Moneda/ })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: /Tipo de cuenta/ })).toBeVisible();
    const number = canvas.getByRole('textbox', { name: /Número de cuenta/ });
    await expect(number).toHaveAttribute('inputmode', 'numeric');
    await expect(number).toHaveAccessibleDescription(/Sin guiones ni espacios/);
    const cci = canvas.getByRole('textbox', { name: /CCI/ });
    await expect(cci).toHaveAttribute('inputmode', 'numeric');
    await expect(cci).toHaveAccessibleDescription(
      '20 dígitos. Lo encuentras en tu app o estado de cuenta.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Alias (opcional)' })).toHaveAttribute(
      'maxlength',
      '30',
    );
    const confirm = canvas.getByRole('group', { name: 'Confirma que eres tú' });
    await expect(
      within(confirm).getByRole('checkbox', { name: /Declaro que soy el titular/ }),
    ).toBeRequired();
    const password = within(confirm).getByLabelText(/Contraseña/, { selector: 'input' });
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(password).toHaveAccessibleDescription(/ingresa tu contraseña para guardar/);
    await expect(canvas.getByRole('link', { name: 'Cancelar' })).toHaveAttribute(
      'href',
      '/accounts',
    );
  },
};

/** Everything filled and the CCI checks out: "CCI válido de BBVA." under it. */
export const FilledValid: Story = {
  // The page's phone layout is shot in the states that change it.
  parameters: { screenshot: { phone: false } },
  args: { values: filled, cciStatus: { tone: 'ok', message: 'CCI válido de BBVA.' } },
  play: async ({ canvas }) => {
    const cci = canvas.getByRole('textbox', { name: /CCI/ });
    await expect(cci).toHaveAccessibleDescription(/CCI válido de BBVA\./);
    await expect(canvas.getByText('CCI válido de BBVA.').closest('[role="status"]')).not.toBeNull();
  },
};

/**
 * A CCI with the "00" check pair: a warning under the field, announced as it is typed; the
 * account can still be saved.
 */
export const CciWarning: Story = {
  args: { values: { ...unchecked, cci: '' } },
  play: async ({ canvas }) => {
    const cci = canvas.getByRole('textbox', { name: /CCI/ });
    await userEvent.type(cci, unchecked.cci);
    const status = await canvas.findByText(CCI_UNCHECKED);
    await expect(status.closest('[role="status"]')).not.toBeNull();
    await expect(cci).toHaveAccessibleDescription(/no trae dígitos de control/);
    await expect(cci).not.toHaveAttribute('aria-invalid');
  },
};

/**
 * After "Guardar cuenta": the summary on top, each error on its field, the server's refusals
 * among them (the number and the CCI already registered). The CCI's error wins over its
 * feedback.
 */
export const FieldErrors: Story = {
  args: {
    values: { ...filled, holder_declaration: false, password: '' },
    cciStatus: { tone: 'ok', message: 'CCI válido de BBVA.' },
    errors: {
      account_number: 'Esta cuenta bancaria ya está registrada.',
      cci: 'Este CCI ya está registrado.',
      holder_declaration: 'Debes declarar que eres el titular de la cuenta.',
      password: NO_PASSWORD,
    },
    formError: 'No pudimos guardar la cuenta. Revisa los datos marcados.',
    submitCount: 1,
  },
  play: async ({ canvas }) => {
    const summary = await expectErrorSummary(canvas, 5);
    await expect(canvas.queryByText('CCI válido de BBVA.')).toBeNull();
    const cci = canvas.getByRole('textbox', { name: /CCI/ });
    await expect(cci).toHaveAttribute('aria-invalid', 'true');
    await expect(cci).toHaveAccessibleDescription(/Este CCI ya está registrado\./);
    await userEvent.click(
      within(summary).getByRole('link', { name: 'Este CCI ya está registrado.' }),
    );
    await expect(cci).toHaveFocus();
  },
};

/** "Editar cuenta bancaria": the account's data, the declaration and the password asked again. */
export const Edit: Story = {
  // The page's phone layout is shot in the states that change it.
  parameters: { screenshot: { phone: false } },
  args: {
    mode: 'edit',
    values: { ...filled, holder_declaration: false, password: '' },
    cciStatus: { tone: 'ok', message: 'CCI válido de BBVA.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Editar cuenta bancaria',
    );
    await expect(canvas.getByRole('combobox', { name: /Banco/ })).toHaveValue('011');
    await expect(canvas.getByRole('radio', { name: 'Soles' })).toBeChecked();
  },
};

/** Came from the rescue wizard: a note says the rescue continues after saving. */
export const FromRescue: Story = {
  // The page's phone layout is shot in the states that change it.
  parameters: { screenshot: { phone: false } },
  args: {
    returnsToRescue: true,
    cancelHref: '/rescue/bank',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Al guardar la cuenta volverás a tu rescate con los datos que ingresaste.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cancelar' })).toHaveAttribute(
      'href',
      '/rescue/bank',
    );
  },
};

/** Editing an account the customer does not have (deleted, or a wrong address): the way back. */
export const NotFound: Story = {
  parameters: { screenshot: { phone: false } },
  args: { mode: 'edit', state: 'not-found', accountsHref: '/accounts' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'No encontramos esta cuenta',
    );
    await expect(canvas.getByRole('link', { name: /Ver mis cuentas/ })).toHaveAttribute(
      'href',
      '/accounts',
    );
    await expect(canvas.queryByRole('button', { name: 'Guardar cuenta' })).toBeNull();
  },
};

/** The account being edited could not be loaded: what happened and "Reintentar". */
export const LoadFailed: Story = {
  parameters: { screenshot: { phone: false } },
  args: {
    mode: 'edit',
    state: 'error',
    loadError: 'Hubo un problema de conexión. Vuelve a intentarlo en unos segundos.',
    onRetry: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Editar cuenta bancaria',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Saving: "Guardar cuenta" shows a spinner and ignores clicks. */
export const Submitting: Story = {
  // The page's phone layout is shot in the states that change it.
  parameters: { screenshot: { phone: false } },
  args: {
    values: filled,
    cciStatus: { tone: 'ok', message: 'CCI válido de BBVA.' },
    submitting: true,
  },
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: /Guardar cuenta/ });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await waitFor(() => expect(args.onSubmit).not.toHaveBeenCalled());
  },
};
