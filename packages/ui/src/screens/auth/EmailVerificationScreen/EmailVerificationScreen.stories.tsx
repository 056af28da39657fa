import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useDemoForm, useDemoResend } from '../../shared/demoForm';
import { demoSupport } from '../../shared/fixtures';
import {
  EmailVerificationScreen,
  emailVerificationFieldIds,
  type EmailVerificationScreenProps,
} from './EmailVerificationScreen';

function validate({ code }: { code: string }) {
  return code.length === 6 ? {} : { code: 'Ingresa los 6 dígitos del código.' };
}

function Interactive(args: EmailVerificationScreenProps) {
  const state = useDemoForm(args, validate);
  const resend = useDemoResend(args.resend);
  return <EmailVerificationScreen {...args} {...state} resend={resend} />;
}

const meta = {
  title: 'Pantallas/Acceso/EmailVerificationScreen',
  component: EmailVerificationScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  render: (args) => <Interactive {...args} />,
  args: {
    email: 'juan.perez@mail.com',
    values: { code: '' },
    errors: {},
    submitCount: 0,
    submitting: false,
    onValueChange: fn(),
    onBlur: fn(),
    onSubmit: fn(),
    resend: { secondsLeft: 45, resending: false, limitReached: false, onResend: fn() },
    support: demoSupport,
  },
} satisfies Meta<typeof EmailVerificationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just registered: the code is on its way and another one can be asked for in 0:45. */
export const Empty: Story = {
  // The sample of this screen shot in the sister brand too.
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas }) => {
    const sentTo = canvas.getByText(/Enviamos un código de 6 dígitos a/);
    await expect(sentTo).toHaveTextContent(/a j\*{4}.*ez@mail\.com\./);
    await expect(sentTo).not.toHaveTextContent('juan.perez');
    await expect(canvas.getByText('Puedes pedir otro código en')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('0:45');
    await expect(canvas.getByRole('button', { name: 'Reenviar código' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Filled: Story = { args: { values: { code: '482913' } } };

export const WrongCode: Story = {
  args: {
    values: { code: '482931' },
    errors: { code: 'El código no es correcto. Revisa el último correo que te enviamos.' },
    submitCount: 1,
  },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(within(summary).getByRole('link'));
    await expect(canvas.getByRole('textbox', { name: 'Dígito 1 de 6' })).toHaveFocus();
  },
};

/** A failure of the service, not of the code. */
export const ServerError: Story = {
  args: {
    values: { code: '482913' },
    formError:
      'No pudimos verificar tu correo en este momento. Espera unos minutos e inténtalo de nuevo; tu código seguirá vigente hasta que venza.',
    submitCount: 1,
  },
};

export const Submitting: Story = {
  args: { values: { code: '482913' }, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Verificar correo/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The wait is over: the resend button is active. */
export const ResendReady: Story = {
  args: { resend: { secondsLeft: 0, resending: false, limitReached: false, onResend: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Reenviar código' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

export const Resending: Story = {
  args: { resend: { secondsLeft: 0, resending: true, limitReached: false, onResend: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Reenviar código/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LimitReached: Story = {
  args: {
    resend: { secondsLeft: 0, resending: false, limitReached: true, onResend: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Revisa tu bandeja de entrada/)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Alcanzaste el límite de envíos de código por ahora.',
    );
  },
};

/** Asking for another code keeps focus on the button and starts a new wait. */
export const ResendFlow: Story = {
  args: { resend: { secondsLeft: 0, resending: false, limitReached: false, onResend: fn() } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Reenviar código' });
    await userEvent.click(button);
    await expect(args.resend.onResend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('1:00'));
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('Podrás pedir otro código en 1 minuto.')).toBeInTheDocument();
  },
};

/** Submitting without the code focuses the summary, whose link leads to the first box. */
export const SubmitWithErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verificar correo' }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(
      within(summary).getByRole('link', { name: 'Ingresa los 6 dígitos del código.' }),
    );
    await expect(canvas.getByRole('textbox', { name: 'Dígito 1 de 6' })).toHaveFocus();
    await userEvent.keyboard('482913');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('code', '482913');
    await expect(document.getElementById(emailVerificationFieldIds.code)).toHaveAttribute(
      'data-complete',
    );
  },
};
