import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NavChart, type NavChartProps, type NavRange } from './NavChart';
import { equityDollarsHistory, shortTermSolesHistory } from './fixtures';

/** The chart with its period kept in state, as the portal keeps it. */
function StatefulNavChart(args: NavChartProps) {
  const [range, setRange] = useState<NavRange>(args.range);
  return (
    <NavChart
      {...args}
      range={range}
      onRangeChange={(next) => {
        setRange(next);
        args.onRangeChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Compuestos/NavChart',
  component: NavChart,
  tags: ['autodocs'],
  args: {
    points: shortTermSolesHistory,
    currency: 'PEN',
    range: '1Y',
    state: 'ready',
    fundName: 'Renta Corto Plazo Soles',
    onRangeChange: fn(),
    onRetry: fn(),
  },
  argTypes: {
    currency: { control: 'inline-radio', options: ['PEN', 'USD'] },
    range: { control: 'inline-radio', options: ['1M', '6M', '1Y', '3Y', '5Y'] },
    state: { control: 'inline-radio', options: ['ready', 'loading', 'error'] },
  },
  render: (args) => (
    <div className="max-w-3xl rounded-xl border border-border bg-surface p-5 shadow-sm">
      <StatefulNavChart {...args} />
    </div>
  ),
} satisfies Meta<typeof NavChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A year of a short-term debt fund; the keyboard walks through the days. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const chart = canvas.getByRole('img', { name: 'Valor cuota de Renta Corto Plazo Soles' });
    await expect(chart).toHaveAccessibleDescription(
      /^Valor cuota del 9 de diciembre de 2025 al 23 de noviembre de 2026: de .+ soles peruanos a 1\.28456789 soles peruanos, más \d+\.\d\d por ciento\.$/,
    );
    const readout = canvasElement.querySelector('[data-slot="nav-chart-readout"]')!;
    await expect(readout).toHaveAttribute('aria-live', 'polite');
    await expect(readout).toHaveTextContent('S/ 1.28456789');

    await userEvent.tab(); // the checked period
    await expect(canvas.getByRole('radio', { name: '1 año' })).toHaveFocus();
    await userEvent.tab(); // the chart
    const plot = canvasElement.querySelector<HTMLElement>('[data-slot="nav-chart-plot"]')!;
    await expect(plot).toHaveFocus();
    await expect(canvas.getByText(/Usa las flechas izquierda y derecha/)).toBeVisible();
    await expect(readout).toHaveTextContent('23 de noviembre de 2026: 1.28456789 soles peruanos');

    await userEvent.keyboard('{ArrowLeft}');
    await expect(readout).toHaveTextContent(/^20 nov\. 2026/);
    await expect(readout).toHaveTextContent('20 de noviembre de 2026:');
    await userEvent.keyboard('{Home}');
    await expect(readout).toHaveTextContent('9 de diciembre de 2025:');
    await expect(canvasElement.querySelector('[data-slot="nav-chart-marker"]')).toHaveAttribute(
      'data-index',
      '0',
    );
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(readout).toHaveTextContent('11 de diciembre de 2025:');
    await userEvent.keyboard('{End}');
    await expect(readout).toHaveTextContent('23 de noviembre de 2026: 1.28456789 soles peruanos');
  },
};

/** The pointer highlights the nearest day. */
export const PointerHover: Story = {
  play: async ({ canvasElement }) => {
    const plot = canvasElement.querySelector<HTMLElement>('[data-slot="nav-chart-plot"]')!;
    const box = plot.getBoundingClientRect();
    await userEvent.pointer({
      target: plot,
      coords: { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 },
    });
    const marker = canvasElement.querySelector('[data-slot="nav-chart-marker"]');
    await expect(marker).not.toBeNull();
    const index = Number(marker?.getAttribute('data-index'));
    await expect(index).toBeGreaterThan(100);
    await expect(index).toBeLessThan(150);
  },
};

/** Picking another period calls `onRangeChange`; the arrows move between periods. */
export const RangeChange: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '6 meses' }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith('6M');
    await expect(canvas.getByRole('radio', { name: '6 meses' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onRangeChange).toHaveBeenLastCalledWith('1Y');
    await expect(canvas.getByRole('group', { name: 'Periodo del gráfico' })).toBeVisible();
  },
};

/** "Ver como tabla" opens the same points as a table that scrolls by itself. */
export const TableView: Story = {
  args: { points: shortTermSolesHistory.slice(-22), range: '1M' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Ver como tabla' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = canvas.getByRole('table', {
      name: 'Valor cuota de Renta Corto Plazo Soles del 23 oct. 2026 al 23 nov. 2026',
    });
    await expect(table).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(23);
    await expect(within(table).getByText('S/ 1.28456789')).toBeInTheDocument();
    const region = canvas.getByRole('region', { name: /^Valor cuota de Renta/ });
    await waitFor(() => expect(region.scrollHeight).toBeGreaterThan(region.clientHeight));
  },
};

/** Six months of a dollar equity fund with falls, in a phone-wide column. */
export const DollarsNarrow: Story = {
  args: {
    points: equityDollarsHistory,
    currency: 'USD',
    range: '6M',
    fundName: 'Acciones Globales Dólares',
  },
  render: (args) => (
    <div className="w-80 rounded-xl border border-border bg-surface p-4 shadow-sm">
      <StatefulNavChart {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="nav-chart-readout"]')).toHaveTextContent(
      'US$ 98.12004512',
    );
    await expect(canvas.getByText('-6.08 %')).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'Valor cuota de Acciones Globales Dólares' }),
    ).toHaveAccessibleDescription(/dólares estadounidenses/);
  },
};

export const Loading: Story = {
  args: { state: 'loading', points: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando el valor cuota');
    await expect(canvas.getByRole('radio', { name: '1 año' })).toBeChecked();
  },
};

export const Error: Story = {
  args: { state: 'error', points: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No pudimos cargar el valor cuota de este periodo',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A new fund without values in the period yet. */
export const Empty: Story = {
  args: { points: [], range: '1M' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aún no hay valores cuota en este periodo.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Ver como tabla' })).toBeNull();
  },
};
