import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useDemoForm } from '../../shared/demoForm';
import { demoSupport } from '../../shared/fixtures';
import { LoginScreen, loginFieldIds, type LoginScreenProps, type LoginValues } from './LoginScreen';

const empty: LoginValues = { email: '', password: '', remember: false };
const filled: LoginValues = {
  email: 'ana.quispe@gmail.com',
  password: 'Cuy-de-Arequipa-2025',
  remember: true,
};

function validate(values: LoginValues) {
  const errors: Partial<Record<keyof LoginValues, string>> = {};
  if (!values.email) errors.email = 'Ingresa tu correo electrónico.';
  else if (!/^\S+@\S+\.\S+$/.test(values.email))
    errors.email = 'Ingresa un correo válido, por ejemplo nombre@correo.com.';
  if (!values.password) errors.password = 'Ingresa tu contraseña.';
  return errors;
}

/** The screen with its values in state, as the flows hook would keep them. */
function Interactive(args: LoginScreenProps) {
  const state = useDemoForm(args, validate);
  return <LoginScreen {...args} {...state} />;
}

const meta = {
  title: 'Pantallas/Acceso/LoginScreen',
  component: LoginScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  render: (args) => <Interactive {...args} />,
  args: {
    values: empty,
    errors: {},
    submitCount: 0,
    submitting: false,
    onValueChange: fn(),
    onBlur: fn(),
    onSubmit: fn(),
    recoveryHref: '#recuperar-contrasena',
    registerHref: '#registro',
    support: demoSupport,
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  // The sample of this screen shot in the sister brand too.
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();
    await expect(canvas.getByLabelText(/Correo electrónico/)).toHaveAttribute(
      'autocomplete',
      'username',
    );
    await expect(canvas.getByLabelText(/^Contraseña/)).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await expect(canvas.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '#recuperar-contrasena',
    );
    await expect(canvas.getByRole('link', { name: 'Regístrate' })).toHaveAttribute(
      'href',
      '#registro',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Filled: Story = { args: { values: filled } };

/** After a failed submit: the summary at the top and the message on each field. */
export const FieldErrors: Story = {
  args: {
    values: { email: 'ana.quispe@gmail', password: '', remember: false },
    errors: {
      email: 'Ingresa un correo válido, por ejemplo nombre@correo.com.',
      password: 'Ingresa tu contraseña.',
    },
    submitCount: 1,
  },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByRole('heading')).toHaveTextContent(
      'Hay 2 errores en el formulario',
    );
    await expect(canvas.getByLabelText(/Correo electrónico/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Wrong credentials: a server error that belongs to no field. */
export const ServerError: Story = {
  args: {
    values: filled,
    formError: 'El correo o la contraseña no son correctos. Revisa tus datos e inténtalo de nuevo.',
    submitCount: 1,
  },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(within(summary).getByRole('link', { name: /no son correctos/ }));
    await expect(canvas.getByLabelText(/Correo electrónico/)).toHaveFocus();
  },
};

/** A long message: the account is locked after too many attempts. */
export const AccountLocked: Story = {
  args: {
    values: filled,
    formError:
      'Por tu seguridad bloqueamos el ingreso a tu cuenta durante 15 minutos, porque se superó el número de intentos permitidos. Espera o recupera tu contraseña para ingresar de inmediato.',
    submitCount: 5,
  },
};

export const Submitting: Story = {
  args: { values: filled, submitting: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Ingresar/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SessionExpired: Story = {
  args: { notice: 'expired' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Tu sesión expiró por inactividad. Vuelve a ingresar.',
    );
  },
};

export const LoggedOut: Story = {
  args: { notice: 'logout' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cerraste sesión correctamente.');
  },
};

/** Back on the login page after deleting the account: what happened, politely. */
export const AccountDeleted: Story = {
  args: { notice: 'deleted' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Eliminamos tu cuenta y cerramos todas tus sesiones.',
    );
  },
};

/** Submitting an empty form shows and focuses the summary; its links focus the fields. */
export const SubmitWithErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ingresar' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(within(summary).getByRole('link', { name: 'Ingresa tu contraseña.' }));
    await expect(canvas.getByLabelText(/^Contraseña/)).toHaveFocus();
    await userEvent.click(
      within(summary).getByRole('link', { name: 'Ingresa tu correo electrónico.' }),
    );
    const email = canvas.getByLabelText(/Correo electrónico/);
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription('Ingresa tu correo electrónico.');
    // Every new failed submit brings the customer back to the summary.
    await userEvent.keyboard('ana.quispe@gmail.com{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getAllByRole('link')).toHaveLength(1);
  },
};

/** The whole form with the keyboard: email, password, show password, remember, submit. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText(/Correo electrónico/)).toHaveFocus();
    await userEvent.keyboard('ana.quispe@gmail.com');
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Contraseña/)).toHaveFocus();
    await userEvent.keyboard('Cuy-de-Arequipa-2025');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Mostrar contraseña' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    const remember = canvas.getByRole('checkbox', { name: 'Recordarme' });
    await expect(remember).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(remember).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Ingresar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('remember', true);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(document.getElementById(loginFieldIds.email)).toHaveValue('ana.quispe@gmail.com');
  },
};
