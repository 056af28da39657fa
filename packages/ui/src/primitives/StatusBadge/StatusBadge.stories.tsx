import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBadge, type PaymentStatus, type ProcessStatus } from './StatusBadge';

const meta = {
  title: 'Primitivos/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { kind: 'payment', status: 'PENDING' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Pendiente');
    await expect(badge).toHaveAttribute('data-tone', 'warning');
    await expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

const paymentStatuses: PaymentStatus[] = ['PENDING', 'SENT', 'SUCCESS', 'REJECTED'];
const processStatuses: ProcessStatus[] = ['PENDING', 'INPROGRESS', 'APPROVED', 'ANNULLED'];

/** Every payment status (subscriptions): each with its own label, icon and colour. */
export const PaymentStatuses: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3">
      {paymentStatuses.map((status) => (
        <StatusBadge key={status} kind="payment" status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Exitoso')).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByText('Rechazado')).toHaveAttribute('data-tone', 'danger');
  },
};

/** Every process status (requests such as rescues). */
export const ProcessStatuses: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3">
      {processStatuses.map((status) => (
        <StatusBadge key={status} kind="process" status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('En proceso')).toHaveAttribute('data-tone', 'info');
    await expect(canvas.getByText('Aprobado')).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByText('Anulado')).toHaveAttribute('data-tone', 'neutral');
  },
};

/** On the raised and sunken surfaces a badge also sits on. */
export const OnSurfaces: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      {(['bg-surface', 'bg-surface-sunken'] as const).map((surface) => (
        <div key={surface} className={`flex flex-wrap gap-3 rounded-lg p-4 ${surface}`}>
          {processStatuses.map((status) => (
            <StatusBadge key={status} kind="process" status={status} />
          ))}
          <StatusBadge kind="payment" status="REJECTED" />
        </div>
      ))}
    </div>
  ),
};
