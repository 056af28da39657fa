import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Splash, type SplashAction, type SplashProps } from './Splash';
import { splashCopy } from './splashCopy';

const meta = {
  title: 'Compuestos/Splash',
  component: Splash,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  args: {
    type: 'email-verified',
    primaryAction: { onClick: fn() },
    secondaryAction: { onClick: fn() },
  },
  argTypes: {
    type: { control: 'select', options: Object.keys(splashCopy) },
  },
} satisfies Meta<typeof Splash>;

export default meta;
type Story = StoryObj<typeof meta>;

function primaryClick(args: Partial<SplashProps>) {
  const action = args.primaryAction as Exclude<SplashAction, (...a: never[]) => unknown>;
  return action.onClick;
}

/* One story per type of the spec, with its default copy. */

export const Auth: Story = {
  args: { type: 'auth' },
  play: async ({ canvas, args }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: splashCopy.auth.heading });
    await expect(heading).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await expect(primaryClick(args)).toHaveBeenCalledTimes(1);
  },
};

export const Maintenance: Story = {
  args: { type: 'maintenance' },
};

export const EmailVerified: Story = {
  args: { type: 'email-verified' },
};

export const RegisterCompleted: Story = {
  args: { type: 'register-completed' },
};

export const RecoveryCompleted: Story = {
  args: { type: 'recovery-completed' },
};

export const ProspectCompleted: Story = {
  args: { type: 'prospect-completed' },
};

export const TypeOfParticipantCompleted: Story = {
  args: { type: 'type-of-participant-completed' },
};

export const PepCompleted: Story = {
  args: { type: 'pep-completed' },
};

export const IdentityValidationLimit: Story = {
  args: { type: 'identity-validation-limit' },
};

export const IdentityValidationFirstSuccess: Story = {
  args: { type: 'identity-validation-first-success' },
};

export const IdentityValidationSuccess: Story = {
  args: { type: 'identity-validation-success' },
};

export const IdentityValidationRescueSuccess: Story = {
  args: { type: 'identity-validation-rescue-success' },
};

export const PaymentSuccess: Story = {
  args: { type: 'payment-success', reference: '000482913' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('000482913')).toBeVisible();
    await expect(canvas.getByText('000482913').parentElement).toHaveTextContent(
      'Número de operación:000482913',
    );
  },
};

export const FailedAml: Story = {
  args: { type: 'failed-aml' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Contactar a soporte' }));
    await expect(primaryClick(args)).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Ir al inicio' })).toBeVisible();
  },
};

export const YearlyUpdate: Story = {
  args: { type: 'yearly-update' },
};

export const BankAccountCreated: Story = {
  args: { type: 'bank-account-created' },
};

export const RescueCreated: Story = {
  args: { type: 'rescue-created', reference: 'R-2026-001877' },
};

export const ProfileUpdated: Story = {
  args: { type: 'profile-updated' },
};

export const PhoneVerified: Story = {
  args: { type: 'phone-verified' },
};

export const PasswordUpdated: Story = {
  args: { type: 'password-updated' },
};

export const RiskChanged: Story = {
  args: { type: 'risk-changed' },
};

export const FinalBeneficiary: Story = {
  args: { type: 'final-beneficiary' },
};

/* Beyond the defaults. */

/** The screen overrides the copy, e.g. to name the fund and the amount. */
export const CustomCopy: Story = {
  args: {
    type: 'payment-success',
    heading: '¡Invertiste S/ 1,500.00!',
    text: 'Tu inversión en el Fondo Quipu Conservador Soles fue registrada. Te enviaremos la constancia a tu correo electrónico.',
    reference: '000482914',
    primaryAction: { label: 'Ver mi portafolio', onClick: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      '¡Invertiste S/ 1,500.00!',
    );
    await expect(canvas.getByRole('button', { name: 'Ver mi portafolio' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ver mis movimientos' })).toBeVisible();
  },
};

/** Actions as links: `href` for plain links, a render prop for the router's own link. */
export const LinkActions: Story = {
  args: {
    type: 'bank-account-created',
    primaryAction: ({ label, className }) => (
      <a href="#/accounts" className={className}>
        {label}
      </a>
    ),
    secondaryAction: { href: '#/dashboard' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ver mis cuentas' })).toHaveAttribute(
      'href',
      '#/accounts',
    );
    await expect(canvas.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute(
      'href',
      '#/dashboard',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Without actions the panel stays a plain message (e.g. maintenance with no retry wired). */
export const WithoutActions: Story = {
  args: { type: 'maintenance', primaryAction: undefined, secondaryAction: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
