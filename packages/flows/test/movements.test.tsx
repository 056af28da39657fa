import { act } from 'react';
import { PENDING_SUBSCRIPTION } from './orders';
import { describe, expect, it, vi } from 'vitest';
import { useMovements } from '../src/investing/useMovements';
import { fakeApi, harness, renderFlow, settle } from './harness';

const NO_SUCH_DAY = 'Esa fecha no existe: revisa el día y el mes.';

describe('useMovements', () => {
  it('applies a date filter once its day, month and year make a real day', async () => {
    const api = fakeApi({
      'GET /api/movements': () => ({ status: 200, body: { items: [], next_cursor: null } }),
    });
    const urls: URL[] = [];
    const fetch: typeof globalThis.fetch = (input, init) => {
      urls.push(new URL(String(input)));
      return api.fetch(input, init);
    };
    const { result } = await renderFlow(() => useMovements({ save: vi.fn() }), harness(fetch));
    await vi.waitFor(() => expect(result.current.state).toBe('ready'));
    const asked = () =>
      urls.filter((u) => u.pathname === '/api/movements').map((u) => u.searchParams.get('from'));

    // Being typed ("Desde" with its day alone): the list stays, nothing is sent, no error.
    act(() => result.current.onFilterChange('from', '--5'));
    await settle();
    expect(result.current.filterError).toBeUndefined();
    expect(result.current.loadError).toBeUndefined();
    expect(asked().every((from) => from === null)).toBe(true);

    // 30 February: said at its field, and never sent.
    act(() => result.current.onFilterChange('from', '2026-02-30'));
    await settle();
    expect(result.current.filterError).toBe(NO_SUCH_DAY);
    expect(result.current.filters.from).toBe('2026-02-30');
    expect(asked().every((from) => from === null)).toBe(true);

    // Typed without leading zeros: sent as an ISO day.
    act(() => result.current.onFilterChange('from', '2026-3-5'));
    await vi.waitFor(() => expect(asked()).toContain('2026-03-05'));
    expect(result.current.filterError).toBeUndefined();

    act(() => result.current.onFilterChange('to', '2026-04-31'));
    await settle();
    expect(result.current.toError).toBe(NO_SUCH_DAY);
    expect(result.current.rows).toEqual([]);

    act(() => result.current.onFilterChange('to', '2026-03-01'));
    await settle();
    expect(result.current.toError).toBeUndefined();
    expect(result.current.filterError).toBe(
      'La fecha inicial debe ser anterior o igual a la final.',
    );
  });

  it('opens an order’s tracker with its steps and saves the CSV of the list', async () => {
    const order = PENDING_SUBSCRIPTION;
    const api = fakeApi({
      'GET /api/movements': () => ({ status: 200, body: { items: [order], next_cursor: null } }),
      'GET /api/movements.csv': () => ({
        status: 200,
        body: 'fecha;fondo',
        headers: { 'Content-Type': 'text/csv' },
      }),
    });
    const save = vi.fn();
    const { result } = await renderFlow(() => useMovements({ save }), harness(api.fetch));
    await vi.waitFor(() => expect(result.current.state).toBe('ready'));

    // The tracker's steps load with the list: opening an order shows them.
    act(() => result.current.onOpenTracker('SUS-2026-000007'));
    await vi.waitFor(() => expect(result.current.tracker).toBeDefined());
    expect(result.current.tracker?.steps.map((s) => [s.label, s.state])).toEqual([
      ['Solicitud recibida', 'done'],
      ['Esperando tu pago', 'current'],
      ['Valor cuota del miércoles, 25 de noviembre de 2026', 'pending'],
      ['Liquidación', 'pending'],
    ]);
    act(() => result.current.onCloseTracker());
    expect(result.current.tracker).toBeUndefined();

    // The download's code arrives with the first download: the file is handed to the app.
    await act(() => result.current.onDownloadCsv());
    expect(result.current.downloadError).toBeUndefined();
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ filename: 'movimientos.csv' }));
    expect(api.calls.some((c) => c.path === '/api/movements.csv')).toBe(true);
  });
});
