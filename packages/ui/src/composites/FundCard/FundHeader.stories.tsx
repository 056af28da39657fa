import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { FundHeader } from './FundHeader';
import { funds, sampleImages } from './fixtures';

const balanced = funds[2]!;
const dollars = funds[1]!;

const meta = {
  title: 'Compuestos/FundHeader',
  component: FundHeader,
  tags: ['autodocs'],
  args: {
    name: balanced.name,
    type: balanced.type,
    currency: balanced.currency,
    risk: balanced.risk,
    navPerUnit: balanced.navPerUnit,
    navDate: balanced.navDate,
    theme: 3,
    imageHeader: sampleImages.andes,
    returns: [
      { period: '12 meses', value: '8.90' },
      { period: 'en el año', value: '5.14' },
      { period: '3 años (anual)', value: '-0.85' },
    ],
    actions: <Button variant="secondary">Invertir en este fondo</Button>,
  },
  argTypes: { theme: { control: 'inline-radio', options: [1, 2, 3, 4, 5] } },
  parameters: { screenshot: { phone: true } },
} satisfies Meta<typeof FundHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Quipu Balanceado' })).toBeVisible();
    await expect(canvas.getByText('Rentabilidad 3 años (anual)')).toBeVisible();
    await expect(canvas.getByText('menos 0.85 por ciento')).toBeInTheDocument();
  },
};

/** Without `imageHeader`: the theme's pattern fills the banner. */
export const WithoutImage: Story = {
  args: {
    name: dollars.name,
    type: dollars.type,
    currency: dollars.currency,
    risk: dollars.risk,
    navPerUnit: dollars.navPerUnit,
    theme: 2,
    imageHeader: undefined,
    returns: [
      { period: '12 meses', value: '4.12' },
      { period: 'en el año', value: null },
    ],
  },
};

export const LongName: Story = {
  args: {
    theme: 5,
    name: 'Fondo de Fondos Quipu Crecimiento Sostenible Latinoamericano en Soles',
    type: 'Fondo de fondos de renta mixta de crecimiento',
  },
};
