import { act } from 'react';
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
});
