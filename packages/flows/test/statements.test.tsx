import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ERRORS, type HeldFundDocuments, type StatementPeriods } from '@saf/contract';
import type { DownloadedFile } from '../src/investing/files';
import { ALL_FUNDS, useStatementDownload } from '../src/profile/useStatements';
import { certificateDateIssue, useFundDocuments } from '../src/profile/useFundDocuments';
import { errorBody, fakeApi, harness, renderFlow } from './harness';

const periods: StatementPeriods = {
  periods: [
    {
      month: '2026-10',
      funds: [
        { fund_code: 'RCPS', fund_name: 'Renta Corto Plazo Soles', currency: 'PEN' },
        { fund_code: 'RCPD', fund_name: 'Renta Corto Plazo Dólares', currency: 'USD' },
      ],
    },
    {
      month: '2026-09',
      funds: [{ fund_code: 'RCPS', fund_name: 'Renta Corto Plazo Soles', currency: 'PEN' }],
    },
  ],
};
const PDF = { status: 200, body: '%PDF-1.7', headers: { 'Content-Type': 'application/pdf' } };
const refused = (code: keyof typeof ERRORS) => ({
  status: ERRORS[code].status,
  body: errorBody(code, ERRORS[code].message),
});

describe('useStatementDownload', () => {
  it('offers the months held, newest first, and saves the statement asked for with the session’s token', async () => {
    const api = fakeApi({
      'GET /api/statements': () => ({ status: 200, body: periods }),
      'GET /api/statements/2026-09/estado-de-cuenta.pdf': () => PDF,
      'GET /api/statements/2026-10/estado-de-cuenta.pdf': () => PDF,
    });
    const h = harness(api.fetch);
    h.session.setToken('the-token');
    const saved: DownloadedFile[] = [];
    const { result } = await renderFlow(
      () => useStatementDownload({ save: (f) => void saved.push(f) }),
      h,
    );
    await vi.waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current.months).toEqual([
      { value: '2026-10', label: 'octubre de 2026' },
      { value: '2026-09', label: 'setiembre de 2026' },
    ]);
    expect(result.current.month).toBe('2026-10');
    expect(result.current.fund).toBe(ALL_FUNDS);
    act(() => result.current.onFundChange('RCPD'));
    expect(result.current.fund).toBe('RCPD');
    // September had no dollars: the choice falls back to every fund.
    act(() => result.current.onMonthChange('2026-09'));
    expect(result.current.funds.map((f) => f.value)).toEqual(['RCPS']);
    expect(result.current.fund).toBe(ALL_FUNDS);
    act(() => result.current.onDownload());
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.filename).toBe('estado-de-cuenta-2026-09.pdf');
    expect(await saved[0]!.blob.text()).toContain('%PDF-1.7');
    const call = api.calls.find((c) => c.path.endsWith('.pdf'))!;
    expect(call.headers.Authorization).toBe('Bearer the-token');
    await vi.waitFor(() => expect(result.current.downloaded).toBe('estado-de-cuenta-2026-09.pdf'));
    expect(result.current.downloading).toBe(false);
  });

  it('says in Spanish why a statement was refused, and saves nothing', async () => {
    const api = fakeApi({
      'GET /api/statements': () => ({ status: 200, body: periods }),
      'GET /api/statements/2026-10/estado-de-cuenta.pdf': () =>
        refused('STATEMENT_PERIOD_NOT_HELD'),
    });
    const save = vi.fn();
    const { result } = await renderFlow(() => useStatementDownload({ save }), harness(api.fetch));
    await vi.waitFor(() => expect(result.current.state).toBe('ready'));
    act(() => result.current.onDownload());
    await vi.waitFor(() =>
      expect(result.current.downloadError).toBe(ERRORS.STATEMENT_PERIOD_NOT_HELD.userMessage),
    );
    expect(save).not.toHaveBeenCalled();
  });
});

const held: HeldFundDocuments = {
  today: '2026-11-26',
  funds: [
    {
      fund_code: 'RCPS',
      fund_name: 'Renta Corto Plazo Soles',
      currency: 'PEN',
      series: [
        { series: '000', series_name: 'Serie A', cuotas: '50.41525998' },
        { series: '001', series_name: 'Serie B', cuotas: '0.00000000' },
      ],
      documents: [
        {
          kind: 'PROSPECTO',
          title: 'Prospecto simplificado',
          url: '/api/funds/RCPS/documents/prospecto-simplificado.pdf',
        },
      ],
    },
  ],
};

describe('useFundDocuments', () => {
  it('checks the certificate’s date before any call, then saves the certificate of that date', async () => {
    const api = fakeApi({
      'GET /api/holdings/documents': () => ({ status: 200, body: held }),
      'GET /api/holdings/RCPS/000/certificado.pdf': () => PDF,
      'GET /api/holdings/RCPS/001/certificado.pdf': () => refused('CERTIFICATE_NOT_HELD'),
    });
    const saved: DownloadedFile[] = [];
    const { result } = await renderFlow(
      () => useFundDocuments({ save: (f) => void saved.push(f) }),
      harness(api.fetch),
    );
    await vi.waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current.funds[0]).toMatchObject({
      currency: 'Soles (S/)',
      series: [
        { code: '000', label: 'Serie A (000)', cuotas: '50.41525998 cuotas' },
        { code: '001', label: 'Serie B (001)', cuotas: 'Sin cuotas hoy' },
      ],
      documents: [
        {
          title: 'Prospecto simplificado',
          href: '/api/funds/RCPS/documents/prospecto-simplificado.pdf',
        },
      ],
    });
    expect(result.current.dates).toEqual({ RCPS: '2026-11-26' });

    act(() => result.current.onDateChange('RCPS', '2026-12-01'));
    act(() => result.current.onCertificate('RCPS', '000'));
    expect(result.current.dateErrors.RCPS).toBe('La fecha no puede ser posterior a hoy.');
    expect(api.calls.filter((c) => c.path.endsWith('.pdf'))).toHaveLength(0);

    act(() => result.current.onDateChange('RCPS', '2026-10-31'));
    act(() => result.current.onCertificate('RCPS', '000'));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.filename).toBe('certificado-de-participacion-rcps-000-2026-10-31.pdf');

    act(() => result.current.onCertificate('RCPS', '001'));
    await vi.waitFor(() =>
      expect(result.current.downloadErrors.RCPS).toBe(ERRORS.CERTIFICATE_NOT_HELD.userMessage),
    );
    expect(saved).toHaveLength(1);
  });

  it('refuses dates that are not on the calendar', () => {
    expect(certificateDateIssue('2026-02-30', '2026-11-26')).toBe(
      'Ingresa una fecha válida: día, mes y año.',
    );
    expect(certificateDateIssue('2026-1-5', '2026-11-26')).toBe(
      'Ingresa una fecha válida: día, mes y año.',
    );
    expect(certificateDateIssue('2026-11-26', '2026-11-26')).toBeUndefined();
  });
});
