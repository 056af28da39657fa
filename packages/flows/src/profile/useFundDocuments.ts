import { useRef, useState } from 'react';
import useSWR from 'swr';
import { heldFundDocumentsRoute, participationCertificateRoute } from '@saf/contract';
import type { ApiClient } from '../api/client';
import { callRoute } from '../api/call';
import { describeError } from '../errors';
import type { DownloadedFile } from '../investing/files';
import { useDataScope } from '../provider/FlowsDataScope';
import { useFlows } from '../provider/FlowsProvider';

export const HELD_FUND_DOCUMENTS_KEY = 'held-fund-documents';

const CURRENCY_LABELS = { PEN: 'Soles (S/)', USD: 'Dólares (US$)' } as const;
const cuotasFormat = new Intl.NumberFormat('es-PE', {
  minimumFractionDigits: 8,
  maximumFractionDigits: 8,
});

/** The participation certificate of a fund's series at a date, as a PDF. */
export async function fetchCertificate(
  client: ApiClient,
  fund: string,
  series: string,
  date: string,
): Promise<DownloadedFile> {
  const blob = await client.request<Blob>({
    method: participationCertificateRoute.method,
    path: participationCertificateRoute.path,
    params: { code: fund, series },
    query: { date },
    responseType: 'blob',
  });
  return {
    blob,
    filename: `certificado-de-participacion-${fund.toLowerCase()}-${series}-${date}.pdf`,
  };
}

/** Why a typed date cannot be a certificate's (Spanish), or undefined. */
export function certificateDateIssue(date: string, today: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const real =
    match &&
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
      .toISOString()
      .slice(0, 10) === date;
  if (!real) return 'Ingresa una fecha válida: día, mes y año.';
  if (date > today) return 'La fecha no puede ser posterior a hoy.';
  return undefined;
}

/**
 * `/profile/documents`: every fund the customer holds or held, with the participation
 * certificate of each series at a date (today unless changed; downloaded as a PDF and handed
 * to `save`) and the fund's documents (public PDFs served by the API).
 */
export function useFundDocuments(options: { save(file: DownloadedFile): void }) {
  useDataScope('useFundDocuments');
  const { client } = useFlows();
  const query = useSWR(HELD_FUND_DOCUMENTS_KEY, () =>
    callRoute(client, heldFundDocumentsRoute, {}),
  );
  const [dates, setDates] = useState<Record<string, string>>({});
  const [dateErrors, setDateErrors] = useState<Record<string, string | undefined>>({});
  const [downloadErrors, setDownloadErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState<string | undefined>();
  const [downloaded, setDownloaded] = useState<string | undefined>();
  const running = useRef(false);

  const today = query.data?.today ?? '';
  const dateOf = (fund: string) => dates[fund] ?? today;

  const certificate = async (fund: string, series: string) => {
    if (running.current) return;
    const date = dateOf(fund);
    const issue = certificateDateIssue(date, today);
    setDateErrors((e) => ({ ...e, [fund]: issue }));
    setDownloadErrors((e) => ({ ...e, [fund]: undefined }));
    setDownloaded(undefined);
    if (issue) return;
    running.current = true;
    setBusy(`${fund}/${series}`);
    try {
      const file = await fetchCertificate(client, fund, series, date);
      options.save(file);
      setDownloaded(file.filename);
    } catch (failure) {
      setDownloadErrors((e) => ({ ...e, [fund]: describeError(failure).message }));
    } finally {
      running.current = false;
      setBusy(undefined);
    }
  };

  const funds = (query.data?.funds ?? []).map((f) => ({
    code: f.fund_code,
    name: f.fund_name,
    currency: CURRENCY_LABELS[f.currency],
    series: f.series.map((s) => ({
      code: s.series,
      label: `${s.series_name} (${s.series})`,
      cuotas:
        Number(s.cuotas) > 0
          ? `${cuotasFormat.format(s.cuotas as unknown as number)} cuotas`
          : 'Sin cuotas hoy',
    })),
    documents: f.documents.map((d) => ({ title: d.title, href: d.url })),
  }));

  return {
    state: query.error
      ? ('error' as const)
      : query.data
        ? ('ready' as const)
        : ('loading' as const),
    loadError: query.error ? describeError(query.error).message : undefined,
    retry: () => void query.mutate(),
    funds,
    dates: Object.fromEntries(funds.map((f) => [f.code, dateOf(f.code)])),
    onDateChange: (fund: string, date: string) => {
      setDates((d) => ({ ...d, [fund]: date }));
      setDateErrors((e) => ({ ...e, [fund]: undefined }));
    },
    dateErrors,
    onCertificate: (fund: string, series: string) => void certificate(fund, series),
    busy,
    downloadErrors,
    downloaded,
  };
}
