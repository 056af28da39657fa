import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  demoPreview,
  emptyValues,
  globalDollars,
  holdingOf,
  holdings,
  minimumsByCurrency,
  mixedSoles,
  partialValues,
  shortTermSoles,
  stepFrame,
  tradeNextDay,
  tradeWeekend,
  validateRescue,
} from '../fixtures';
import { blankForm, expectErrorSummary, rescueScreen, typeable } from '../storyKit';
import {
  RescueDetailStepScreen,
  rescueDetailFieldIds,
  type RescueDetailStepScreenProps,
  type RescueDetailValues,
} from './RescueDetailStepScreen';
import type { RescueTradeDate } from '../types';

const MINIMUM = 'El monto mínimo de rescate es S/ 100.00.';
const REMAINING =
  'Tu saldo quedaría por debajo del mínimo de permanencia de S/ 500.00. Puedes rescatar hasta S/ 4,499.66 o hacer un rescate total.';

/** The estimate and the minimums follow the answers, as the flows hook's do. */
function follow(
  { values }: { values: RescueDetailValues },
  args: RescueDetailStepScreenProps,
): Partial<RescueDetailStepScreenProps> {
  const holding = holdingOf(args.holdings, values);
  return {
    preview: demoPreview(args.holdings, values),
    minimums: minimumsByCurrency[holding?.currency ?? 'PEN'],
  };
}

/** The same, with an estimate priced (and paid) later than today (after the cut-off…). */
function followOn(tradeDate: RescueTradeDate, paymentDate: string) {
  return (state: { values: RescueDetailValues }, args: RescueDetailStepScreenProps) => {
    const next = follow(state, args);
    return {
      ...next,
      preview: next.preview ? { ...next.preview, tradeDate, paymentDate } : null,
    };
  };
}

const meta = {
  title: 'Pantallas/Rescate/RescueDetailStepScreen',
  id: 'pantallas-rescate-rescuedetailstepscreen',
  component: RescueDetailStepScreen,
  tags: ['autodocs'],
  ...rescueScreen,
  // Every story's values name their holding, so the checks can look it up in the full list.
  render: typeable(RescueDetailStepScreen, validateRescue(holdings), follow),
  args: {
    ...stepFrame(),
    holdings: [shortTermSoles],
    minimums: minimumsByCurrency.PEN,
    preview: null,
    documents: [{ title: 'Reglamento de participación', href: '/docs/RCPS/reglamento.pdf' }],
    ...blankForm(emptyValues),
  },
} satisfies Meta<typeof RescueDetailStepScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const status = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: 'Resumen estimado' })).getByRole('status');

/** One holding, nothing chosen yet: the holding's card and a short placeholder for the estimate. */
export const Empty: Story = {
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox')).toBeNull();
    const holding = canvas.getByRole('region', { name: 'Tu inversión en esta serie' });
    await expect(holding).toHaveTextContent('3,731.52341234');
    await expect(holding).toHaveTextContent('S/ 4,999.66');
    await expect(canvas.getByText(/Elige si quieres un rescate parcial o total/)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(status(canvas)).toHaveTextContent('');
    await expect(canvas.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  },
};

/**
 * A partial rescue in soles, no fee: the estimate follows the amount, and the one live sentence
 * speaks once the customer stops typing.
 */
export const PartialAmount: Story = {
  args: { values: partialValues },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Resumen estimado' });
    await expect(panel).toHaveTextContent('Cuotas a vender (estimado)');
    await expect(panel).toHaveTextContent('Sin comisión de rescate anticipado');
    await expect(panel).toHaveTextContent(
      'Recibirás el dinero hasta el miércoles, 25 de noviembre de 2026.',
    );
    await expect(panel).toHaveTextContent(
      'El monto final se calcula con el valor cuota del martes, 24 de noviembre de 2026',
    );
    await expect(panel).toHaveTextContent(
      'Podrás solicitar otro rescate de este fondo desde el miércoles, 25 de noviembre de 2026, a las 10:15 a. m., hora de Lima.',
    );
    await expect(canvas.getByText(/Monto mínimo de rescate/)).toHaveTextContent(
      'Monto mínimo de rescate: S/ 100.00',
    );
    await expect(canvas.getByText(/Saldo mínimo de permanencia/)).toHaveTextContent(
      'Saldo mínimo de permanencia: S/ 500.00',
    );

    const amount = canvas.getByRole('textbox', { name: /Monto a rescatar/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '2500');
    await expect(panel).toHaveTextContent('S/ 2,500.00');
    // The figures change at once; the live sentence waits for the typing to stop.
    await expect(status(canvas)).not.toHaveTextContent('2,500.00');
    await waitFor(
      () =>
        expect(status(canvas)).toHaveTextContent('Monto neto estimado: 2,500.00 soles peruanos.'),
      { timeout: 3000 },
    );
    // Leaving the field writes the amount out in full.
    await userEvent.click(canvas.getByRole('heading', { name: 'Resumen estimado' }));
    await expect(amount).toHaveValue('2,500.00');
  },
};

/** After today's cut-off: the estimate is priced at the next business day's valor cuota. */
export const AfterCutoff: Story = {
  args: { values: partialValues },
  render: typeable(
    RescueDetailStepScreen,
    validateRescue(holdings),
    followOn(tradeNextDay, '2026-11-26'),
  ),
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Resumen estimado' });
    await expect(panel).toHaveTextContent(
      'El monto final se calcula con el valor cuota del miércoles, 25 de noviembre de 2026',
    );
    await expect(panel).toHaveTextContent(
      'Ya pasó la hora de corte de hoy: por eso tu rescate toma el valor cuota del siguiente día hábil.',
    );
  },
};

