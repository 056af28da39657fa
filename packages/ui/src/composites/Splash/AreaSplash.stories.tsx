import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AuthSplash } from './areas/AuthSplash';
import { IdentitySplash } from './areas/IdentitySplash';
import { InvestingSplash } from './areas/InvestingSplash';
import { MoneySplash } from './areas/MoneySplash';
import { ParticipantSplash } from './areas/ParticipantSplash';
import { ProfileSplash } from './areas/ProfileSplash';
import { SystemSplash } from './areas/SystemSplash';

/*
 * Each area's splash carries only its area's copy, so a page loads the words of the splashes it
 * can show and no others; the catalogue of every type with its copy is `Compuestos/Splash`.
 */
const meta = {
  title: 'Compuestos/Splash/Secciones',
  component: AuthSplash,
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  args: { type: 'recovery-completed', primaryAction: { onClick: fn() } },
} satisfies Meta<typeof AuthSplash>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sign-in, register and recovery pages' splashes. */
export const Auth: Story = {
  play: async ({ canvas, args }) => {
    const heading = canvas.getByRole('heading', { name: '¡Tu contraseña fue restablecida!' });
    await expect(heading).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await expect((args.primaryAction as { onClick: () => void }).onClick).toHaveBeenCalled();
  },
};

/** The portal's own splash: maintenance, with support as the second action. */
export const System: Story = {
  render: () => (
    <SystemSplash
      type="maintenance"
      primaryAction={{ onClick: fn() }}
      secondaryAction={{ href: '#soporte' }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Estamos en mantenimiento' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contactar a soporte' })).toBeVisible();
  },
};

/** Becoming a participant: here the PEP declaration received. */
export const Participant: Story = {
  render: () => <ParticipantSplash type="pep-completed" primaryAction={{ onClick: fn() }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Recibimos tu declaración' })).toBeVisible();
  },
};

/** The facial validation: here the first validation of a customer. */
export const Identity: Story = {
  render: () => (
    <IdentitySplash type="identity-validation-first-success" primaryAction={{ onClick: fn() }} />
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: '¡Tu identidad fue validada!' }),
    ).toBeVisible();
  },
};

/** An investment paid. */
export const Investing: Story = {
  render: () => (
    <InvestingSplash
      type="payment-success"
      primaryAction={{ onClick: fn() }}
      secondaryAction={{ onClick: fn() }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ver mis movimientos' })).toBeVisible();
  },
};

/** Rescues and bank accounts: here a bank account registered. */
export const Money: Story = {
  render: () => (
    <MoneySplash
      type="bank-account-created"
      primaryAction={{ onClick: fn() }}
      secondaryAction={{ onClick: fn() }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ver mis cuentas' })).toBeVisible();
  },
};

/** The profile and its changes: here a new email. */
export const Profile: Story = {
  render: () => <ProfileSplash type="email-changed" primaryAction={{ onClick: fn() }} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: '¡Tu correo fue actualizado!' }),
    ).toBeVisible();
  },
};
