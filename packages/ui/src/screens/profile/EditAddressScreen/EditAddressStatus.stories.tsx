import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EditAddressLoadError, EditAddressLoading } from './EditAddressStatus';

const meta = {
  title: 'Pantallas/Perfil/EditAddressStatus',
  component: EditAddressLoadError,
  args: { onRetry: fn() },
} satisfies Meta<typeof EditAddressLoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The address could not be loaded: the connection message and "Reintentar". */
export const LoadFailed: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('No pudimos cargar tu dirección')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** While the address loads: one "Cargando tu dirección" status for the whole form. */
export const Loading: Story = {
  render: () => <EditAddressLoading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando tu dirección');
  },
};
