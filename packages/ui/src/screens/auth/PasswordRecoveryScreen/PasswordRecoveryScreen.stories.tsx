import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useDemoForm, useDemoResend } from '../../shared/demoForm';
import { demoPasswordRules, demoPasswordStrength, demoSupport } from '../../shared/fixtures';
import {
  PasswordRecoveryScreen,
  type PasswordRecoveryScreenProps,
  type PasswordRecoveryStep,
  type PasswordRecoveryValues,
} from './PasswordRecoveryScreen';

const empty: PasswordRecoveryValues = {
  email: '',
  code: '',
  password: '',
  password_confirmation: '',
};
const withEmail = { ...empty, email: 'juan.perez@mail.com' };
const withCode = { ...withEmail, code: '730154' };
const filled = {
  ...withCode,
  password: 'Mi-nueva-clave-del-Misti',
  password_confirmation: 'Mi-nueva-clave-del-Misti',
};

function validate(step: PasswordRecoveryStep, values: PasswordRecoveryValues) {
  const errors: Partial<Record<keyof PasswordRecoveryValues, string>> = {};
  if (step === 'email' && !values.email) errors.email = 'Ingresa tu correo electrónico.';
  if (step === 'code' && values.code.length !== 6)
    errors.code = 'Ingresa los 6 dígitos del código.';
  if (step === 'password') {
    if (values.password.length < 8)
      errors.password = 'Tu contraseña debe tener al menos 8 caracteres.';
    if (values.password !== values.password_confirmation)
      errors.password_confirmation = 'Las contraseñas no coinciden.';
  }
  return errors;
}

const next = { email: 'code', code: 'password', password: 'password' } as const;
const previous = { email: 'email', code: 'email', password: 'code' } as const;

/** The three steps with their values in state, as usePasswordRecovery keeps them. */
function Interactive(args: PasswordRecoveryScreenProps) {
  const [step, setStep] = useState(args.step);
  const state = useDemoForm(
    args,
    (values) => validate(step, values),
    () => setStep(next[step]),
  );
  const resend = useDemoResend(args.resend);
  return (
    <PasswordRecoveryScreen
      {...args}
      {...state}
      step={step}
      onBack={() => {
        args.onBack();
        setStep(previous[step]);
      }}
      resend={resend}
      rules={demoPasswordRules(
        state.values.password,
        state.values.password_confirmation,
        state.values.email,
      )}
      strength={demoPasswordStrength(state.values.password)}
    />
  );
}

const meta = {
  title: 'Pantallas/Acceso/PasswordRecoveryScreen',
  component: PasswordRecoveryScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  render: (args) => <Interactive {...args} />,
  args: {
    step: 'email',
    values: empty,
    errors: {},
    submitCount: 0,
    submitting: false,
    onValueChange: fn(),
    onBlur: fn(),
    onSubmit: fn(),
    onBack: fn(),
    resend: { secondsLeft: 38, resending: false, limitReached: false, onResend: fn() },
    rules: [],
    loginHref: '#ingresar',
    support: demoSupport,
  },
} satisfies Meta<typeof PasswordRecoveryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmailStep: Story = {
  // The sample of this screen shot in the sister brand too.
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Recupera tu contraseña',
    );
    await expect(canvas.getByText('Paso 1 de 3')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute(
      'href',
      '#ingresar',
    );
  },
};

export const EmailStepError: Story = {
  args: {
    values: { ...empty, email: 'juan.perez@mail' },
    errors: { email: 'Ingresa un correo válido, por ejemplo nombre@correo.com.' },
    submitCount: 1,
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
  },
};

/** Too many codes asked for: a server error with no field of its own. */
export const EmailStepServerError: Story = {
  args: {
    values: withEmail,
    formError:
      'Pediste demasiados códigos en poco tiempo. Por tu seguridad, espera una hora antes de pedir otro o escríbenos para ayudarte.',
    submitCount: 3,
  },
};

export const EmailStepSubmitting: Story = {
  args: { values: withEmail, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Enviar código/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const CodeStep: Story = {
  args: { step: 'code', values: withEmail },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paso 2 de 3')).toBeVisible();
    await expect(canvas.getByText(/enviamos un código de 6 dígitos a/)).toHaveTextContent(
      /j\*{4}.*ez@mail\.com/,
    );
    await expect(canvas.getByRole('timer')).toHaveTextContent('0:38');
  },
};

/** "Cambiar correo" goes back to the email step and focuses its title. */
export const BackFromCode: Story = {
  args: { step: 'code', values: withEmail },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar correo' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(title).toHaveTextContent('Recupera tu contraseña');
    await expect(title).toHaveFocus();
    await expect(canvas.getByLabelText(/Correo electrónico/)).toHaveValue('juan.perez@mail.com');
  },
};

export const CodeStepError: Story = {
  args: {
    step: 'code',
    values: withCode,
    errors: { code: 'Este código ya se usó. Pide uno nuevo con el botón «Reenviar código».' },
    submitCount: 1,
    resend: { secondsLeft: 0, resending: false, limitReached: false, onResend: fn() },
  },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(within(summary).getByRole('link'));
    await expect(canvas.getByRole('textbox', { name: 'Dígito 1 de 6' })).toHaveFocus();
  },
};

export const CodeStepLimitReached: Story = {
  args: {
    step: 'code',
    values: withEmail,
    resend: { secondsLeft: 0, resending: false, limitReached: true, onResend: fn() },
  },
};

export const PasswordStep: Story = {
  args: { step: 'password', values: withCode },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paso 3 de 3')).toBeVisible();
    await expect(canvas.getByLabelText(/^Nueva contraseña/)).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(canvas.getByRole('button', { name: 'Volver al código' })).toBeVisible();
  },
};

export const PasswordStepFilled: Story = { args: { step: 'password', values: filled } };

export const PasswordStepErrors: Story = {
  args: {
    step: 'password',
    values: { ...withCode, password: 'juanperez1', password_confirmation: 'juanperez' },
    errors: {
      password: 'Tu contraseña no puede contener tu correo.',
      password_confirmation: 'Las contraseñas no coinciden.',
    },
    submitCount: 1,
  },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getAllByRole('link')).toHaveLength(2);
  },
};

/** The code expired while the customer chose a password: the server says so in the summary. */
export const PasswordStepServerError: Story = {
  args: {
    step: 'password',
    values: filled,
    formError:
      'El código venció antes de guardar tu contraseña. Vuelve al código y pide uno nuevo.',
    submitCount: 1,
  },
};

export const PasswordStepSubmitting: Story = {
  args: { step: 'password', values: filled, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Volver al código/ })).toBeDisabled();
  },
};

/** From the email to the new password; each new step's title takes focus. */
export const WholeRecovery: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(
      within(summary).getByRole('link', { name: 'Ingresa tu correo electrónico.' }),
    );
    await userEvent.keyboard('juan.perez@mail.com{Enter}');
    const title = canvas.getByRole('heading', { level: 1 });
    await waitFor(() => expect(title).toHaveTextContent('Ingresa el código'));
    await expect(title).toHaveFocus();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Dígito 1 de 6' }));
    await userEvent.keyboard('730154');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(title).toHaveTextContent('Crea tu nueva contraseña'));
    await expect(title).toHaveFocus();
    await expect(args.onSubmit).toHaveBeenCalledTimes(3);
  },
};
