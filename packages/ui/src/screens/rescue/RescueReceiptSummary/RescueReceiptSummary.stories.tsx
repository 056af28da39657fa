import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Splash } from '../../../composites/Splash';
import { RESCUE_REFERENCE, penAccounts, shortTermSoles } from '../fixtures';
import { rescueScreen } from '../storyKit';
import { RescueReceiptSummary } from './RescueReceiptSummary';

const meta = {
  title: 'Pantallas/Rescate/RescueReceiptSummary',
  id: 'pantallas-rescate-rescuereceiptsummary',
  component: RescueReceiptSummary,
  tags: ['autodocs'],
  ...rescueScreen,
  args: {
    fundName: shortTermSoles.fundName,
    seriesLabel: shortTermSoles.seriesLabel,
    currency: 'PEN',
    kind: 'partial',
    amount: '1500.00',
    net: '1500.00',
    paymentDate: '2026-11-25',
    account: penAccounts[0]!,
  },
} satisfies Meta<typeof RescueReceiptSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * As the app shows it: the "rescue-created" Splash with the request's reference, and this
 * summary as its children.
 */
export const InSplash: Story = {
  render: (args) => (
    <Splash
      type="rescue-created"
      reference={RESCUE_REFERENCE}
      referenceLabel="Número de solicitud"
      primaryAction={{ href: '/dashboard' }}
      secondaryAction={{ href: '/movements' }}
    >
      <RescueReceiptSummary {...args} />
    </Splash>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus();
    const summary = canvas.getByRole('region', { name: 'Resumen de tu solicitud de rescate' });
    await expect(summary).toHaveTextContent('Renta Corto Plazo Soles · Serie A');
    await expect(summary).toHaveTextContent('Monto a rescatarS/ 1,500.00');
    await expect(summary).toHaveTextContent('Hasta el miércoles, 25 de noviembre de 2026');
    await expect(summary).toHaveTextContent('cuenta terminada en 2542');
    await expect(canvas.getByText(RESCUE_REFERENCE)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver mis movimientos' })).toHaveAttribute(
      'href',
      '/movements',
    );
  },
};
