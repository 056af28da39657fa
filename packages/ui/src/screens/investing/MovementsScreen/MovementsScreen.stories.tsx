import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../../composites/AppShell';
import { demoShellLinks } from '../../../composites/AppShell/fixtures';
import {
  olderMovementRows,
  complianceReviewTracker,
  payoutRejectedTracker,
  pendingTracker,
  rejectedTracker,
  sampleFundOptions,
  sampleMovementRows,
  sampleStatusOptions,
  sampleTypeOptions,
  settledTracker,
} from './fixtures';
import {
  MovementsScreen,
  emptyMovementFilters,
  movementFilterIds,
  type MovementsScreenProps,
} from './MovementsScreen';
import { OrderTrackerDialog, type OrderTracker } from './OrderTrackerDialog';

/** The signed-in frame the portal renders the page in, with "Movimientos" current. */
const movementsFrame: Decorator = (Story) => (
  <AppShell
    {...demoShellLinks}
    activeItem="movimientos"
    customerName="Ana Lucía Quispe"
    supportPhone="+51 999 888 777"
    onLogout={fn()}
    onDeleteAccount={fn()}
  >
    {Story()}
  </AppShell>
);

/** What the older pages bring in these stories (the portal asks for 20 at a time). */
const PAGE = 6;
const CANCEL_FAILED =
  'Ya pasó la hora de corte de hoy (13:00), así que la orden se procesará con el valor cuota de hoy.';

interface DemoOptions {
  /** How many older pages "Ver más movimientos" can bring. */
  olderPages?: number;
  /** What the annulment does: never ends, fails after a moment, or annuls the order. */
  cancel?: 'hang' | 'fail' | 'annul';
}

/** The order of `pendingTracker` once annulled: no more steps ahead, nothing to annul. */
const annulledTracker: OrderTracker = {
  ...pendingTracker,
  canCancel: false,
  cancelling: false,
  receiptPdfHref: undefined,
  steps: [
    pendingTracker.steps[0]!,
    {
      label: 'Orden anulada',
      date: '2026-11-25T15:30:00Z',
      state: 'failed',
      detail: 'La anulaste antes de la hora de corte.',
    },
  ],
};

/**
 * The page with the state the portal's hook keeps: pages that arrive a moment after "Ver más
 * movimientos", and an annulment that runs, fails or succeeds. Every callback still reaches
 * the story's spies.
 */
function DemoMovements({ options, ...args }: MovementsScreenProps & { options: DemoOptions }) {
  const [items, setItems] = useState(args.items);
  const [filters, setFilters] = useState(args.filters);
  const [loadingMore, setLoadingMore] = useState(false);
  const [tracker, setTracker] = useState(args.tracker);
  const olderLoaded = items.length - args.items.length;
  return (
    <MovementsScreen
      {...args}
      // The filters as the portal's hook keeps them; the rows of a type, as its answer would be.
      items={filters.type ? items.filter((row) => row.type === filters.type) : items}
      filters={filters}
      onFilterChange={(name, value) => {
        args.onFilterChange(name, value);
        setFilters((shown) => ({ ...shown, [name]: value }));
      }}
      onClearFilters={() => {
        args.onClearFilters();
        setFilters(emptyMovementFilters);
      }}
      hasMore={olderLoaded < (options.olderPages ?? 0) * PAGE}
      loadingMore={loadingMore}
      onLoadMore={() => {
        args.onLoadMore?.();
        setLoadingMore(true);
        setTimeout(() => {
          setItems((shown) => [...shown, ...olderMovementRows(PAGE, olderLoaded)]);
          setLoadingMore(false);
        }, 300);
      }}
      tracker={tracker}
      onCloseTracker={() => {
        args.onCloseTracker();
        setTracker(undefined);
      }}
      onCancelOrder={() => {
        args.onCancelOrder();
        setTracker((shown) => shown && { ...shown, cancelling: true, cancelError: undefined });
        if (options.cancel === 'fail') {
          setTimeout(() => {
            setTracker(
              (shown) => shown && { ...shown, cancelling: false, cancelError: CANCEL_FAILED },
            );
          }, 300);
        } else if (options.cancel === 'annul') {
          setTimeout(() => setTracker(annulledTracker), 300);
        }
      }}
    />
  );
}

const demo = (options: DemoOptions) =>
  function Demo(args: MovementsScreenProps) {
    return <DemoMovements {...args} options={options} />;
  };

