import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { signedInFrame } from '../../shared/storyFrames';
import type { NavRange } from '../../../composites/NavChart';
import {
  FundDetailScreen,
  preloadFundDetail,
  type FundDetailScreenProps,
} from './FundDetailScreen';
import { fundSimulatorFieldIds } from './FundSimulator';
import {
  cutoffOpen,
  cutoffPassed,
  cutoffWeekend,
  globalComposition,
  globalFund,
  globalHistory,
  globalSeries,
  shortTermComposition,
  shortTermDocuments,
  shortTermFees,
  shortTermFund,
  shortTermHistory,
  shortTermReturns,
  simulatorResult,
  twoSeries,
} from './fixtures';

/** The screen with the chart's period and the simulator's fields in state, as the hook keeps them. */
function Interactive(args: FundDetailScreenProps) {
  const { chart, simulator } = args;
  const [range, setRange] = useState<NavRange>(chart.range);
  const [values, setValues] = useState({
    amount: simulator.amount,
    startDate: simulator.startDate,
  });
  return (
    <FundDetailScreen
      {...args}
      chart={{
        ...chart,
        range,
        onRangeChange: (next) => {
          setRange(next);
          chart.onRangeChange(next);
        },
      }}
      simulator={{
        ...simulator,
        ...values,
        onValueChange: (field, value) => {
          setValues((current) => ({ ...current, [field]: value }));
          simulator.onValueChange(field, value);
        },
      }}
    />
  );
}

type Canvas = ReturnType<typeof within>;

/**
 * The parts below the fold load on their own (lazy): a story waits for them as a customer's
 * browser would, before it asserts on them or its screenshot is taken.
 */
async function lazyParts(canvas: Canvas) {
  await canvas.findByRole('region', { name: 'Simula tu inversión' }, { timeout: 10_000 });
  await canvas.findByRole('heading', { name: 'Por tipo de activo' }, { timeout: 10_000 });
  await canvas.findAllByText('Primera inversión', {}, { timeout: 10_000 });
}

