import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { buttonVariants } from '../../primitives/Button';
import { FundCard, FundCardSkeleton } from './FundCard';
import { fundTheme } from './fundTheme';
import { funds, sampleImages } from './fixtures';

const [cash, dollars, balanced, equity] = funds as [
  (typeof funds)[0],
  (typeof funds)[0],
  (typeof funds)[0],
  (typeof funds)[0],
];

const meta = {
  title: 'Compuestos/FundCard',
  component: FundCard,
  tags: ['autodocs'],
  args: { ...cash, theme: 1 },
  argTypes: {
    theme: { control: 'inline-radio', options: [1, 2, 3, 4, 5] },
    currency: { control: 'inline-radio', options: ['PEN', 'USD'] },
    risk: { control: 'inline-radio', options: ['conservador', 'moderado', 'agresivo'] },
  },
  render: (args) => (
    <div className="w-80">
      <FundCard {...args} />
    </div>
  ),
} satisfies Meta<typeof FundCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Quipu Cash Soles' })).toBeVisible();
    await expect(canvas.getByText('15.2345678')).toBeVisible();
    await expect(canvas.getByText('20/11/2025')).toHaveAttribute('datetime', '2025-11-20');
    await expect(canvas.getByText('más 6.45 por ciento')).toBeInTheDocument();
    await expect(canvas.getByText('500.00 soles peruanos')).toBeInTheDocument();
    await expect(canvas.getByText('(nivel 1 de 3)')).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: 'Ver detalle de Quipu Cash Soles' }),
    ).toHaveAttribute('href', '#quipu-cash-soles');
  },
};

/** The five themes as `fundTheme(index)` gives them to a list of funds, with and without image. */
export const AllThemes: Story = {
  render: () => (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(17rem,1fr))] gap-4">
      {funds.map((fund, index) => (
        <li key={fund.name} className="flex">
          <FundCard
            {...fund}
            theme={fundTheme(index)}
            imageCard={index === 1 ? sampleImages.andes : undefined}
            className="w-full"
          />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const cards = canvasElement.querySelectorAll('[data-slot="fund-card"]');
    await expect(Array.from(cards, (card) => card.getAttribute('data-theme'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
  },
};

export const WithImage: Story = { args: { imageCard: sampleImages.coast, theme: 3 } };

/** A dollar fund: valor cuota and minimum in US$. */
export const Dollars: Story = {
  args: { ...dollars, theme: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('112.903214')).toBeVisible();
    await expect(canvas.getByText('Dólares')).toBeVisible();
  },
};

/** A loss shows a minus sign and a falling arrow, not only the red colour. */
export const NegativeReturn: Story = {
  args: { ...equity, theme: 4 },
  play: async ({ canvasElement }) => {
    const percent = canvasElement.querySelector('[data-slot="percent"]');
    await expect(percent).toHaveAttribute('data-sign', 'negative');
    await expect(percent).toHaveClass('text-danger');
    await expect(percent?.textContent).toContain('-3.20\u00a0%');
  },
};

/** A fund too new for a 12-month return. */
export const NoReturnYet: Story = {
  args: { ...balanced, theme: 3, recentReturn: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sin historial aún')).toBeVisible();
  },
};

export const LongName: Story = {
  args: {
    ...balanced,
    theme: 5,
    name: 'Fondo de Fondos Quipu Crecimiento Sostenible Latinoamericano en Soles',
    type: 'Fondo de fondos de renta mixta de crecimiento',
  },
};

/** A router link passed in the `action` slot, styled as the default one. */
export const CustomAction: Story = {
  args: {
    href: undefined,
    action: (
      <a href="#invertir" className={buttonVariants({ fullWidth: true })}>
        Invertir en este fondo
      </a>
    ),
  },
};

/** Keyboard focus on the action. */
export const FocusedAction: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Ver detalle/ })).toHaveFocus();
  },
};

/** While the list loads. */
export const Loading: Story = {
  render: () => (
    <div className="grid grid-cols-[repeat(auto-fill,minmax(17rem,1fr))] gap-4">
      <FundCardSkeleton />
      <FundCardSkeleton />
      <FundCardSkeleton />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
    await expect(canvas.getAllByText('Cargando fondo')[0]).toBeInTheDocument();
  },
};
