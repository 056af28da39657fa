import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { MovementsList } from './MovementsList';
import { sampleMovements } from './movements.fixtures';

const meta = {
  title: 'Compuestos/MovementsList',
  component: MovementsList,
  tags: ['autodocs'],
  args: { movements: sampleMovements },
  parameters: { screenshot: { phone: true } },
} satisfies Meta<typeof MovementsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A table with a caption on wide screens; stacked cards on a phone (see the phone shots). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Movimientos' });
    await expect(table).toBeVisible();
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(sampleMovements.length + 1);
    const first = within(rows[1] as HTMLElement);
    await expect(first.getByText('12 jun. 2025')).toBeVisible();
    await expect(first.getByText('Suscripción')).toBeVisible();
    await expect(first.getByText('1,500.00 soles peruanos')).toBeInTheDocument();
    await expect(first.getByText('Pendiente')).toBeVisible();
    // The phone list is in the markup but neither shown nor read on a wide screen.
    await expect(canvas.queryByRole('list', { name: 'Movimientos' })).toBeNull();
  },
};

/** Subscriptions with `+` and rescues with `-`, as the fund position sees them. */
export const Signed: Story = {
  args: { signed: true, movements: sampleMovements.slice(0, 4) },
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table'));
    await expect(table.getByText('menos 820.45 dólares estadounidenses')).toBeInTheDocument();
    await expect(table.getByText('más 1,500.00 soles peruanos')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando movimientos');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  args: { movements: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Aún no tienes movimientos' })).toBeVisible();
  },
};

export const EmptyWithAction: Story = {
  args: {
    movements: [],
    emptyAction: <Button onClick={fn()}>Invertir ahora</Button>,
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Invertir ahora' })).toHaveFocus();
  },
};

/** Long fund names wrap inside their column and card; amounts never break. */
export const LongFundNames: Story = {
  args: {
    caption: 'Movimientos de los últimos 12 meses',
    movements: [
      {
        ...sampleMovements[2]!,
        id: 'long-1',
        fundName: 'Fondo de Fondos Crecimiento Internacional Dólares Serie B (acumulación)',
        amount: '1234567.89',
        currency: 'USD',
      },
      {
        ...sampleMovements[3]!,
        id: 'long-2',
        fundName: 'Instrumentos de Deuda Soberana y Corporativa de Mediano Plazo en Soles',
      },
    ],
  },
};

/** The page already has a heading: the caption stays for screen readers only. */
export const HiddenCaption: Story = {
  args: { hideCaption: true, movements: sampleMovements.slice(0, 3) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Movimientos' })).toBeVisible();
  },
};