/**
 * On a Saturday, a Sunday or a holiday: no cut-off passed, today is not a business day; the
 * estimate is priced at the next business day's valor cuota.
 */
export const NotBusinessDay: Story = {
  args: { values: partialValues },
  render: typeable(
    RescueDetailStepScreen,
    validateRescue(holdings),
    followOn(tradeWeekend, '2026-12-01'),
  ),
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Resumen estimado' });
    await expect(panel).toHaveTextContent(
      'El monto final se calcula con el valor cuota del lunes, 30 de noviembre de 2026',
    );
    await expect(panel).toHaveTextContent(
      'Hoy no es día hábil: por eso tu rescate toma el valor cuota del siguiente día hábil.',
    );
    await expect(panel).not.toHaveTextContent(/Ya pasó/);
  },
};

/**
 * Cuotas bought two weeks ago: the early-rescue fee, why, and from when there is none; and the
 * income tax withheld on the gain.
 */
export const EarlyRescueFee: Story = {
  args: {
    holdings: [mixedSoles],
    values: { ...partialValues, fund_series: mixedSoles.id, amount: '1000' },
  },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Resumen estimado' });
    await expect(panel).toHaveTextContent(/Comisión de rescate anticipado \(1\.00\s%/);
    await expect(panel).toHaveTextContent(
      'Porque aún no cumples 30 días de permanencia: sin comisión desde el jueves, 10 de diciembre de 2026.',
    );
    // 1,000 − 10 of fee − 920 that those cuotas cost leaves a gain of 70: 5 % is withheld.
    await expect(panel).toHaveTextContent(/Impuesto a la renta retenido \(5\.00\s%/);
    await expect(panel).toHaveTextContent('Sobre tu ganancia estimada de S/ 70.00');
    await expect(panel).toHaveTextContent('S/ 986.50');
    await expect(status(canvas)).toHaveTextContent(
      'Monto neto estimado: 986.50 soles peruanos, después de una comisión de 10.00 soles peruanos y un impuesto de 3.50 soles peruanos.',
    );
  },
};

/** In cuotas: a decimal field that takes up to 8 decimals; the amount becomes the estimate. */
export const InCuotas: Story = {
  args: { values: { ...partialValues, unit: 'cuotas', amount: '', cuotas: '1000' } },
  play: async ({ canvas, args }) => {
    const inSoles = canvas.getByRole('radio', { name: 'En soles' });
    const inCuotas = canvas.getByRole('radio', { name: 'En cuotas' });
    await expect(inCuotas).toBeChecked();
    // The segments are radios: the arrow keys choose.
    inCuotas.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(inSoles).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /Monto a rescatar/ })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('unit', 'cuotas');

    const cuotas = canvas.getByRole('textbox', { name: /Cuotas a rescatar/ });
    await expect(cuotas).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(cuotas, 'x.123456789');
    // Letters and a ninth decimal are refused.
    await expect(cuotas).toHaveValue('1000.12345678');
    const panel = canvas.getByRole('region', { name: 'Resumen estimado' });
    await expect(panel).toHaveTextContent('Monto a rescatar (estimado)');
    await expect(panel).toHaveTextContent('1,000.12345678');
    await userEvent.click(canvas.getByRole('heading', { name: 'Resumen estimado' }));
    await expect(cuotas).not.toHaveFocus();
  },
};

