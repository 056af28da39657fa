import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DeleteAccountLoadState } from './DeleteAccountScreen/DeleteAccountLoadState';
import { ProfileLoadState } from './ProfileScreen/ProfileLoadState';
import { SecurityLogLoadState } from './SecurityLogScreen/SecurityLogLoadState';
import { profileScreen } from './storyKit';

/* The profile pages before their data: each page's skeletons, or its load error. */
const meta = {
  title: 'Pantallas/Perfil/Carga',
  component: ProfileLoadState,
  ...profileScreen,
  args: { state: 'loading', onRetry: fn() },
} satisfies Meta<typeof ProfileLoadState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The profile while it loads. */
export const ProfileLoading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando tu perfil');
  },
};

/** The profile could not be loaded: the connection message and "Reintentar". */
export const ProfileLoadFailed: Story = {
  args: { state: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('No pudimos cargar tu perfil')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The account's activity while it loads. */
export const SecurityLogLoading: Story = {
  render: (args) => <SecurityLogLoadState {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando tu actividad');
  },
};

/** The account's activity could not be loaded, with the API's reason. */
export const SecurityLogLoadFailed: Story = {
  args: { state: 'error', loadError: 'El servicio no responde. Vuelve a intentarlo.' },
  render: (args) => <SecurityLogLoadState {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No pudimos cargar tu actividad')).toBeVisible();
    await expect(canvas.getByText('El servicio no responde. Vuelve a intentarlo.')).toBeVisible();
  },
};

/** Deleting the account: what is left to do is being checked. */
export const DeleteAccountChecking: Story = {
  render: (args) => <DeleteAccountLoadState {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Revisando tu cuenta');
  },
};

/** Deleting the account: the check could not be made. */
export const DeleteAccountCheckFailed: Story = {
  args: { state: 'error' },
  render: (args) => <DeleteAccountLoadState {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No pudimos revisar tu cuenta')).toBeVisible();
  },
};
