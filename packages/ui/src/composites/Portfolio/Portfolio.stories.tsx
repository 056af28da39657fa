import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonVariants } from '../../primitives/Button';
import {
  lossHoldings,
  lossTotals,
  samplePendingOrders,
  sampleHoldings,
  sampleTotals,
  solesHoldings,
  solesTotals,
} from './fixtures';
import { Portfolio } from './Portfolio';

const meta = {
  title: 'Compuestos/Portfolio',
  component: Portfolio,
  tags: ['autodocs'],
  // Every state is also shot at a phone width (390 px), where the holdings are cards.
  parameters: { screenshot: { phone: true } },
  args: { holdings: sampleHoldings, totals: sampleTotals, pendingOrders: [] },
} satisfies Meta<typeof Portfolio>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Funds in soles and in dollars, one of each at a loss: one total per currency, side by side,
 * never added up. A table from `lg` up, cards on a phone (see the phone shot).
 */
export const SolesAndDollars: Story = {
  play: async ({ canvas }) => {
    const totals = within(canvas.getByRole('list', { name: 'Totales por moneda' }));
    const [soles, dollars] = totals.getAllByRole('listitem') as HTMLElement[];
    await expect(totals.getAllByRole('listitem')).toHaveLength(2);
    await expect(soles).toHaveTextContent('Total en soles');
    await expect(soles).toHaveTextContent('pérdida de 14.34 soles peruanos, 0.14 por ciento');
    await expect(soles).toHaveTextContent('Pérdida \u2212S/ 14.34 (\u22120.14 %)');
    await expect(dollars).toHaveTextContent('Total en dólares');
    await expect(dollars).toHaveTextContent('Ganancia +US$ 6.46 (+0.22 %)');
    await expect(canvas.getByText(/Los totales se muestran por moneda/)).toBeVisible();

    const table = within(canvas.getByRole('table', { name: 'Tus fondos' }));
    const rows = table.getAllByRole('row');
    await expect(rows).toHaveLength(sampleHoldings.length + 1);
    const acciones = within(rows[2] as HTMLElement);
    await expect(acciones.getByRole('rowheader')).toHaveTextContent('Acciones PerúSerie A');
    await expect(acciones.getByText('3,456.78901234')).toBeVisible();
    await expect(acciones.getByText('del')).toBeVisible();
    await expect(acciones.getByText('Pérdida')).toBeVisible();
    await expect(rows[2]).toHaveTextContent('pérdida de 229.63 soles peruanos');
    await expect(acciones.getByRole('link', { name: 'Acciones Perú' })).toHaveAttribute(
      'href',
      '/portfolio/h-acpe-a',
    );
    await expect(canvas.queryByRole('region', { name: 'Órdenes en proceso' })).toBeNull();
  },
};

/** Only funds in soles: a single total, no dollars card. */
export const SolesOnly: Story = {
  args: { holdings: solesHoldings, totals: solesTotals },
  play: async ({ canvas }) => {
    const totals = within(canvas.getByRole('list', { name: 'Totales por moneda' }));
    await expect(totals.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.queryByText('Total en dólares')).toBeNull();
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(3);
  },
};

/**
 * Each holding with "Rescatar", which opens the rescue wizard for it (screen readers hear the
 * fund and the series after the word).
 */
export const WithRescueLinks: Story = {
  args: {
    holdings: solesHoldings.map((h) => ({
      ...h,
      rescueHref: `/rescue/create-rescue?fondo=${h.id}`,
    })),
    totals: solesTotals,
  },
  play: async ({ canvas }) => {
    const first = solesHoldings[0]!;
    await expect(
      canvas.getAllByRole('link', {
        name: `Rescatar de ${first.fundName}, ${first.seriesLabel}`,
      })[0],
    ).toHaveAttribute('href', `/rescue/create-rescue?fondo=${first.id}`);
  },
};

/**
 * Scheduled rescues under their holdings: one active with its next day, one paused whose last
 * month could not be made, and "Programar rescate" on a fund that takes them and has none.
 * "Cancelar" asks first; "No, mantenerlo" gives the focus back.
 */
export const WithScheduledRescues: Story = {
  args: {
    holdings: sampleHoldings.map((h, i) => ({
      ...h,
      rescueHref: `/rescue/create-rescue?fondo=${h.id}`,
      ...(i === 0
        ? {
            schedule: {
              id: '7',
              status: 'active' as const,
              amount: '500.00',
              currency: h.currency,
              dayOfMonth: 15,
              nextDate: '2026-12-15',
              accountLabel: 'BCP •••• 0082',
              lastResult: 'Rescate RES-2026-000311 registrado.',
            },
          }
        : i === 2
          ? {
              schedule: {
                id: '8',
                status: 'paused' as const,
                amount: '150.00',
                currency: h.currency,
                dayOfMonth: 1,
                nextDate: '2027-01-01',
                accountLabel: 'Interbank •••• 4410',
                lastResult:
                  'No se pudo hacer el rescate de este mes: El monto supera tu saldo disponible en este fondo.',
              },
            }
          : i === 1
            ? { scheduleHref: `/rescue/scheduled-rescue?fondo=${h.id}` }
            : {}),
    })),
    scheduleActions: { onPause: fn(), onResume: fn(), onCancel: fn() },
    scheduleNotice: 'Pausaste el rescate programado de Crecimiento Dólares.',
  },
  play: async ({ canvas, args }) => {
    const first = sampleHoldings[0]!;
    await expect(canvas.getByRole('status')).toHaveTextContent('Pausaste el rescate programado');
    const pause = canvas.getAllByRole('button', {
      name: `Pausar el rescate programado de ${first.fundName}`,
    })[0]!;
    await userEvent.click(pause);
    await expect(args.scheduleActions!.onPause).toHaveBeenCalledWith('7');
    await userEvent.click(
      canvas.getAllByRole('button', {
        name: `Reanudar el rescate programado de ${sampleHoldings[2]!.fundName}`,
      })[0]!,
    );
    await expect(args.scheduleActions!.onResume).toHaveBeenCalledWith('8');
    const cancel = canvas.getAllByRole('button', {
      name: `Cancelar el rescate programado de ${first.fundName}`,
    })[0]!;
    await userEvent.click(cancel);
    const yes = canvas.getByRole('button', {
      name: `Sí, cancelar el rescate programado de ${first.fundName}`,
    });
    await expect(yes).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'No, mantenerlo' }));
    await expect(args.scheduleActions!.onCancel).not.toHaveBeenCalled();
    await expect(
      canvas.getAllByRole('button', {
        name: `Cancelar el rescate programado de ${first.fundName}`,
      })[0],
    ).toHaveFocus();
    await expect(
      canvas.getAllByRole('link', {
        name: `Programar rescate de ${sampleHoldings[1]!.fundName}, ${sampleHoldings[1]!.seriesLabel}`,
      })[0],
    ).toHaveAttribute('href', `/rescue/scheduled-rescue?fondo=${sampleHoldings[1]!.id}`);
  },
};

