import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ORDER_REFERENCE } from '../fixtures';
import { investingScreen } from '../storyKit';
import { InvestmentPendingScreen } from './InvestmentPendingScreen';

const meta = {
  title: 'Pantallas/Inversión/InvestmentPendingScreen',
  id: 'pantallas-inversion-investmentpendingscreen',
  component: InvestmentPendingScreen,
  tags: ['autodocs'],
  ...investingScreen,
  args: {
    orderReference: ORDER_REFERENCE,
    validationBy: 'hoy antes de las 18:00',
    tradeDateLabel: 'martes, 24 de noviembre de 2026',
    email: 'ana.quispe@correo.pe',
    movementsHref: '/movements',
    receiptPdfHref: `/api/subscriptions/${ORDER_REFERENCE}/receipt.pdf`,
    homeHref: '/dashboard',
  },
} satisfies Meta<typeof InvestmentPendingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Copiar número de orden' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Descargar constancia/ })).toHaveAttribute(
      'download',
    );
    await expect(canvas.getByRole('link', { name: 'Ver mis movimientos' })).toHaveAttribute(
      'href',
      '/movements',
    );
  },
};

/** Without the customer's email at hand; a transfer checked on the next business day. */
export const NextBusinessDay: Story = {
  args: {
    email: undefined,
    validationBy: 'el miércoles 25 de noviembre antes de las 12:00',
    tradeDateLabel: 'miércoles, 25 de noviembre de 2026',
  },
};
