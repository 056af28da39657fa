import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Money } from './Money';

const meta = {
  title: 'Primitivos/Money',
  component: Money,
  tags: ['autodocs'],
  args: { amount: '1500.00', currency: 'PEN' },
  argTypes: {
    currency: { control: 'inline-radio', options: ['PEN', 'USD'] },
    sign: { control: 'inline-radio', options: ['auto', 'always', 'never'] },
    tone: { control: 'inline-radio', options: ['none', 'sign'] },
  },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Soles: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,500.00 soles peruanos')).toBeInTheDocument();
  },
};

export const Dollars: Story = {
  args: { amount: '200', currency: 'USD' },
  play: async ({ canvasElement }) => {
    const shown = canvasElement.querySelector('[data-slot="money"] [aria-hidden="true"]');
    await expect(shown?.textContent).toBe('US$\u00a0200.00');
  },
};

export const Negative: Story = { args: { amount: '-350.75' } };

/** Movements carry both signs; colour only adds to the sign, never replaces it. */
export const SignedAndColoured: Story = {
  render: (args) => (
    <ul className="w-72 divide-y divide-border rounded-lg border border-border bg-surface">
      {[
        { label: 'Suscripción', amount: '1000.00', currency: 'PEN' as const },
        { label: 'Rescate', amount: '-250.00', currency: 'USD' as const },
        { label: 'Sin variación', amount: '0', currency: 'PEN' as const },
      ].map((row) => (
        <li key={row.label} className="flex items-center justify-between px-4 py-3 text-text">
          <span>{row.label}</span>
          <Money {...args} amount={row.amount} currency={row.currency} />
        </li>
      ))}
    </ul>
  ),
  args: { sign: 'always', tone: 'sign' },
  play: async ({ canvasElement }) => {
    const amounts = canvasElement.querySelectorAll('[data-slot="money"]');
    await expect(amounts[0]).toHaveClass('text-success');
    await expect(amounts[1]).toHaveClass('text-danger');
    await expect(amounts[2]).not.toHaveClass('text-success');
  },
};

/** A balance headline: size comes from the caller's classes. */
export const Balance: Story = {
  args: { amount: '1234567.89', className: 'font-display text-4xl font-bold text-text' },
  render: (args) => (
    <div className="w-fit rounded-xl border border-border bg-surface p-6 shadow-sm">
      <p className="text-sm text-muted">Saldo total invertido</p>
      <Money {...args} />
    </div>
  ),
};

/** Never breaks between the symbol and the digits, even in a narrow column. */
export const Narrow: Story = {
  args: { amount: '98765432.10' },
  render: (args) => (
    <p className="w-32 text-text">
      Monto disponible para rescate: <Money {...args} />
    </p>
  ),
};
