import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import {
  olderMovementRows,
  pendingTracker,
  sampleFundOptions,
  sampleMovementRows,
  sampleStatusOptions,
  sampleTypeOptions,
  settledTracker,
} from './fixtures';
import {
  MovementsScreen,
  emptyMovementFilters,
  loadedMoreMessage,
  type MovementsScreenProps,
} from './MovementsScreen';
import { OrderTrackerDialog, formatStepDate } from './OrderTrackerDialog';

function props(overrides: Partial<MovementsScreenProps> = {}): MovementsScreenProps {
  return {
    items: sampleMovementRows,
    filters: emptyMovementFilters,
    fundOptions: sampleFundOptions,
    typeOptions: sampleTypeOptions,
    statusOptions: sampleStatusOptions,
    onFilterChange: vi.fn(),
    onClearFilters: vi.fn(),
    onOpenTracker: vi.fn(),
    onCloseTracker: vi.fn(),
    onCancelOrder: vi.fn(),
    onLoadMore: vi.fn(),
    TrackerDialog: OrderTrackerDialog,
    investHref: '/products/recommended',
    ...overrides,
  };
}

/** The page's own live region (the skeleton and busy buttons have theirs). */
const announcement = (container: HTMLElement) =>
  container.querySelector('[data-slot="movements-screen"] > p[role="status"]')!;

describe('loadedMoreMessage', () => {
  it('says how many movements arrived, in the singular for one', () => {
    expect(loadedMoreMessage(20)).toBe('Se cargaron 20 movimientos más');
    expect(loadedMoreMessage(1)).toBe('Se cargó 1 movimiento más');
  });
});

describe('formatStepDate', () => {
  it('shows an ISO day as that day and an instant as its Lima date and time', () => {
    expect(formatStepDate('2026-11-18')).toMatch(/^18 nov\.? 2026$/);
    // 03:30 UTC on the 19th is 22:30 on the 18th in Lima.
    expect(formatStepDate('2026-11-19T03:30:00Z')).toMatch(/^18 nov\.? 2026, 10:30\sp\.\sm\.$/);
  });
});

describe('MovementsScreen', () => {
  afterEach(async () => {
    await page.viewport(1280, 1000);
  });

  it('announces the page that arrived and puts the focus on its first row', async () => {
    const onLoadMore = vi.fn();
    const screen = await render(<MovementsScreen {...props({ hasMore: true, onLoadMore })} />);
    await screen.getByRole('button', { name: 'Ver más movimientos' }).click();
    expect(onLoadMore).toHaveBeenCalledOnce();

    await screen.rerender(<MovementsScreen {...props({ hasMore: true, loadingMore: true })} />);
    const older = olderMovementRows(3);
    await screen.rerender(
      <MovementsScreen {...props({ items: [...sampleMovementRows, ...older], hasMore: false })} />,
    );
    await expect.element(screen.getByRole('rowheader', { name: /SUS-2026-000200/ })).toHaveFocus();
    expect(announcement(screen.container).textContent).toContain('Se cargaron 3 movimientos más');
  });

  it('focuses the first new card on a phone', async () => {
    await page.viewport(390, 844);
    const screen = await render(<MovementsScreen {...props({ hasMore: true })} />);
    await screen.getByRole('button', { name: 'Ver más movimientos' }).click();
    await screen.rerender(<MovementsScreen {...props({ hasMore: true, loadingMore: true })} />);
    await screen.rerender(
      <MovementsScreen {...props({ items: [...sampleMovementRows, ...olderMovementRows(1)] })} />,
    );
    const cards = screen.getByRole('list', { name: 'Movimientos' }).element().children;
    await vi.waitFor(() => expect(document.activeElement).toBe(cards[sampleMovementRows.length]));
    expect(announcement(screen.container).textContent).toContain('Se cargó 1 movimiento más');
  });

  it('leaves the focus alone when the page fails, and keeps "Ver más movimientos"', async () => {
    const screen = await render(<MovementsScreen {...props({ hasMore: true })} />);
    const button = screen.getByRole('button', { name: 'Ver más movimientos' });
    await button.click();
    await screen.rerender(<MovementsScreen {...props({ hasMore: true, loadingMore: true })} />);
    await screen.rerender(
      <MovementsScreen {...props({ hasMore: true, loadMoreError: 'Sin conexión.' })} />,
    );
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('No pudimos cargar más movimientos');
    await expect.element(screen.getByRole('button', { name: 'Ver más movimientos' })).toBeEnabled();
    expect(announcement(screen.container).textContent).toBe('');
  });

  it('offers the CSV only when there are movements, and shows why it failed', async () => {
    const onDownloadCsv = vi.fn();
    const screen = await render(<MovementsScreen {...props({ onDownloadCsv })} />);
    await screen.getByRole('button', { name: 'Descargar CSV de los movimientos' }).click();
    expect(onDownloadCsv).toHaveBeenCalledOnce();

    await screen.rerender(
      <MovementsScreen {...props({ onDownloadCsv, downloadError: 'Sin conexión.' })} />,
    );
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('No pudimos descargar el CSV');

    await screen.rerender(<MovementsScreen {...props({ items: [], onDownloadCsv })} />);
    expect(screen.getByRole('button', { name: /Descargar CSV/ }).query()).toBeNull();
  });

  it('says how many movements a new filter brought once it has loaded', async () => {
    const screen = await render(<MovementsScreen {...props()} />);
    const filters = { ...emptyMovementFilters, fund: 'ACPE' };
    await screen.rerender(<MovementsScreen {...props({ filters, items: [], loading: true })} />);
    await screen.rerender(
      <MovementsScreen {...props({ filters, items: sampleMovementRows.slice(3, 4) })} />,
    );
    expect(announcement(screen.container).textContent).toContain('Se muestran 1 movimiento');
  });
});

describe('OrderTrackerDialog', () => {
  it('downloads the constancia with a button when there is no link', async () => {
    const onDownloadReceipt = vi.fn();
    const screen = await render(
      <OrderTrackerDialog
        tracker={{ ...settledTracker, receiptPdfHref: undefined, onDownloadReceipt }}
        onClose={vi.fn()}
        onCancelOrder={vi.fn()}
      />,
    );
    await screen.getByRole('button', { name: 'Descargar constancia (PDF)' }).click();
    expect(onDownloadReceipt).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: /Descargar constancia/ }).query()).toBeNull();
  });

  it('prefers the link when both are given', async () => {
    const screen = await render(
      <OrderTrackerDialog
        tracker={{ ...settledTracker, onDownloadReceipt: vi.fn() }}
        onClose={vi.fn()}
        onCancelOrder={vi.fn()}
      />,
    );
    await expect
      .element(screen.getByRole('link', { name: 'Descargar constancia (PDF)' }))
      .toHaveAttribute('href', settledTracker.receiptPdfHref);
    expect(screen.getByRole('button', { name: /Descargar constancia/ }).query()).toBeNull();
  });

  it('annuls once, after the confirmation, however many times it is clicked', async () => {
    const onCancelOrder = vi.fn();
    const screen = await render(
      <OrderTrackerDialog
        tracker={pendingTracker}
        onClose={vi.fn()}
        onCancelOrder={onCancelOrder}
      />,
    );
    await screen.getByRole('button', { name: 'Anular orden' }).click();
    expect(onCancelOrder).not.toHaveBeenCalled();
    const confirm = screen.getByRole('button', { name: 'Sí, anular la orden' });
    await confirm.click();
    await confirm.click();
    expect(onCancelOrder).toHaveBeenCalledOnce();
  });
});
