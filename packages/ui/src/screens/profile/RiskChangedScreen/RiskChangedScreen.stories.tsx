import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { profileScreen } from '../storyKit';
import { RiskChangedScreen } from './RiskChangedScreen';

const meta = {
  title: 'Pantallas/Perfil/RiskChangedScreen',
  id: 'pantallas-perfil-riskchangedscreen',
  component: RiskChangedScreen,
  tags: ['autodocs'],
  ...profileScreen,
  args: {
    profile: 'Conservador',
    previousProfile: 'Moderado',
    reach: 2,
    holdingsAbove: [
      {
        key: 'BALS-000',
        fundName: 'Fondo Balanceado Soles',
        seriesName: 'Serie A',
        riskLevel: 3,
        value: 'S/ 12,480.35',
      },
      {
        key: 'ACCP-000',
        fundName: 'Fondo Acciones Perú',
        seriesName: 'Serie A',
        riskLevel: 5,
        value: 'S/ 3,105.90',
      },
    ],
    recommendedHref: '/products/recommended',
    profileHref: '/profile',
  },
} satisfies Meta<typeof RiskChangedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The profile went down: the funds held above it, what it means and what the customer may do. */
export const HoldingsAbove: Story = {
  parameters: { screenshot: { phone: true, sisterBrand: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Tu perfil de riesgo ahora es Conservador',
    );
    const changed = canvas.getByRole('region', { name: 'Qué cambió en tus inversiones' });
    await expect(within(changed).getAllByRole('listitem').slice(0, 2)).toHaveLength(2);
    await expect(changed).toHaveTextContent('Riesgo 5 de 5');
    await expect(changed).toHaveTextContent('No vendemos ni movemos nada');
    await expect(changed).toHaveTextContent('llega hasta el riesgo 2 de 5');
    await expect(canvas.getByRole('link', { name: 'Ver fondos recomendados' })).toHaveAttribute(
      'href',
      '/products/recommended',
    );
    await expect(canvas.getByRole('link', { name: 'Volver a mi perfil' })).toHaveAttribute(
      'href',
      '/profile',
    );
  },
};

/** Nothing held is above the new profile: nothing to do. */
export const NoneAbove: Story = {
  args: { profile: 'Agresivo', reach: 5, holdingsAbove: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.getByText(/no tienes que hacer nada/)).toBeVisible();
    await expect(canvas.getByText(/Antes era Moderado/)).toBeVisible();
  },
};