/** Everything in the series: no amount to type, the estimate leaves nothing invested. */
export const Total: Story = {
  args: { values: { ...emptyValues, kind: 'total' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Rescate total' })).toBeChecked();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    const panel = canvas.getByRole('region', { name: 'Resumen estimado' });
    await expect(panel).toHaveTextContent('Monto a rescatar (estimado)S/ 4,999.66');
    await expect(panel).toHaveTextContent('Saldo que quedaS/ 0.00');
  },
};

/**
 * "Continuar" with an amount under the minimum, then with one that leaves too little invested:
 * each time the summary lists the amount and takes the focus.
 */
export const FieldErrors: Story = {
  args: {
    values: { ...partialValues, amount: '50' },
    errors: { amount: MINIMUM },
    submitCount: 1,
  },
  play: async ({ canvas, args }) => {
    let summary = await expectErrorSummary(canvas, 1);
    await expect(summary).toHaveTextContent(MINIMUM);
    await expect(canvas.getByText(/Revisa el monto: verás aquí cuánto recibirías/)).toBeVisible();
    await userEvent.click(within(summary).getByRole('link'));
    const amount = canvas.getByRole('textbox', { name: /Monto a rescatar/ });
    await expect(amount).toHaveFocus();
    await expect(amount).toHaveAccessibleDescription(expect.stringContaining(MINIMUM));

    await userEvent.clear(amount);
    await userEvent.type(amount, '4600');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    summary = await expectErrorSummary(canvas, 1);
    await expect(summary).toHaveTextContent(REMAINING);
    await expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('Tu saldo quedaría por debajo del mínimo de permanencia'),
    );
    await expect(within(summary).getByRole('link')).toHaveAttribute(
      'href',
      `#${rescueDetailFieldIds.amount}`,
    );
  },
};

/** A rescue of this fund less than 24 hours ago: the warning, the form visible, no way on. */
export const BlockedFor24Hours: Story = {
  args: {
    values: partialValues,
    blocked: { until: '2026-11-25T15:15:00Z' },
    movementsHref: '/movements',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/Solo puedes hacer un rescate cada 24 horas/)).toHaveTextContent(
      'Solo puedes hacer un rescate cada 24 horas por fondo. Podrás solicitar el siguiente desde el miércoles, 25 de noviembre de 2026, a las 10:15 a. m., hora de Lima.',
    );
    await expect(canvas.getByRole('link', { name: 'Ver mis movimientos' })).toHaveAttribute(
      'href',
      '/movements',
    );
    await expect(canvas.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Monto a rescatar/ }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Three holdings: a select first; a dollar fund's amount is in dollars. */
export const SeveralHoldings: Story = {
  args: { holdings, values: { ...emptyValues, fund_series: '' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('region', { name: 'Tu inversión en esta serie' })).toBeNull();
    await expect(canvas.getByText(/Elige el fondo del que quieres rescatar/)).toBeVisible();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /Fondo y serie/ }),
      'Global Dólares · Serie B',
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith('fund_series', globalDollars.id);
    await expect(
      canvas.getByRole('region', { name: 'Tu inversión en esta serie' }),
    ).toHaveTextContent('US$ 2,003.66');
    await expect(canvas.getByRole('heading', { level: 1 }).nextSibling).toHaveTextContent(
      'Global Dólares',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Rescate parcial' }));
    await expect(canvas.getByRole('radio', { name: 'En dólares' })).toBeChecked();
    await expect(canvas.getByText(/Monto mínimo de rescate/)).toHaveTextContent(
      'Monto mínimo de rescate: US$ 50.00',
    );
  },
};
