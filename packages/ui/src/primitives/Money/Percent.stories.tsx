import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Percent } from './Percent';

const meta = {
  title: 'Primitivos/Percent',
  component: Percent,
  tags: ['autodocs'],
  args: { value: '5.25' },
  argTypes: {
    sign: { control: 'inline-radio', options: ['auto', 'always', 'never'] },
    tone: { control: 'inline-radio', options: ['none', 'sign'] },
  },
} satisfies Meta<typeof Percent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const shown = canvasElement.querySelector('[data-slot="percent"] [aria-hidden="true"]');
    await expect(shown?.textContent).toBe('5.25\u00a0%');
    await expect(canvas.getByText('5.25 por ciento')).toBeInTheDocument();
  },
};

/** Fund returns by period, signed and coloured. */
export const Returns: Story = {
  args: { sign: 'always', tone: 'sign' },
  render: (args) => (
    <dl className="grid w-80 grid-cols-[1fr_auto] gap-x-6 gap-y-2 rounded-lg border border-border bg-surface p-4 text-text">
      <dt className="text-muted">Último mes</dt>
      <dd className="text-right">
        <Percent {...args} value="0.42" />
      </dd>
      <dt className="text-muted">En lo que va del año</dt>
      <dd className="text-right">
        <Percent {...args} value="-1.3" />
      </dd>
      <dt className="text-muted">Últimos 12 meses</dt>
      <dd className="text-right">
        <Percent {...args} value="6.875" />
      </dd>
      <dt className="text-muted">Comisión unificada anual</dt>
      <dd className="text-right">
        <Percent value="1.5" />
      </dd>
    </dl>
  ),
  play: async ({ canvasElement }) => {
    const values = canvasElement.querySelectorAll('[data-slot="percent"]');
    await expect(values[1]).toHaveClass('text-danger');
    await expect(values[2]?.querySelector('[aria-hidden="true"]')?.textContent).toBe(
      '+6.88\u00a0%',
    );
  },
};

export const NoDecimals: Story = { args: { value: '18', fractionDigits: 0 } };