/** Its only fund is worth less than what was paid in: the word "Pérdida" and a minus sign. */
export const Loss: Story = {
  args: { holdings: lossHoldings, totals: lossTotals },
  play: async ({ canvasElement }) => {
    const gains = canvasElement.querySelectorAll('[data-slot="gain"]');
    // The total, the table's cell and the card's line: each says it in words.
    await expect(gains).toHaveLength(3);
    for (const gain of gains) {
      await expect(gain).toHaveAttribute('data-sign', 'negative');
      await expect(gain).toHaveTextContent('Pérdida \u2212S/ 229.63 (\u22124.59 %)');
      await expect(gain).toHaveTextContent('pérdida de 229.63 soles peruanos, 4.59 por ciento');
    }
  },
};

/**
 * Orders still in process under the funds: what each is waiting for, and a link to its tracker
 * or, for a transfer without its receipt yet, to continue the payment.
 */
export const WithPendingOrders: Story = {
  args: { pendingOrders: samplePendingOrders },
  play: async ({ canvas }) => {
    const orders = within(canvas.getByRole('region', { name: 'Órdenes en proceso' }));
    await expect(orders.getAllByRole('listitem')).toHaveLength(3);
    await expect(orders.getByText('Validando tu pago')).toBeVisible();
    await expect(
      orders.getByRole('link', { name: 'Ver seguimiento de la orden SUS-2026-000412' }),
    ).toHaveAttribute('href', '/movements?order=SUS-2026-000412');
    await expect(
      orders.getByRole('link', { name: 'Continuar con el pago de la orden SUS-2026-000415' }),
    ).toHaveAttribute('href', '/subscription/investment?order=SUS-2026-000415&step=banco');
  },
};

/** An order held while compliance reviews it: the list says so where it says what each waits for. */
export const WithOrderInComplianceReview: Story = {
  args: {
    pendingOrders: [
      {
        ...samplePendingOrders[0]!,
        statusLabel: 'En revisión de cumplimiento',
      },
      samplePendingOrders[1]!,
    ],
  },
  play: async ({ canvas }) => {
    const orders = within(canvas.getByRole('region', { name: 'Órdenes en proceso' }));
    await expect(orders.getAllByRole('listitem')[0]).toHaveTextContent(
      'En revisión de cumplimiento',
    );
    await expect(
      orders.getByRole('link', { name: 'Ver seguimiento de la orden SUS-2026-000412' }),
    ).toBeVisible();
  },
};

/** The first order is still in process: no cuotas yet, no totals. */
export const FirstOrderInProcess: Story = {
  args: { holdings: [], totals: [], pendingOrders: samplePendingOrders.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Verás aquí tus cuotas cuando se procese tu primera orden.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando tus inversiones');
  },
};

export const Empty: Story = {
  args: {
    holdings: [],
    totals: [],
    pendingOrders: [],
    emptyAction: (
      <a href="/products/recommended" className={buttonVariants()}>
        Conoce nuestros fondos
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Aún no tienes inversiones' })).toBeVisible();
  },
};

/** The portfolio did not arrive: what happened and "Reintentar", in place of the portfolio. */
export const LoadError: Story = {
  args: {
    holdings: [],
    totals: [],
    pendingOrders: [],
    error: 'Hubo un problema de conexión. Vuelve a intentarlo en unos segundos.',
    onRetry: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No pudimos cargar tus inversiones');
    await expect(canvas.queryByRole('heading', { name: 'Aún no tienes inversiones' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/**
 * At 390 px: cards instead of the table, the totals one under the other, every figure inside
 * the screen. (Every story is also shot at this width.)
 */
export const Phone: Story = {
  args: { pendingOrders: samplePendingOrders },
  globals: { viewport: { value: 'phone', isRotated: false } },
  // Its shots would repeat the phone shots of the stories above.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    const cards = within(canvas.getByRole('list', { name: 'Tus fondos' }));
    await expect(cards.getAllByRole('listitem')).toHaveLength(sampleHoldings.length);
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(width).toBe(390);
    for (const element of canvasElement.querySelectorAll('*')) {
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    }
  },
};
