import type { Meta, StoryObj } from '@storybook/react-vite';
import { Landmark, SearchX } from '../../icons';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Primitivos/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: 'Aún no tienes movimientos',
    description: 'Cuando inviertas o solicites un rescate, verás aquí cada operación y su estado.',
  },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Aún no tienes movimientos' })).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    icon: <Landmark />,
    title: 'No tienes cuentas bancarias registradas',
    description: 'Registra una cuenta a tu nombre para recibir el dinero de tus rescates.',
    action: <Button onClick={fn()}>Registrar cuenta</Button>,
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Registrar cuenta' })).toHaveFocus();
  },
};

export const TitleOnly: Story = {
  args: { icon: <SearchX />, title: 'No hay resultados para este periodo', description: undefined },
};

export const LongText: Story = {
  args: {
    title:
      'Todavía no hay estados de cuenta disponibles para los fondos en los que participas actualmente',
    description:
      'El estado de cuenta de cada mes se genera durante los primeros cinco días hábiles del mes siguiente. Si realizaste tu primera suscripción este mes, podrás descargarlo a partir del próximo.',
    action: <Button variant="secondary">Ver mis inversiones</Button>,
  },
};
