import { act } from 'react';
import { PENDING_SUBSCRIPTION, REJECTED_PAYOUT } from './orders';
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

  it('sends a rejected payout to the account the customer picks among theirs in its currency', async () => {
    const account = (
      id: number,
      currency: 'PEN' | 'USD',
      number: string,
      alias: string | null,
    ) => ({
      id,
      bank_code: '002',
      bank_name: 'BCP',
      currency,
      account_type: 'SAVINGS',
      account_number: number,
      cci: `002193${number.padStart(12, '0')}00`,
      alias,
      is_main: false,
      cci_unchecked: true,
      in_use: false,
      created_at: '2026-01-01T00:00:00.000Z',
    });
    let order = REJECTED_PAYOUT;
    const api = fakeApi({
      'GET /api/movements': () => ({ status: 200, body: { items: [order], next_cursor: null } }),
      'GET /api/bank-accounts': () => ({
        status: 200,
        body: {
          accounts: [
            account(7, 'PEN', '19338475610082', 'Sueldo'),
            account(8, 'USD', '19338475610099', null),
            account(9, 'PEN', '19338475614410', null),
          ],
          max: 5,
        },
      }),
      'POST /api/rescues/RES-2026-000128/bank-account': () => {
        order = { ...order, payment_status: 'PENDING', reject_reason: null };
        return {
          status: 200,
          body: {
            reference: order.reference,
            fund_code: 'RCPS',
            fund_name: order.fund_name,
            series: '000',
            series_name: 'Serie A',
            currency: 'PEN',
            mode: 'AMOUNT',
            amount: '1000.00',
            cuotas: '691.35000000',
            payment_status: 'PENDING',
            process_status: 'APPROVED',
            trade_date: '2026-11-25',
            payment_date: '2026-11-26',
            cutoff_at: '2026-11-25T18:00:00.000Z',
            cancellable: false,
            valor_cuota: '1.44643210',
            fee: '0.00',
            tax: '0.00',
            net: '1000.00',
            bank_account: { id: 9, bank_name: 'BCP', last4: '4410' },
            created_at: '2026-11-25T15:00:00.000Z',
            paid_at: null,
            reject_reason: null,
            events: [],
          },
        };
      },
    });
    const { result } = await renderFlow(() => useMovements({ save: vi.fn() }), harness(api.fetch));
    await vi.waitFor(() => expect(result.current.state).toBe('ready'));
    act(() => result.current.onOpenTracker('RES-2026-000128'));
    await vi.waitFor(() => expect(result.current.tracker?.payoutAccount).toBeDefined());
    expect(result.current.tracker?.steps.at(-1)).toMatchObject({
      label: 'Pago rechazado por tu banco (BCP •••• 0082)',
      state: 'failed',
    });
    // Its currency's accounts only; the one it went to comes first chosen.
    expect(result.current.tracker?.payoutAccount).toMatchObject({
      accounts: [
        { id: 7, label: 'BCP •••• 0082 (Sueldo)' },
        { id: 9, label: 'BCP •••• 4410' },
      ],
      currentId: 7,
      choosing: false,
    });
    act(() => result.current.tracker!.payoutAccount!.onChoose(9));
    await vi.waitFor(() => expect(result.current.tracker?.payoutAccount).toBeUndefined());
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/rescues/RES-2026-000128/bank-account',
      body: { bank_account_id: 9 },
    });
    expect(result.current.tracker?.steps.at(-1)?.label).toBe(
      'Pago en BCP •••• 0082 hasta el jueves, 26 de noviembre de 2026',
    );
  });
});
