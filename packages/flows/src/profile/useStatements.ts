import { useRef, useState } from 'react';
import useSWR from 'swr';
import { statementPdfRoute, statementPeriodsRoute } from '@saf/contract';
import type { ApiClient } from '../api/client';
import { callRoute } from '../api/call';
import { describeError } from '../errors';
import type { DownloadedFile } from '../investing/files';
import { useDataScope } from '../provider/FlowsDataScope';
import { useFlows } from '../provider/FlowsProvider';

export const STATEMENT_PERIODS_KEY = 'statement-periods';
/** The fund choice that asks for every fund held in the month. */
export const ALL_FUNDS = 'ALL';

const monthName = new Intl.DateTimeFormat('es-PE', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** "2026-10" → "octubre de 2026". */
export function monthLabel(month: string): string {
  return monthName.format(new Date(`${month}-15T12:00:00Z`));
}

/**
 * The statement of a month (one fund, or every fund when `fund` is absent) as a PDF, through the
 * API client, so the call carries the session; the name is the one the API gives it.
 */
export async function fetchStatement(
  client: ApiClient,
  month: string,
  fund?: string,
): Promise<DownloadedFile> {
  const blob = await client.request<Blob>({
    method: statementPdfRoute.method,
    path: statementPdfRoute.path,
    params: { month },
    query: fund ? { fund } : {},
    responseType: 'blob',
  });
  return {
    blob,
    filename: `estado-de-cuenta-${month}${fund ? `-${fund.toLowerCase()}` : ''}.pdf`,
  };
}

/**
 * `/profile/download-eecc`: the months in which the customer held a fund (newest first, the
 * newest chosen), the funds of the chosen month or all of them, and the statement downloaded
 * as a PDF and handed to `save` (the portal saves it in the browser).
 */
export function useStatementDownload(options: { save(file: DownloadedFile): void }) {
  useDataScope('useStatementDownload');
  const { client } = useFlows();
  const query = useSWR(STATEMENT_PERIODS_KEY, () => callRoute(client, statementPeriodsRoute, {}));
  const [chosenMonth, setMonth] = useState('');
  const [chosenFund, setFund] = useState(ALL_FUNDS);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | undefined>();
  const [downloaded, setDownloaded] = useState<string | undefined>();
  const running = useRef(false);

  const periods = query.data?.periods ?? [];
  const period = periods.find((p) => p.month === chosenMonth) ?? periods[0];
  const month = period?.month ?? '';
  const funds = (period?.funds ?? []).map((f) => ({ value: f.fund_code, label: f.fund_name }));
  // A fund not held in the chosen month falls back to every fund.
  const fund = funds.some((f) => f.value === chosenFund) ? chosenFund : ALL_FUNDS;

  const download = async () => {
    if (running.current || !month) return;
    running.current = true;
    setDownloading(true);
    setDownloadError(undefined);
    setDownloaded(undefined);
    try {
      const file = await fetchStatement(client, month, fund === ALL_FUNDS ? undefined : fund);
      options.save(file);
      setDownloaded(file.filename);
    } catch (failure) {
      setDownloadError(describeError(failure).message);
    } finally {
      running.current = false;
      setDownloading(false);
    }
  };

  const clear = () => {
    setDownloadError(undefined);
    setDownloaded(undefined);
  };

  return {
    state: query.error
      ? ('error' as const)
      : query.data
        ? ('ready' as const)
        : ('loading' as const),
    loadError: query.error ? describeError(query.error).message : undefined,
    retry: () => void query.mutate(),
    months: periods.map((p) => ({ value: p.month, label: monthLabel(p.month) })),
    month,
    onMonthChange: (value: string) => {
      setMonth(value);
      clear();
    },
    funds,
    fund,
    onFundChange: (value: string) => {
      setFund(value);
      clear();
    },
    onDownload: () => void download(),
    downloading,
    downloadError,
    downloaded,
  };
}
