import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ORDER_REFERENCE } from '../fixtures';
import { investingScreen } from '../storyKit';
import { PaymentResultScreen } from './PaymentResultScreen';

const meta = {
  title: 'Pantallas/Inversión/PaymentResultScreen',
  id: 'pantallas-inversion-paymentresultscreen',
  component: PaymentResultScreen,
  tags: ['autodocs'],
  ...investingScreen,
  args: {
    result: 'approved',
    orderReference: ORDER_REFERENCE,
    amount: '1500.00',
    currency: 'PEN',
    summary: { fundName: 'Renta Mixta Soles', seriesLabel: 'Serie A' },
    tradeDateLabel: 'martes, 24 de noviembre de 2026',
    movementsHref: '/movements',
    receiptPdfHref: `/api/subscriptions/${ORDER_REFERENCE}/receipt.pdf`,
    onRetry: fn(),
    onTransfer: fn(),
  },
} satisfies Meta<typeof PaymentResultScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Approved: Story = {
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '¡Pago exitoso!' })).toHaveFocus();
    await expect(canvas.getByText(ORDER_REFERENCE)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Descargar constancia/ })).toHaveAttribute(
      'download',
    );
  },
};

/** The gateway refused the card: its reason, and two ways to pay the same order. */
export const Declined: Story = {
  args: { result: 'declined', reason: 'Tu banco rechazó la operación por fondos insuficientes.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus();
    await expect(canvas.getByText(/fondos insuficientes/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Intentar con otra tarjeta' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar por transferencia' }));
    await expect(args.onTransfer).toHaveBeenCalledTimes(1);
  },
};

/** The gateway has not answered yet. */
export const Pending: Story = {
  args: { result: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Estamos confirmando tu pago…');
  },
};