const meta = {
  title: 'Pantallas/Fondos/FundDetailScreen',
  component: FundDetailScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  // The portal renders the page inside the signed-in frame.
  decorators: [signedInFrame],
  // The lazy parts' code is fetched before the story renders: on a busy machine compiling them
  // can take longer than a play function waits.
  loaders: [async () => ({ preloaded: await preloadFundDetail() })],
  render: (args) => <Interactive {...args} />,
  args: {
    state: 'ready',
    onRetry: fn(),
    backHref: '/products',
    fund: shortTermFund,
    returns: shortTermReturns,
    chart: {
      points: shortTermHistory,
      range: '1Y',
      state: 'ready',
      onRangeChange: fn(),
      onRetry: fn(),
    },
    cutoff: cutoffOpen,
    fees: shortTermFees,
    series: twoSeries,
    composition: shortTermComposition,
    balance: { cuotas: '3892.4567', amount: '5000.12', navDate: '2026-11-23' },
    documents: shortTermDocuments,
    suitability: null,
    investHref: '/investment/CPPEN',
    simulator: {
      amount: '',
      startDate: '',
      minDate: '2021-03-01',
      maxDate: '2026-11-23',
      onValueChange: fn(),
      onSubmit: fn(),
    },
  },
} satisfies Meta<typeof FundDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer with a balance in a fund with two series, before today's cut-off. */
export const Default: Story = {
  // The sample of this screen shot in the sister brand and at phone width too.
  parameters: { screenshot: { phone: true, sisterBrand: true } },
  play: async ({ canvas, canvasElement }) => {
    await lazyParts(canvas);
    const headings = canvas.getAllByRole('heading', { level: 1 });
    await expect(headings).toHaveLength(1);
    await expect(headings[0]).toHaveTextContent('Renta Corto Plazo Soles');
    await expect(canvas.getByRole('link', { name: 'Nuestros fondos' })).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(canvas.getByRole('link', { name: 'Invertir en este fondo' })).toHaveAttribute(
      'href',
      '/investment/CPPEN',
    );
    const balance = canvas.getByRole('region', { name: 'Tu saldo en este fondo' });
    await expect(balance).toHaveTextContent('5,000.12 soles peruanos');
    await expect(balance).toHaveTextContent('3,892.4567 cuotas');

    const cutoff = canvas.getByRole('region', { name: 'Horario de corte' });
    await expect(cutoff).toHaveTextContent(
      'Si inviertes antes de las 13:00, hora de Lima, compras al valor cuota de hoy.',
    );
    await expect(within(cutoff).getByText('Quedan 2 h 15 min para el corte de hoy')).toBeVisible();
    await expect(cutoff.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'Quedan 2 horas y 15 minutos para el corte de hoy.',
    );

    const returns = canvas.getByRole('table', { name: 'Rentabilidad del fondo por periodo' });
    const fiveYears = within(returns).getByRole('row', { name: /5 años \(anualizada\)/ });
    await expect(fiveYears).toHaveTextContent('Sin historial');
    await expect(within(returns).getByRole('row', { name: /^12 meses/ })).toHaveTextContent(
      'más 4.98 por ciento',
    );

    await expect(canvas.getByRole('tab', { name: 'Serie A' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Serie A' })).toHaveTextContent(
      '500.00 soles peruanos',
    );
    await expect(canvas.getByText('Comisión unificada 1.50 % anual + IGV (18 %)')).toBeVisible();
    await expect(
      canvas.getByText('Si rescatas antes de 30 días, se cobra 0.50 % del monto rescatado'),
    ).toBeVisible();
    await expect(
      canvas.getByText('Recibes el dinero de un rescate en 2 días hábiles'),
    ).toBeVisible();

    const prospecto = canvas.getByRole('link', { name: /^Prospecto simplificado/ });
    await expect(prospecto).toHaveTextContent(
      'Prospecto simplificado (PDF), se abre en una pestaña nueva',
    );
    await expect(prospecto).toHaveAttribute('href', '/docs/CPPEN/prospecto.pdf');
    await expect(prospecto).toHaveAttribute('target', '_blank');
    await expect(
      canvas.getByText('Las rentabilidades pasadas no garantizan rentabilidades futuras.'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="nav-chart-line"]')).not.toBeNull();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando el fondo');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Detalle del fondo');
    await expect(canvas.getByRole('link', { name: 'Nuestros fondos' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { state: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No pudimos cargar este fondo');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** An unknown fund code: the way back to the list. */
export const NotFound: Story = {
  args: { state: 'not-found' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'No encontramos este fondo',
    );
    // The not-found state is fetched when it is first shown: on a busy machine, give it time.
    const back = await canvas.findByRole(
      'link',
      { name: 'Ver nuestros fondos' },
      { timeout: 15_000 },
    );
    await expect(back).toHaveAttribute('href', '/products');
  },
};

/** The periods call `onRangeChange`; the keyboard walks the days; "Ver como tabla" opens the table. */
export const ChartTable: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await lazyParts(canvas);
    const chart = canvas.getByRole('region', { name: 'Evolución del valor cuota' });
    const inChart = within(chart);
    await userEvent.click(inChart.getByRole('radio', { name: '6 meses' }));
    await expect(args.chart?.onRangeChange).toHaveBeenLastCalledWith('6M');
    await userEvent.click(inChart.getByRole('radio', { name: '1 año' }));
    await expect(args.chart?.onRangeChange).toHaveBeenLastCalledWith('1Y');

    await userEvent.tab();
    const plot = canvasElement.querySelector('[data-slot="nav-chart-plot"]');
    await expect(plot).toHaveFocus();
    const readout = canvasElement.querySelector('[data-slot="nav-chart-readout"]')!;
    await expect(readout).toHaveAttribute('aria-live', 'polite');
    await expect(readout).toHaveTextContent('23 de noviembre de 2026: 1.28456789 soles peruanos');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(readout).toHaveTextContent('19 de noviembre de 2026:');
    await userEvent.keyboard('{Home}');
    await expect(readout).toHaveTextContent('9 de diciembre de 2025:');

    const toggle = inChart.getByRole('button', { name: 'Ver como tabla' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = inChart.getByRole('table', { name: /^Valor cuota de Renta Corto Plazo Soles/ });
    await expect(table).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(251);
  },
};

/** After "Calcular": what the amount would be worth today, with the gain. */
export const SimulatorResult: Story = {
  args: {
    simulator: {
      amount: '1000',
      startDate: '2022-03-01',
      minDate: '2021-03-01',
      maxDate: '2026-11-23',
      result: simulatorResult,
      onValueChange: fn(),
      onSubmit: fn(),
    },
  },
  play: async ({ canvas }) => {
    await lazyParts(canvas);
    const simulator = canvas.getByRole('region', { name: 'Simula tu inversión' });
    const result = simulator.querySelector('[data-slot="fund-simulator-result"]')!;
    await expect(result).toHaveAttribute('role', 'status');
    await expect(result).toHaveTextContent(/Si hubieras invertido/);
    await expect(result).toHaveTextContent('1,000.00 soles peruanos el 1 de marzo de 2022');
    await expect(result).toHaveTextContent('hoy tendrías');
    await expect(result).toHaveTextContent('1,187.40 soles peruanos');
    await expect(result).toHaveTextContent('Ganancia');
    await expect(result).toHaveTextContent('más 187.40 soles peruanos');
    await expect(result).toHaveTextContent('más 18.74 por ciento');
    await expect(
      within(simulator).getByText(
        'Las rentabilidades pasadas no garantizan rentabilidades futuras.',
      ),
    ).toBeVisible();
  },
};

/**
 * Errors on the fields and in the summary; what was typed stays, a day that does not exist
 * included. The start date is three boxes (día, mes, año), never the browser's own date input,
 * whose order follows the browser's language.
 */
export const SimulatorErrors: Story = {
  args: {
    simulator: {
      amount: '50',
      startDate: '2025-02-30',
      minDate: '2021-03-01',
      maxDate: '2026-11-23',
      errors: {
        amount: 'Ingresa un monto de al menos S/\u00a0100.00',
        startDate: 'Esa fecha no existe: revisa el día y el mes.',
      },
      submitCount: 1,
      onValueChange: fn(),
      onSubmit: fn(),
    },
  },
  play: async ({ canvas, canvasElement, args }) => {
    await lazyParts(canvas);
    const summary = canvas.getByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      within(summary).getByRole('heading', { name: 'Hay 2 errores en el formulario' }),
    ).toBeVisible();
    const amount = canvas.getByRole('textbox', { name: /^Monto/ });
    await expect(amount).toHaveValue('50.00');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription('Ingresa un monto de al menos S/\u00a0100.00');

    const startDate = canvas.getByRole('group', { name: /^Fecha de inicio/ });
    await expect(startDate).toHaveAttribute('id', fundSimulatorFieldIds.startDate);
    await expect(startDate).toHaveTextContent('Entre el 01/03/2021 y el 23/11/2026');
    await expect(canvasElement.querySelector('input[type="date"]')).toBeNull();
    const day = within(startDate).getByRole('textbox', { name: 'Día' });
    await expect(day).toHaveValue('30');
    await expect(within(startDate).getByRole('textbox', { name: 'Mes' })).toHaveValue('02');
    await expect(within(startDate).getByRole('textbox', { name: 'Año' })).toHaveValue('2025');
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(day).toHaveAccessibleDescription(/Esa fecha no existe: revisa el día y el mes\./);
    await userEvent.click(
      within(summary).getByRole('link', { name: 'Esa fecha no existe: revisa el día y el mes.' }),
    );
    await expect(day).toHaveFocus();
    await userEvent.clear(day);
    await expect(args.simulator?.onValueChange).toHaveBeenLastCalledWith('startDate', '2025-02-');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1500');
    await expect(args.simulator?.onValueChange).toHaveBeenLastCalledWith('amount', '1500');
    await userEvent.click(canvas.getByRole('button', { name: 'Calcular' }));
    await expect(args.simulator?.onSubmit).toHaveBeenCalled();
  },
};

/** A dollar equity fund above the customer's moderate profile, with one series. */
export const AboveProfile: Story = {
  args: {
    fund: globalFund,
    chart: {
      points: globalHistory,
      range: '6M',
      state: 'ready',
      onRangeChange: fn(),
      onRetry: fn(),
    },
    returns: [
      { period: '1 mes', value: '2.14' },
      { period: '3 meses', value: '-4.85' },
      { period: '6 meses', value: '-6.08' },
      { period: 'En el año', value: '-3.40' },
      { period: '12 meses', value: '-6.08' },
      { period: '3 años (anualizada)', value: null },
      { period: '5 años (anualizada)', value: null },
    ],
    series: globalSeries,
    composition: globalComposition,
    fees: {
      unifiedFeePct: '2.80',
      igvPct: '18',
      earlyRescueFeePct: '0',
      earlyRescueMinDays: 0,
      settlementDays: 3,
    },
    balance: null,
    suitability: { profileLabel: 'Moderado' },
    investHref: '/investment/GLOBUSD',
    documents: [
      { kind: 'prospecto', title: 'Prospecto simplificado', href: '/docs/GLOBUSD/prospecto.pdf' },
    ],
  },
  play: async ({ canvas }) => {
    await lazyParts(canvas);
    const warning = canvas
      .getByText('Este fondo tiene un riesgo mayor al de tu perfil moderado')
      .closest('[data-slot="alert"]');
    await expect(warning).toHaveAttribute('data-variant', 'warning');
    await expect(canvas.queryByRole('region', { name: 'Tu saldo en este fondo' })).toBeNull();
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.getByText('Serie A')).toBeVisible();
    await expect(
      canvas.getByText('Sin comisión por rescate: puedes rescatar cuando quieras'),
    ).toBeVisible();
    await expect(
      canvas.getByText('Recibes el dinero de un rescate en 3 días hábiles'),
    ).toBeVisible();
  },
};

/** After today's cut-off: the day whose valor cuota an order placed now gets. */
export const CutoffPassed: Story = {
  args: { cutoff: cutoffPassed },
  play: async ({ canvas }) => {
    await lazyParts(canvas);
    const cutoff = canvas.getByRole('region', { name: 'Horario de corte' });
    await expect(cutoff).toHaveTextContent(
      'El corte de hoy ya pasó: si inviertes ahora, tu orden toma el valor cuota del miércoles 25 de noviembre.',
    );
    await expect(within(cutoff).queryByText(/Quedan/)).toBeNull();
    // The series tabs follow the arrows.
    await userEvent.click(canvas.getByRole('tab', { name: 'Serie A' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Serie B' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Serie B' })).toHaveTextContent(
      '100,000.00 soles peruanos',
    );
  },
};

/**
 * A Saturday (or a Sunday, or a holiday): there is no cut-off today, so nothing "passed"; the
 * order gets the next business day's valor cuota.
 */
export const CutoffNotBusinessDay: Story = {
  args: { cutoff: cutoffWeekend },
  play: async ({ canvas }) => {
    await lazyParts(canvas);
    const cutoff = canvas.getByRole('region', { name: 'Horario de corte' });
    await expect(cutoff).toHaveTextContent(
      'Hoy no es día hábil: si inviertes ahora, tu orden toma el valor cuota del lunes 30 de noviembre.',
    );
    await expect(cutoff).toHaveTextContent(
      'Los días hábiles, si inviertes antes de las 13:00, hora de Lima, compras al valor cuota de ese día.',
    );
    await expect(cutoff).not.toHaveTextContent(/ya pasó|Quedan/);
  },
};