const meta = {
  title: 'Pantallas/Inversión/MovementsScreen',
  id: 'pantallas-inversion-movementsscreen',
  component: MovementsScreen,
  tags: ['autodocs'],
  // The whole page, also shot at 390 px and checked at 320 px.
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  decorators: [movementsFrame],
  // The lazy parts (the filters' dialog, a rejected payout's account choice) are fetched before
  // the story renders, so a play function does not wait on their compilation.
  loaders: [
    async () => ({
      filtersDialog: await import('./MovementFiltersDialog'),
      payoutAccount: await import('./PayoutAccountChoice'),
    }),
  ],
  args: {
    items: sampleMovementRows,
    filters: emptyMovementFilters,
    fundOptions: sampleFundOptions,
    typeOptions: sampleTypeOptions,
    statusOptions: sampleStatusOptions,
    onFilterChange: fn(),
    onClearFilters: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
    onDownloadCsv: fn(),
    onOpenTracker: fn(),
    onCloseTracker: fn(),
    onCancelOrder: fn(),
    TrackerDialog: OrderTrackerDialog,
    investHref: '/products/recommended',
  },
} satisfies Meta<typeof MovementsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rows behind an open tracker: few, so the phone shot stays legible. */
const behindTracker = sampleMovementRows.slice(0, 2);

/** The document's body: the tracker is a dialog portalled out of the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Subscriptions and rescues in both currencies, newest first: the payment's and the order's
 * status side by side, and cuotas "Por asignar" until the order is settled ("No aplica" for a
 * refused one). A table from `lg` up, cards on a phone.
 */
export const Default: Story = {
  parameters: { screenshot: { phone: true, sisterBrand: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Movimientos');
    // On a wide screen the filters stay on the page, above the table.
    await expect(canvas.getByRole('region', { name: 'Filtrar movimientos' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Filtrar/ })).toBeNull();
    const table = canvas.getByRole('table', {
      name: 'Movimientos, del más reciente al más antiguo',
    });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(sampleMovementRows.length + 1);

    const pending = within(rows[1] as HTMLElement);
    await expect(pending.getByRole('rowheader')).toHaveTextContent('SuscripciónSUS-2026-000412');
    await expect(pending.getAllByText('Por asignar')).toHaveLength(2);
    await expect(pending.getAllByText('Pendiente')).toHaveLength(2);

    const settled = within(rows[3] as HTMLElement);
    await expect(settled.getByText('612.34567890')).toBeVisible();
    await expect(settled.getByText('Aprobado')).toBeVisible();
    await expect(settled.getByText('del')).toBeVisible();

    const refused = within(rows[5] as HTMLElement);
    await expect(refused.getAllByText('No aplica')).toHaveLength(2);
    await expect(refused.getByText('Rechazado')).toBeVisible();
    await expect(refused.getByText('Anulado')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Descargar CSV de los movimientos' }));
    await expect(args.onDownloadCsv).toHaveBeenCalledOnce();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Ver seguimiento de la orden SUS-2026-000412' }),
    );
    await expect(args.onOpenTracker).toHaveBeenCalledWith('m-412');
    await expect(canvas.queryByRole('button', { name: 'Ver más movimientos' })).toBeNull();
  },
};

/** The first page, or a new filter's results, on their way. */
export const Loading: Story = {
  // The page's phone layout is shot in the states that change it.
  parameters: { screenshot: { phone: false } },
  args: { items: [], loading: true },
  play: async ({ canvas }) => {
    const skeleton = canvas.getByText('Cargando movimientos').closest('[role="status"]');
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Descargar CSV/ })).toBeNull();
  },
};

/** A customer who has not invested yet: no filters, no CSV, an invitation to invest. */
export const NoMovements: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Aún no tienes movimientos' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Invertir' })).toHaveAttribute(
      'href',
      '/products/recommended',
    );
    await expect(canvas.queryByRole('region', { name: 'Filtrar movimientos' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Descargar CSV/ })).toBeNull();
  },
};

/** Filters that match nothing: say so and offer to clear them. */
export const FilteredToNothing: Story = {
  args: { items: [], filters: { ...emptyMovementFilters, fund: 'ACPE', type: 'RESCUE' } },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Ningún movimiento coincide con los filtros' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Descargar CSV/ })).toBeNull();
    // One in the filters, one in the empty state.
    const clear = canvas.getAllByRole('button', { name: 'Limpiar filtros' });
    await expect(clear).toHaveLength(2);
    await userEvent.click(clear[1]!);
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
  },
};

