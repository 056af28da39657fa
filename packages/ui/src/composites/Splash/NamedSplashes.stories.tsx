import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AccountReadySplash } from './named/AccountReadySplash';
import { IdentityValidatedSplash } from './named/IdentityValidatedSplash';
import { ParticipantCompletedSplash } from './named/ParticipantCompletedSplash';
import { AddressSavedSplash, PasswordUpdatedSplash } from './named/ProfileSavedSplashes';
import { RescueCreatedSplash, ScheduledRescueCreatedSplash } from './named/RescueCreatedSplash';

/* The splashes of one page, with words of their own over their type's. */
const meta = {
  title: 'Compuestos/Splash/Variantes',
  component: IdentityValidatedSplash,
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  args: { onCreatePassword: fn() },
} satisfies Meta<typeof IdentityValidatedSplash>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new customer's identity validated: on to the password. */
export const IdentityValidated: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: '¡Validamos tus datos!' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Crear mi contraseña' }));
    await expect(args.onCreatePassword).toHaveBeenCalledTimes(1);
  },
};

/** The password created: the account is ready, on to the home page. */
export const AccountReady: Story = {
  render: () => <AccountReadySplash onHome={fn()} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: '¡Tu registro está completo!' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Tu cuenta está lista\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ir al inicio' })).toBeVisible();
  },
};

/** The client data wizard finished. */
export const ParticipantCompleted: Story = {
  render: () => <ParticipantCompletedSplash onFunds={fn()} onHome={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '¡Completaste tus datos!' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ver fondos' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ir al inicio' })).toBeVisible();
  },
};

/** A rescue registered, with its number (the receipt summary goes under it). */
export const RescueCreated: Story = {
  render: () => <RescueCreatedSplash reference="R-000123" onHome={fn()} onMovements={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Número de rescate')).toBeVisible();
    await expect(canvas.getByText('R-000123')).toBeVisible();
  },
};

/** A scheduled rescue active; the sentence comes from the flow. */
export const ScheduledRescueCreated: Story = {
  render: () => (
    <ScheduledRescueCreatedSplash
      text="Rescataremos S/ 500.00 el día 15 de cada mes a tu cuenta BCP terminada en 4321. El primer rescate será el 15 de diciembre."
      onHome={fn()}
      onMovements={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Tu rescate programado está activo' }),
    ).toBeVisible();
  },
};

/** The password changed: the other sessions were closed. */
export const PasswordUpdated: Story = {
  render: () => <PasswordUpdatedSplash onHome={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Cerramos tu sesión en los demás dispositivos\./)).toBeVisible();
  },
};

/** The home address changed. */
export const AddressSaved: Story = {
  render: () => <AddressSavedSplash onDone={fn()} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: '¡Actualizamos tu dirección!' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ir a mi perfil' })).toBeVisible();
  },
};
