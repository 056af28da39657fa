import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CompositionChart } from './CompositionChart';
import { manyClassesComposition, shortTermComposition } from './fixtures';

const meta = {
  title: 'Compuestos/CompositionChart',
  component: CompositionChart,
  tags: ['autodocs'],
  args: shortTermComposition,
  render: (args) => (
    <div className="max-w-4xl rounded-xl border border-border bg-surface p-5 shadow-sm">
      <CompositionChart {...args} />
    </div>
  ),
} satisfies Meta<typeof CompositionChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The donut summarises; the list beside it carries every share, each named. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('img', {
        name: 'Composición por tipo de activo: 5 tipos; el mayor es Depósitos a plazo, con 42.50 por ciento.',
      }),
    ).toBeVisible();
    const classes = canvas.getByRole('heading', { name: 'Por tipo de activo' }).closest('section')!;
    const items = within(classes).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('Depósitos a plazo42.50 %');
    // Each swatch has the colour of its slice.
    const slices = canvasElement.querySelectorAll('path[data-slice]');
    await expect(slices).toHaveLength(5);
    const swatch = items[1]!.querySelector('[aria-hidden="true"]')!;
    await expect(getComputedStyle(swatch).backgroundColor).toBe(getComputedStyle(slices[1]!).fill);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByText('31 de octubre de 2026')).toHaveAttribute(
      'datetime',
      '2026-10-31',
    );
  },
};

/** Eight classes and long names in a phone-wide column. */
export const ManyClassesNarrow: Story = {
  args: manyClassesComposition,
  render: (args) => (
    <div className="w-80 rounded-xl border border-border bg-surface p-4 shadow-sm">
      <CompositionChart {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('path[data-slice]')).toHaveLength(8);
  },
};

/** A new fund without a published composition. */
export const Empty: Story = {
  args: { assetClasses: [], holdings: [], asOf: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aún no publicamos la composición de este fondo.')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
