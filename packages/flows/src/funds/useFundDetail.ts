import {
  fundDetailRoute,
  fundHistoryRoute,
  type FundDetail,
  type HistoryRange,
} from '@saf/contract';
import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import { callRoute } from '../api/call';
import { describeError } from '../errors';
import { useDataScope } from '../provider/FlowsDataScope';
import { useFlows } from '../provider/FlowsProvider';
import {
  cutoffDayState,
  fractionToPercent,
  FUND_TYPE_LABELS,
  PROFILE_LABELS,
  riskStepOf,
  themeOf,
} from './view';

/** The returns table, in the order and words the page shows them. */
const RETURN_ROWS: [keyof FundDetail['fund']['returns'], string][] = [
  ['1M', '1 mes'],
  ['3M', '3 meses'],
  ['6M', '6 meses'],
  ['YTD', 'En el año'],
  ['1Y', '12 meses'],
  ['3Y', '3 años (anualizada)'],
  ['5Y', '5 años (anualizada)'],
];

import type { SimulatorResult, SimulatorValues } from './simulator';

export type { SimulatorResult, SimulatorValues } from './simulator';

/** The simulator's checks and call, fetched when the customer first simulates. */
const loadSimulator = () => import('./simulator');

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A fund's page: its detail, the history chart for a range, the countdown to today's cut-off,
 * the customer's balance and the simulator ("si hubieras invertido…") from the stored history.
 */
