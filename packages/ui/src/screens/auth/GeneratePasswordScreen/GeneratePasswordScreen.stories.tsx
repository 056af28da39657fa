import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useDemoForm, useDemoResend } from '../../shared/demoForm';
import { demoPasswordRules, demoPasswordStrength, demoSupport } from '../../shared/fixtures';
import {
  GeneratePasswordScreen,
  generatePasswordFieldIds,
  type GeneratePasswordScreenProps,
  type GeneratePasswordValues,
} from './GeneratePasswordScreen';

const email = 'ana.quispe@gmail.com';
const empty: GeneratePasswordValues = { code: '', password: '', password_confirmation: '' };
const filled: GeneratePasswordValues = {
  code: '482913',
  password: 'Cuy-de-Arequipa-2025',
  password_confirmation: 'Cuy-de-Arequipa-2025',
};

function validate(values: GeneratePasswordValues) {
  const errors: Partial<Record<keyof GeneratePasswordValues, string>> = {};
  if (values.code.length !== 6) errors.code = 'Ingresa los 6 dígitos del código.';
  if (values.password.length < 8)
    errors.password = 'Tu contraseña debe tener al menos 8 caracteres.';
  if (!values.password_confirmation) errors.password_confirmation = 'Confirma tu contraseña.';
  else if (values.password !== values.password_confirmation)
    errors.password_confirmation = 'Las contraseñas no coinciden.';
  return errors;
}

/** The screen with live hints, as the flows hook computes them while the customer types. */
function Interactive(args: GeneratePasswordScreenProps) {
  const state = useDemoForm(args, validate);
  const resend = useDemoResend(args.resend);
  const { password, password_confirmation } = state.values;
  return (
    <GeneratePasswordScreen
      {...args}
      {...state}
      resend={resend}
      rules={demoPasswordRules(password, password_confirmation, args.email)}
      strength={demoPasswordStrength(password)}
    />
  );
}

const meta = {
  title: 'Pantallas/Acceso/GeneratePasswordScreen',
  component: GeneratePasswordScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  render: (args) => <Interactive {...args} />,
  args: {
    email,
    values: empty,
    errors: {},
    submitCount: 0,
    submitting: false,
    onValueChange: fn(),
    onBlur: fn(),
    onSubmit: fn(),
    resend: { secondsLeft: 52, resending: false, limitReached: false, onResend: fn() },
    rules: [],
    support: demoSupport,
  },
} satisfies Meta<typeof GeneratePasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  // The sample of this screen shot in the sister brand too.
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText(/^Nueva contraseña/);
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByLabelText(/^Confirma tu contraseña/)).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(password).toHaveAccessibleDescription(/Entre 8 y 128 caracteres \(pendiente\)/);
    await expect(canvas.queryByText(/Seguridad de la contraseña/)).toBeNull();
  },
};

/** Every hint met and a strong password, said in words as well as by the bar. */
export const Filled: Story = {
  args: { values: filled },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Seguridad de la contraseña/)).toHaveTextContent(
      'Seguridad de la contraseña: Fuerte',
    );
    const rules = document.getElementById(`${generatePasswordFieldIds.password}-rules`)!;
    for (const item of within(rules).getAllByRole('listitem'))
      await expect(item).toHaveTextContent('(cumplido)');
  },
};

/** A short password that does not match its confirmation yet. */
export const WeakPassword: Story = {
  args: { values: { code: '482913', password: 'quipu25', password_confirmation: 'quipu' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Seguridad de la contraseña/)).toHaveTextContent('Débil');
  },
};

export const FieldErrors: Story = {
  args: {
    values: { code: '482931', password: 'password', password_confirmation: 'pasword' },
    errors: {
      code: 'El código no es correcto. Revisa el último correo que te enviamos.',
      password: 'Esa contraseña es muy común. Elige otra más difícil de adivinar.',
      password_confirmation: 'Las contraseñas no coinciden.',
    },
    submitCount: 1,
  },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(within(summary).getByRole('link', { name: /muy común/ }));
    await expect(canvas.getByLabelText(/^Nueva contraseña/)).toHaveFocus();
  },
};

/** The code expired: the error goes on the code, and a new one can be asked for. */
export const ExpiredCode: Story = {
  args: {
    values: filled,
    errors: { code: 'El código venció. Pide uno nuevo con el botón «Reenviar código».' },
    submitCount: 1,
    resend: { secondsLeft: 0, resending: false, limitReached: false, onResend: fn() },
  },
};

export const ServerError: Story = {
  args: {
    values: filled,
    formError:
      'No pudimos crear tu contraseña en este momento. Inténtalo de nuevo en unos minutos.',
    submitCount: 1,
  },
};

export const Submitting: Story = {
  args: { values: filled, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Crear contraseña/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LimitReached: Story = {
  args: { resend: { secondsLeft: 0, resending: false, limitReached: true, onResend: fn() } },
};

/** Typing ticks the hints; a failed submit focuses the summary. */
export const SubmitWithErrors: Story = {
  play: async ({ canvas, args }) => {
    const password = canvas.getByLabelText(/^Nueva contraseña/);
    await userEvent.type(password, 'Cuy-de-Arequipa-2025');
    await expect(canvas.getByText(/Seguridad de la contraseña/)).toHaveTextContent('Fuerte');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear contraseña' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getAllByRole('link')).toHaveLength(2);
    await userEvent.click(within(summary).getByRole('link', { name: 'Confirma tu contraseña.' }));
    const confirmation = canvas.getByLabelText(/^Confirma tu contraseña/);
    await expect(confirmation).toHaveFocus();
    await userEvent.type(confirmation, 'Cuy-de-Arequipa-2025');
    await expect(canvas.getByText('Las contraseñas coinciden')).toHaveTextContent('(cumplido)');
  },
};
