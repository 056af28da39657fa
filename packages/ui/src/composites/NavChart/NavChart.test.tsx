import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { NavChart, describeTrend, type NavPoint } from './NavChart';
import {
  formatLongDate,
  formatShortDate,
  formatWeekdayDate,
  percentChange,
  spokenNavPerUnit,
} from './format';

const points: NavPoint[] = [
  { date: '2026-11-16', value: '1.28000000' },
  { date: '2026-11-17', value: '1.28100000' },
  { date: '2026-11-18', value: '1.28050000' },
  { date: '2026-11-19', value: '1.28200000' },
  { date: '2026-11-20', value: '1.28456789' },
];

function readout(container: HTMLElement): string {
  return container.querySelector('[data-slot="nav-chart-readout"]')?.textContent ?? '';
}

function marker(container: HTMLElement): string | null {
  return (
    container.querySelector('[data-slot="nav-chart-marker"]')?.getAttribute('data-index') ?? null
  );
}

describe('percentChange', () => {
  it('computes the change exactly from the decimal strings, rounded half away from zero', () => {
    expect(percentChange('1.22642161', '1.28456789')).toBe('4.74');
    expect(percentChange('100', '94.5')).toBe('-5.50');
    expect(percentChange('3', '3.0001', 4)).toBe('0.0033');
    expect(percentChange('8', '7.9996')).toBe('-0.01');
    expect(percentChange('1', '1')).toBe('0.00');
    expect(percentChange('0', '1')).toBeNull();
  });
});

describe('date and value wording', () => {
  it('writes calendar days the same in every time zone', () => {
    expect(formatShortDate('2025-11-24')).toBe('24 nov. 2025');
    expect(formatLongDate('2022-03-01')).toBe('1 de marzo de 2022');
    expect(formatWeekdayDate('2026-11-25')).toBe('miércoles 25 de noviembre');
  });

  it('says a valor cuota with its currency and every decimal', () => {
    expect(spokenNavPerUnit('1.28456789', 'PEN')).toBe('1.28456789 soles peruanos');
    expect(spokenNavPerUnit('98.12', 'USD')).toBe('98.120000 dólares estadounidenses');
  });

  it('describes the trend in words', () => {
    expect(describeTrend(points, 'PEN')).toBe(
      'Valor cuota del 16 de noviembre de 2026 al 20 de noviembre de 2026: de 1.280000 soles peruanos a 1.28456789 soles peruanos, más 0.36 por ciento.',
    );
    expect(describeTrend(points.slice(0, 1), 'PEN')).toBe(
      'Valor cuota del 16 de noviembre de 2026: 1.280000 soles peruanos.',
    );
  });
});

describe('NavChart keyboard', () => {
  async function renderChart() {
    const screen = await render(
      <NavChart
        points={points}
        currency="PEN"
        range="1M"
        onRangeChange={vi.fn()}
        state="ready"
        fundName="Renta Corto Plazo Soles"
      />,
    );
    const plot = screen.container.querySelector<HTMLElement>('[data-slot="nav-chart-plot"]')!;
    return { screen, plot };
  }

  it('starts on the last day, moves with the arrows and stops at both ends', async () => {
    const { screen, plot } = await renderChart();
    expect(marker(screen.container)).toBeNull();
    await userEvent.keyboard('{Tab}'); // the checked period
    await userEvent.keyboard('{Tab}'); // the chart
    expect(document.activeElement).toBe(plot);
    expect(marker(screen.container)).toBe('4');
    expect(readout(screen.container)).toContain(
      '20 de noviembre de 2026: 1.28456789 soles peruanos',
    );

    await userEvent.keyboard('{ArrowRight}');
    expect(marker(screen.container)).toBe('4');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(marker(screen.container)).toBe('2');
    expect(readout(screen.container)).toContain('18 de noviembre de 2026: 1.280500 soles peruanos');
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(marker(screen.container)).toBe('0');
    await userEvent.keyboard('{PageDown}');
    expect(marker(screen.container)).toBe('1');
    await userEvent.keyboard('{End}');
    expect(marker(screen.container)).toBe('4');
  });

  it('keeps the arrows for the chart only while it has focus', async () => {
    const { screen } = await renderChart();
    await userEvent.keyboard('{Home}');
    expect(marker(screen.container)).toBeNull();
  });

  it('forgets the highlighted day when the points change', async () => {
    const { screen } = await renderChart();
    await userEvent.keyboard('{Tab}{Tab}{ArrowLeft}');
    expect(marker(screen.container)).toBe('3');
    await screen.rerender(
      <NavChart
        points={points.slice(2)}
        currency="PEN"
        range="1M"
        onRangeChange={vi.fn()}
        state="ready"
        fundName="Renta Corto Plazo Soles"
      />,
    );
    expect(marker(screen.container)).toBeNull();
    expect(readout(screen.container)).toContain('Último valor cuota');
  });
});