export function useFundDetail(code: string) {
  useDataScope('useFundDetail');
  const { client } = useFlows();
  const valid = /^[A-Z0-9]{2,10}$/.test(code);
  const detail = useSWR(valid ? ['fund', code] : null, () =>
    callRoute(client, fundDetailRoute, { params: { code } }),
  );
  const [range, setRange] = useState<HistoryRange>('1Y');
  const history = useSWR(
    valid && detail.data ? ['fund-history', code, range] : null,
    () => callRoute(client, fundHistoryRoute, { params: { code }, query: { range } }),
    { keepPreviousData: true },
  );

  const [edits, setEdits] = useState<Partial<SimulatorValues>>({});
  const [errors, setErrors] = useState<Partial<Record<keyof SimulatorValues, string>>>({});
  const [result, setResult] = useState<SimulatorResult | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | undefined>();

  const data = detail.data;
  const bounds = useMemo(
    () =>
      data?.history.first && data.history.last
        ? { min: data.history.first, max: addDays(data.history.last, -1) }
        : null,
    [data],
  );
  // A first suggestion: S/ 1,000 the same day a year before the last valor cuota.
  const last = data?.history.last;
  const suggestedStart =
    bounds && last
      ? ((yearBefore) => (yearBefore < bounds.min ? bounds.min : yearBefore))(
          `${Number(last.slice(0, 4)) - 1}${last.slice(4)}`,
        )
      : '';
  const values: SimulatorValues = useMemo(
    () => ({ amount: edits.amount ?? '1000', startDate: edits.startDate ?? suggestedStart }),
    [edits, suggestedStart],
  );

  const onSimulatorChange = useCallback((field: keyof SimulatorValues, value: string) => {
    setEdits((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    // The checks come while the customer types, not after "Simular".
    void loadSimulator().catch(() => undefined);
  }, []);

  const onSimulate = useCallback(async () => {
    try {
      const { checkSimulator, simulate } = await loadSimulator();
      const found = checkSimulator(values, bounds);
      setErrors(found);
      setFormError(undefined);
      if (Object.keys(found).length) return;
      setSubmitting(true);
      setResult(await simulate(client, code, values));
    } catch (failure) {
      const described = describeError(failure);
      if (described.code === 'SIMULATION_DATE_OUT_OF_RANGE')
        setErrors({ startDate: described.message });
      else if (described.fields['amount']) setErrors({ amount: described.fields['amount'] });
      else setFormError(described.message);
      setResult(null);
    } finally {
      setSubmitting(false);
    }
  }, [values, bounds, client, code]);

  const notFound = !valid || describeError(detail.error).code === 'NOT_FOUND';
  const state: 'loading' | 'ready' | 'error' | 'not-found' = notFound
    ? 'not-found'
    : detail.error
      ? 'error'
      : !data
        ? 'loading'
        : 'ready';

  const fund = data?.fund;
  const orderWindow = data?.order_window;
  // On the server's clock when it answered: the page counts down from there.
  const secondsLeft = orderWindow?.cutoff_at
    ? Math.max(
        0,
        Math.floor(
          (Date.parse(orderWindow.cutoff_at) - Date.parse(orderWindow.server_time)) / 1000,
        ),
      )
    : null;
  const profile = data?.suitability.profile ?? null;

  return {
    state,
    loadError: detail.error ? describeError(detail.error).message : undefined,
    retry: () => void detail.mutate(),
    fund: fund
      ? {
          code: fund.code,
          name: fund.name,
          type: FUND_TYPE_LABELS[fund.type],
          currency: fund.currency,
          risk: riskStepOf(fund.risk_level),
          riskLevel: fund.risk_level,
          navPerUnit: fund.nav?.value ?? '0',
          navDate: fund.nav?.date ?? '',
          theme: themeOf(fund.card_theme),
          objective: fund.objective,
          benchmark: fund.benchmark,
          returns: [
            {
              period: '12 meses',
              value: fund.returns['1Y'] === null ? null : fractionToPercent(fund.returns['1Y']),
            },
            {
              period: 'en el año',
              value: fund.returns.YTD === null ? null : fractionToPercent(fund.returns.YTD),
            },
          ],
        }
      : null,
    returns: fund
      ? RETURN_ROWS.map(([key, period]) => ({
          period,
          value: fund.returns[key] === null ? null : fractionToPercent(fund.returns[key]),
        }))
      : [],
    chart: {
      range,
      onRangeChange: setRange,
      points: history.data?.points ?? [],
      state: (history.error ? 'error' : !history.data ? 'loading' : 'ready') as
        'loading' | 'error' | 'ready',
      onRetry: () => void history.mutate(),
      isValidating: history.isValidating,
    },
    cutoff: fund
      ? {
          time: fund.cutoff_time,
          secondsLeft,
          state: cutoffDayState(orderWindow?.cutoff_state ?? 'AFTER_CUTOFF'),
          nextOrderDay: orderWindow?.order_day ?? '',
        }
      : null,
    fees: fund
      ? {
          unifiedFeePct: fund.unified_fee_pct,
          igvPct: fund.igv_pct,
          earlyRescueFeePct: fund.early_rescue_fee_pct,
          earlyRescueMinDays: fund.early_rescue_min_days,
          settlementDays: fund.rescue_settlement_days,
        }
      : null,
    series: (fund?.series ?? []).map((s) => ({
      code: s.code,
      name: s.name,
      minInitial: s.min_initial,
      minAdditional: s.min_additional,
      minRescue: s.min_rescue,
      minBalance: s.min_balance,
    })),
    composition: {
      assetClasses: (data?.composition.asset_classes ?? []).map((a) => ({
        label: a.name,
        pct: a.pct,
      })),
      holdings: data?.composition.holdings ?? [],
    },
    balance: data?.balance[0]
      ? {
          cuotas: data.balance[0].cuotas,
          amount: data.balance[0].amount,
          navDate: data.balance[0].nav_date,
        }
      : null,
    documents: (data?.documents ?? []).map((d) => ({
      kind: (d.kind === 'PROSPECTO'
        ? 'prospecto'
        : d.kind === 'REGLAMENTO'
          ? 'reglamento'
          : 'factsheet') as 'prospecto' | 'reglamento' | 'factsheet',
      title: d.title,
      href: d.url,
    })),
    suitability:
      profile && data?.suitability.suitable === false
        ? { profileLabel: PROFILE_LABELS[profile].toLowerCase() }
        : null,
    simulator: {
      amount: values.amount,
      startDate: values.startDate,
      minDate: bounds?.min ?? '',
      maxDate: bounds?.max ?? '',
      errors,
      formError,
      result,
      submitting,
      onValueChange: onSimulatorChange,
      onSubmit: () => void onSimulate(),
    },
  };
}