/** "Desde" after "Hasta": the error at the dates, and no list until they are fixed. */
export const DateRangeError: Story = {
  // The page's phone layout is shot in the states that change it.
  parameters: { screenshot: { phone: false } },
  args: {
    items: [],
    filters: { ...emptyMovementFilters, from: '2026-11-20', to: '2026-11-01' },
    filterError: 'La fecha inicial debe ser anterior o igual a la final.',
  },
  play: async ({ canvas }) => {
    const from = canvas.getByRole('group', { name: 'Desde (opcional)' });
    await expect(from).toHaveAttribute('id', movementFilterIds.from);
    await expect(within(from).getByRole('textbox', { name: 'Día' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(from).toHaveTextContent('La fecha inicial debe ser anterior o igual a la final.');
    await expect(canvas.getByText('Corrige las fechas para ver tus movimientos.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: /Ningún movimiento/ })).toBeNull();
  },
};

/** The first page did not arrive: what happened, and "Reintentar". */
export const LoadError: Story = {
  // The page's phone layout is shot in the states that change it.
  parameters: { screenshot: { phone: false } },
  args: {
    items: [],
    error: 'Hubo un problema de conexión. Vuelve a intentarlo en unos segundos.',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No pudimos cargar tus movimientos');
    await expect(canvas.queryByRole('heading', { name: /Aún no tienes/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/**
 * Older movements come by pages: "Ver más movimientos" shows a spinner, then says how many
 * arrived and puts the focus on the first of them.
 */
export const MorePages: Story = {
  render: demo({ olderPages: 2 }),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ver más movimientos' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    await expect(
      await canvas.findByText(`Se cargaron ${PAGE} movimientos más`),
    ).toBeInTheDocument();
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(
      sampleMovementRows.length + PAGE + 1,
    );
    const firstNew = within(table).getByRole('rowheader', { name: /SUS-2026-000200/ });
    await waitFor(() => expect(firstNew).toHaveFocus());
    // One more page is left.
    await expect(canvas.getByRole('button', { name: 'Ver más movimientos' })).toBeEnabled();
  },
};

/** A page that did not arrive: the error under the list, and the button to try again. */
export const LoadMoreError: Story = {
  // The page's phone layout is shot in the states that change it.
  parameters: { screenshot: { phone: false } },
  args: {
    hasMore: true,
    loadMoreError: 'Hubo un problema de conexión. Vuelve a intentarlo en unos segundos.',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No pudimos cargar más movimientos');
    await expect(canvas.getByRole('table')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ver más movimientos' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** The CSV could not be downloaded: an alert under the title; the list stays. */
export const DownloadError: Story = {
  // The page's phone layout is shot in the states that change it.
  parameters: { screenshot: { phone: false } },
  args: {
    downloadError: 'Hubo un problema de conexión. Vuelve a intentarlo en unos segundos.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No pudimos descargar el CSV');
    await expect(canvas.getByRole('button', { name: /Descargar CSV/ })).toBeEnabled();
  },
};

/**
 * At 390 px: cards instead of the table, and the focus on the first new card after "Ver más
 * movimientos". (Every story is also shot at this width.)
 */
export const Phone: Story = {
  render: demo({ olderPages: 1 }),
  globals: { viewport: { value: 'phone', isRotated: false } },
  // Its shots would repeat the phone shots of the stories above.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(390);
    await expect(canvas.queryByRole('table')).toBeNull();
    const cards = canvas.getByRole('list', { name: 'Movimientos' });
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(sampleMovementRows.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Ver más movimientos' }));
    await canvas.findByText(`Se cargaron ${PAGE} movimientos más`);
    const items = within(cards).getAllByRole('listitem');
    await expect(items).toHaveLength(sampleMovementRows.length + PAGE);
    await waitFor(() => expect(items[sampleMovementRows.length]).toHaveFocus());
    // Only one older page: the button is gone.
    await expect(canvas.queryByRole('button', { name: 'Ver más movimientos' })).toBeNull();
  },
};

/**
 * At 390 px the movements come first: the filters wait behind "Filtrar", which says how many
 * are set, in a dialog that applies each change, closes with Escape keeping them, gives the
 * focus back to "Filtrar", and clears them.
 */
export const PhoneFilters: Story = {
  render: demo({}),
  globals: { viewport: { value: 'phone', isRotated: false } },
  // Its shots would repeat the phone shots of the stories above.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, canvasElement, args }) => {
    const view = canvasElement.ownerDocument.defaultView!;
    await expect(view.innerWidth).toBe(390);
    // The first movement is on the first screen, whole, above the bottom menu.
    const cards = canvas.getByRole('list', { name: 'Movimientos' });
    const first = within(cards).getAllByRole('listitem')[0]!;
    const menu = canvas.getByRole('navigation', { name: 'Menú principal' });
    await expect(first.getBoundingClientRect().top).toBeGreaterThan(0);
    await expect(first.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      menu.getBoundingClientRect().top,
    );
    await expect(canvas.queryByRole('region', { name: 'Filtrar movimientos' })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: 'Fondo' })).toBeNull();

    const filter = canvas.getByRole('button', { name: 'Filtrar' });
    await expect(filter).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Limpiar filtros' })).toBeNull();
    // By keyboard: the dialog opens on the first filter.
    filter.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Filtrar movimientos' });
    const body = within(dialog);
    await waitFor(() => expect(body.getByRole('combobox', { name: 'Fondo' })).toHaveFocus());
    await expect(filter).toHaveAttribute('aria-expanded', 'true');
    await userEvent.selectOptions(body.getByRole('combobox', { name: 'Tipo' }), 'RESCUE');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith('type', 'RESCUE');
    const rescues = sampleMovementRows.filter((row) => row.type === 'RESCUE').length;
    await expect(body.getByRole('status')).toHaveTextContent(
      rescues === 1 ? 'Se muestran 1 movimiento.' : `Se muestran ${rescues} movimientos.`,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());

    // Kept: the count on the button, the list filtered, and the focus back on "Filtrar".
    const filtered = canvas.getByRole('button', { name: 'Filtrar, 1 filtro activo' });
    await waitFor(() => expect(filtered).toHaveFocus());
    await expect(filtered).toHaveTextContent('Filtrar (1)');
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(rescues);
    await userEvent.click(filtered);
    const again = within(await page(canvasElement).findByRole('dialog'));
    await expect(again.getByRole('combobox', { name: 'Tipo' })).toHaveValue('RESCUE');
    await userEvent.click(again.getByRole('button', { name: 'Limpiar filtros' }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Filtrar' })).toHaveFocus());
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(sampleMovementRows.length);
  },
};

/**
 * At 390 px a date that does not exist: the list says to correct the dates and opens the
 * filters' dialog, where the error is at its field; closing it gives the focus to "Filtrar".
 */
export const PhoneDateError: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  // The dialog is not in the page's shot; the phone layout is shot by the stories above.
  parameters: { screenshot: { disable: true } },
  args: {
    items: [],
    filters: { ...emptyMovementFilters, to: '2026-04-31' },
    toError: 'Esa fecha no existe: revisa el día y el mes.',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Corrige las fechas para ver tus movimientos.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: /Ningún movimiento/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Corregir las fechas' }));
    const dialog = within(await page(canvasElement).findByRole('dialog'));
    const to = dialog.getByRole('group', { name: 'Hasta (opcional)' });
    await expect(to).toHaveTextContent('Esa fecha no existe: revisa el día y el mes.');
    await expect(within(to).getByRole('textbox', { name: 'Día' })).toHaveValue('31');
    await expect(dialog.getByRole('status')).toHaveTextContent(
      'Corrige las fechas para ver tus movimientos.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Filtrar, 1 filtro activo' })).toHaveFocus(),
    );
  },
};

/** The tracker of an order waiting for its payment: it can still be annulled. */
export const TrackerPending: Story = {
  args: { items: behindTracker, tracker: pendingTracker },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: 'Seguimiento de tu orden',
    });
    const body = within(dialog);
    await expect(dialog).toHaveAccessibleDescription(
      /Orden SUS-2026-000412.*Renta Soles Corto Plazo.*1,500\.00 soles peruanos/,
    );
    const steps = within(body.getByRole('list', { name: 'Etapas de la orden' }));
    await expect(steps.getAllByRole('listitem')).toHaveLength(4);
    await expect(steps.getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    await expect(steps.getAllByRole('listitem')[1]).toHaveTextContent(
      'Validando tu transferencia (en curso)',
    );
    await expect(body.getByRole('button', { name: 'Anular orden' })).toBeVisible();
    await expect(body.getByRole('link', { name: /Descargar constancia/ })).toHaveAttribute(
      'download',
    );
  },
};

/**
 * A rescue held while compliance reviews it (its customer is blocked or suspended, or under
 * enhanced due diligence): the review is the step in progress, the valor cuota and the payment
 * wait.
 */
export const TrackerComplianceReview: Story = {
  parameters: { screenshot: { phone: true, sisterBrand: true } },
  args: { items: behindTracker, tracker: complianceReviewTracker },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: 'Seguimiento de tu orden',
    });
    const steps = within(within(dialog).getByRole('list', { name: 'Etapas de la orden' }));
    await expect(steps.getAllByRole('listitem')).toHaveLength(4);
    await expect(steps.getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    await expect(steps.getAllByRole('listitem')[1]).toHaveTextContent(
      'En revisión de cumplimiento (en curso)',
    );
    await expect(within(dialog).queryByRole('button', { name: 'Anular orden' })).toBeNull();
  },
};

/** "Anular orden" asks first, inside the dialog; the focus goes to "No, mantener la orden". */
export const CancelConfirmation: Story = {
  args: { items: behindTracker, tracker: pendingTracker },
  play: async ({ canvasElement, args }) => {
    const body = within(await page(canvasElement).findByRole('dialog'));
    await userEvent.click(body.getByRole('button', { name: 'Anular orden' }));
    const question = body.getByRole('group', { name: '¿Anular la orden SUS-2026-000412?' });
    await expect(question).toHaveAccessibleDescription(/la orden no se podrá retomar/);
    await waitFor(() =>
      expect(body.getByRole('button', { name: 'No, mantener la orden' })).toHaveFocus(),
    );
    await expect(body.getByRole('button', { name: 'Sí, anular la orden' })).toBeEnabled();
    await expect(body.queryByRole('button', { name: 'Anular orden' })).toBeNull();
    await expect(args.onCancelOrder).not.toHaveBeenCalled();
  },
};

/** The annulment is running: a spinner, and the dialog cannot be closed meanwhile. */
export const Cancelling: Story = {
  // The page's phone layout is shot in the states that change it.
  parameters: { screenshot: { phone: false } },
  args: { items: behindTracker, tracker: pendingTracker },
  render: demo({ cancel: 'hang' }),
  play: async ({ canvasElement, args }) => {
    const body = within(await page(canvasElement).findByRole('dialog'));
    await userEvent.click(body.getByRole('button', { name: 'Anular orden' }));
    const confirm = body.getByRole('button', { name: 'Sí, anular la orden' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onCancelOrder).toHaveBeenCalledOnce();
    await expect(body.getByRole('button', { name: 'No, mantener la orden' })).toBeDisabled();
    await expect(body.queryByRole('button', { name: 'Cerrar' })).toBeNull();
  },
};

/** The annulment failed: why, in the confirmation, and it can be tried again. */
export const CancelError: Story = {
  // The page's phone layout is shot in the states that change it.
  parameters: { screenshot: { phone: false } },
  args: { items: behindTracker, tracker: pendingTracker },
  render: demo({ cancel: 'fail' }),
  play: async ({ canvasElement, args }) => {
    const body = within(await page(canvasElement).findByRole('dialog'));
    await userEvent.click(body.getByRole('button', { name: 'Anular orden' }));
    await userEvent.click(body.getByRole('button', { name: 'Sí, anular la orden' }));
    const alert = await body.findByRole('alert');
    await expect(alert).toHaveTextContent('Ya pasó la hora de corte de hoy');
    await expect(body.getByRole('button', { name: 'Sí, anular la orden' })).toBeEnabled();
    await expect(body.getByRole('button', { name: 'Cerrar' })).toBeVisible();
    await expect(args.onCancelOrder).toHaveBeenCalledOnce();
  },
};

/** Annulled: the confirmation goes and the focus moves to the updated steps. */
export const Cancelled: Story = {
  // The page's phone layout is shot in the states that change it.
  parameters: { screenshot: { phone: false } },
  args: { items: behindTracker, tracker: pendingTracker },
  render: demo({ cancel: 'annul' }),
  play: async ({ canvasElement }) => {
    const body = within(await page(canvasElement).findByRole('dialog'));
    await userEvent.click(body.getByRole('button', { name: 'Anular orden' }));
    await userEvent.click(body.getByRole('button', { name: 'Sí, anular la orden' }));
    const steps = body.getByRole('list', { name: 'Etapas de la orden' });
    await waitFor(() => expect(steps).toHaveFocus());
    await expect(steps).toHaveTextContent('Orden anulada (no se completó)');
    await expect(body.queryByRole('button', { name: /Anular/ })).toBeNull();
  },
};

/**
 * An order settled into cuotas: every step done, nothing to annul, and its constancia as a
 * button the portal answers (the file is behind the session's token).
 */
export const TrackerSettled: Story = {
  // The page's phone layout is shot in the states that change it.
  parameters: { screenshot: { phone: false } },
  args: {
    items: behindTracker,
    tracker: { ...settledTracker, receiptPdfHref: undefined, onDownloadReceipt: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const body = within(await page(canvasElement).findByRole('dialog'));
    const steps = within(body.getByRole('list', { name: 'Etapas de la orden' }));
    for (const step of steps.getAllByRole('listitem')) {
      await expect(step).toHaveAttribute('data-state', 'done');
    }
    await expect(steps.getByText('Liquidada: 3,456.78901234 cuotas')).toBeVisible();
    await expect(body.queryByRole('button', { name: 'Anular orden' })).toBeNull();
    await userEvent.click(body.getByRole('button', { name: 'Descargar constancia (PDF)' }));
    await expect(args.tracker!.onDownloadReceipt).toHaveBeenCalledOnce();
  },
};

/** The constancia could not be downloaded: an alert under the steps. */
export const TrackerReceiptError: Story = {
  // The page's phone layout is shot in the states that change it.
  parameters: { screenshot: { phone: false } },
  args: {
    items: behindTracker,
    tracker: {
      ...settledTracker,
      receiptPdfHref: undefined,
      onDownloadReceipt: fn(),
      receiptError: 'Hubo un problema de conexión. Vuelve a intentarlo en unos segundos.',
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(await page(canvasElement).findByRole('dialog'));
    await expect(body.getByRole('alert')).toHaveTextContent('No pudimos descargar la constancia');
    await expect(body.getByRole('button', { name: 'Descargar constancia (PDF)' })).toBeEnabled();
  },
};

/** A refused order: the failed step says why; no annulment, no constancia. */
export const TrackerRejected: Story = {
  // The page's phone layout is shot in the states that change it.
  parameters: { screenshot: { phone: false } },
  args: { items: behindTracker, tracker: rejectedTracker },
  play: async ({ canvasElement }) => {
    const body = within(await page(canvasElement).findByRole('dialog'));
    const steps = within(body.getByRole('list', { name: 'Etapas de la orden' }));
    const failed = steps.getAllByRole('listitem')[1]!;
    await expect(failed).toHaveAttribute('data-state', 'failed');
    await expect(failed).toHaveTextContent('Rechazada (no se completó)');
    await expect(failed).toHaveTextContent('La constancia de transferencia es de otra cuenta');
    await expect(body.queryByRole('button', { name: 'Anular orden' })).toBeNull();
    await expect(body.queryByText(/Descargar constancia/)).toBeNull();
  },
};

/**
 * A rescue whose payout the bank returned: the failed step says why, and the customer sends it
 * to another account (the one it went to comes preselected, in case it was corrected).
 */
export const TrackerPayoutRejected: Story = {
  // The page's phone layout is shot in the states that change it.
  parameters: { screenshot: { phone: false } },
  args: {
    items: behindTracker,
    tracker: {
      ...payoutRejectedTracker,
      payoutAccount: { ...payoutRejectedTracker.payoutAccount!, onChoose: fn() },
    },
  },
  play: async ({ canvasElement, args }) => {
    const body = within(await page(canvasElement).findByRole('dialog'));
    const steps = within(body.getByRole('list', { name: 'Etapas de la orden' }));
    const failed = steps.getAllByRole('listitem')[2]!;
    await expect(failed).toHaveAttribute('data-state', 'failed');
    await expect(failed).toHaveTextContent('la cuenta está cerrada');
    // The account choice loads on its own (a rejected payout is rare).
    const choice = within(
      await body.findByRole('radiogroup', { name: /¿A qué cuenta te enviamos el pago\?/ }),
    );
    await expect(choice.getByRole('radio', { name: 'BCP •••• 0082 (Sueldo)' })).toBeChecked();
    await userEvent.click(choice.getByRole('radio', { name: 'Interbank •••• 4410' }));
    await userEvent.click(body.getByRole('button', { name: 'Enviar el pago a esta cuenta' }));
    await expect(args.tracker!.payoutAccount!.onChoose).toHaveBeenCalledWith(9);
  },
};
