import {
  cancelOrderRoute,
  movementsRoute,
  type MovementsQuery,
  type MovementsResponse,
  type Order,
} from '@saf/contract';
import { useEffect, useMemo, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { callRoute } from '../api/call';
import { describeError } from '../errors';
import { useDataScope } from '../provider/FlowsDataScope';
import { useFlows } from '../provider/FlowsProvider';
import type { DownloadedFile } from './files';
import type { trackerSteps as TrackerSteps } from './trackerSteps';
import { typedDay } from '../format';
import { BANK_ACCOUNTS_KEY, INVEST_FUNDS_KEY, PORTFOLIO_KEY } from './keys';

/** The rescue's account change and the accounts to choose from, fetched when a payout fails. */
const loadPayoutAccounts = () => import('../rescue/changeRescueAccount');

/** The downloads' calls, fetched when the customer first asks for a file. */
const loadFiles = () => import('./files');
/** The tracker's steps, fetched once the list is on screen (see `trackerSteps.ts`). */
const loadTrackerSteps = () => import('./trackerSteps');
/** The fund filter's choices, with their schemas, fetched after the list has painted. */
const loadInvestFunds = () => import('./investFunds');
type StepsOf = typeof TrackerSteps;

export interface MovementFilters {
  [key: string]: string;
  fund: string;
  type: string;
  status: string;
  from: string;
  to: string;
}

export const NO_FILTERS: MovementFilters = { fund: '', type: '', status: '', from: '', to: '' };
const PAGE = 20;
const NO_SUCH_DAY = 'Esa fecha no existe: revisa el día y el mes.';

export const movementStatusOptions = [
  { value: 'PENDING', label: 'Pendientes' },
  { value: 'INPROGRESS', label: 'En proceso' },
  { value: 'APPROVED', label: 'Aprobadas' },
  { value: 'REJECTED', label: 'Rechazadas' },
  { value: 'ANNULLED', label: 'Anuladas' },
];
export const movementTypeOptions = [
  { value: 'SUBSCRIPTION', label: 'Suscripciones' },
  { value: 'RESCUE', label: 'Rescates' },
];

/** One order as a row of the movements list. */
export function movementRow(order: Order) {
  return {
    id: order.reference,
    reference: order.reference,
    date: order.created_at,
    type: order.kind,
    fundName: order.fund_name,
    seriesLabel: order.series_name,
    currency: order.currency,
    amount: order.amount,
    cuotas: order.cuotas,
    valorCuota: order.valor_cuota,
    valorCuotaDate: order.valor_cuota ? order.trade_date : null,
    paymentStatus: order.payment_status,
    processStatus: order.process_status,
  };
}

/**
 * The movements page: every order with its statuses, filters by fund, type, status and dates,
 * pages by cursor, CSV of the filtered list, and each order's tracker (with cancellation of a
 * pending order before its cut-off).
 */
export function useMovements(options: { save(file: DownloadedFile): void }) {
  useDataScope('useMovements');
  const { client } = useFlows();
  const { mutate } = useSWRConfig();
  const [filters, setFilters] = useState<MovementFilters>(NO_FILTERS);
  // A date applies once its day, month and year make a real day; while it is being typed the
  // list keeps the other filters, and a day that does not exist is said at its field.
  const from = filters.from ? typedDay(filters.from) : '';
  const to = filters.to ? typedDay(filters.to) : '';
  const fromError = from === 'impossible' ? NO_SUCH_DAY : undefined;
  const toError = to === 'impossible' ? NO_SUCH_DAY : undefined;
  const fromDay = from === 'impossible' || from === 'incomplete' ? '' : from;
  const toDay = to === 'impossible' || to === 'incomplete' ? '' : to;
  const rangeError =
    fromError ??
    (fromDay && toDay && fromDay > toDay
      ? 'La fecha inicial debe ser anterior o igual a la final.'
      : undefined);
  const dateError = rangeError ?? toError;
  const query: MovementsQuery = useMemo(() => {
    const q: Record<string, string | number> = { limit: PAGE };
    const applied = { ...filters, from: fromDay, to: toDay };
    for (const [k, v] of Object.entries(applied)) if (v) q[k] = v;
    return q as MovementsQuery;
  }, [filters, fromDay, toDay]);
  const first = useSWR(dateError ? null : ['movements', JSON.stringify(query)], () =>
    callRoute(client, movementsRoute, { query }),
  );
  const funds = useSWR(INVEST_FUNDS_KEY, () =>
    loadInvestFunds().then(({ fetchInvestFunds }) => fetchInvestFunds(client)),
  );
  /** Pages after the first, by the filters they belong to. */
  const [more, setMore] = useState<{ for: string; pages: MovementsResponse[] }>({
    for: '',
    pages: [],
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | undefined>();
  const filterKey = JSON.stringify(query);
  const pages = [first.data, ...(more.for === filterKey ? more.pages : [])].filter(
    (p): p is MovementsResponse => Boolean(p),
  );
  const items = pages.flatMap((p) => p.items);
  const nextCursor = pages.at(-1)?.next_cursor ?? null;

  const onLoadMore = async () => {
    if (!nextCursor) return;
    setLoadingMore(true);
    setMoreError(undefined);
    try {
      const page = await callRoute(client, movementsRoute, {
        query: { ...query, cursor: nextCursor },
      });
      setMore((m) => ({ for: filterKey, pages: [...(m.for === filterKey ? m.pages : []), page] }));
    } catch (error) {
      setMoreError(describeError(error).message);
    } finally {
      setLoadingMore(false);
    }
  };

  const [tracked, setTracked] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string | undefined>();
  const [receiptError, setReceiptError] = useState<string | undefined>();
  const [choosing, setChoosing] = useState(false);
  const [chooseError, setChooseError] = useState<string | undefined>();
  const onOpenTracker = (reference: string) => {
    setTracked(reference);
    setCancelError(undefined);
    setReceiptError(undefined);
    setChooseError(undefined);
  };
  const [downloadError, setDownloadError] = useState<string | undefined>();
  const order = items.find((o) => o.reference === tracked) ?? null;
  // The tracker opens once its steps' code is here: fetched when the first page arrives, or
  // when an order is opened before that.
  const [stepsOf, setStepsOf] = useState<StepsOf>();
  const wantSteps = Boolean(first.data || tracked);
  useEffect(() => {
    if (!wantSteps || stepsOf) return;
    let live = true;
    loadTrackerSteps().then(
      (m) => live && setStepsOf(() => m.trackerSteps),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wantSteps, stepsOf]);
  const refresh = async () => {
    setMore({ for: '', pages: [] });
    await first.mutate();
    void mutate(PORTFOLIO_KEY);
  };

  // A rescue whose payout the bank rejected: the customer's accounts in its currency, read only
  // then, and the choice of the one it is sent to next.
  const rejectedPayout = order?.kind === 'RESCUE' && order.payment_status === 'REJECTED';
  const accounts = useSWR(rejectedPayout ? 'payout-accounts' : null, () =>
    loadPayoutAccounts().then((m) => m.readPayoutAccounts(client)),
  );
  const onChoosePayoutAccount = async (accountId: number) => {
    if (!order) return;
    setChoosing(true);
    setChooseError(undefined);
    try {
      const { changeRescueAccount } = await loadPayoutAccounts();
      await changeRescueAccount(client, order.reference, accountId);
      void mutate(BANK_ACCOUNTS_KEY);
      await refresh();
    } catch (error) {
      setChooseError(describeError(error).message);
    } finally {
      setChoosing(false);
    }
  };
  const payoutAccount = (rescue: NonNullable<Order['rescue']>, currency: Order['currency']) => {
    const own = (accounts.data ?? []).filter((a) => a.currency === currency);
    const current = `${rescue.bank_name} •••• ${rescue.account_last4}`;
    return {
      accounts: own.map(({ id, label }) => ({ id, label })),
      currentId: own.find((a) => a.plain === current)?.id ?? null,
      choosing,
      error: chooseError ?? (accounts.error ? describeError(accounts.error).message : undefined),
      onChoose: (accountId: number) => void onChoosePayoutAccount(accountId),
    };
  };

  const onCancelOrder = async () => {
    if (!order) return;
    setCancelling(true);
    setCancelError(undefined);
    try {
      if (order.kind === 'RESCUE') {
        // Fetched when used: the movements page does not ship the rescue's schemas to paint.
        const { cancelRescue } = await import('../rescue/cancelRescue');
        await cancelRescue(client, order.reference);
      } else await callRoute(client, cancelOrderRoute, { params: { reference: order.reference } });
      await refresh();
    } catch (error) {
      setCancelError(describeError(error).message);
    } finally {
      setCancelling(false);
    }
  };

  return {
    state: first.error
      ? ('error' as const)
      : first.data || dateError
        ? ('ready' as const)
        : ('loading' as const),
    loadError: first.error ? describeError(first.error).message : undefined,
    retry: () => void first.mutate(),
    filters,
    filterError: rangeError,
    /** A "Hasta" that does not exist (Spanish). */
    toError,
    fundOptions: (funds.data?.funds ?? []).map((f) => ({ value: f.fund.code, label: f.fund.name })),
    typeOptions: movementTypeOptions,
    statusOptions: movementStatusOptions,
    filtered: Object.values(filters).some(Boolean),
    onFilterChange: (name: keyof MovementFilters & string, value: string) =>
      setFilters((f) => ({ ...f, [name]: value })),
    onClearFilters: () => setFilters(NO_FILTERS),
    items: dateError ? [] : items,
    /** The movements as the list shows them, newest first. */
    rows: (dateError ? [] : items).map(movementRow),
    hasMore: Boolean(nextCursor) && !dateError,
    loadingMore,
    loadMoreError: moreError,
    lastPageSize: pages.length > 1 ? (pages.at(-1)?.items.length ?? 0) : 0,
    onLoadMore: () => void onLoadMore(),
    onDownloadCsv: async () => {
      setDownloadError(undefined);
      try {
        const { fetchMovementsCsv } = await loadFiles();
        options.save(await fetchMovementsCsv(client, query));
      } catch (error) {
        setDownloadError(describeError(error).message);
      }
    },
    downloadError,
    tracked: order,
    trackerSteps: order && stepsOf ? stepsOf(order) : [],
    /**
     * The tracker of the order opened, as its dialog shows it; undefined while none is (or
     * while its steps' code is still arriving).
     */
    tracker:
      order && stepsOf
        ? {
            reference: order.reference,
            fundName: order.fund_name,
            amount: order.amount,
            currency: order.currency,
            steps: stepsOf(order),
            canCancel: order.cancellable,
            cancelling,
            cancelError,
            receiptError,
            // A refused or annulled order has no constancia to download; a rescue has none.
            hasReceipt:
              order.kind === 'SUBSCRIPTION' &&
              order.payment_status !== 'REJECTED' &&
              order.process_status !== 'ANNULLED',
            // Offered once the accounts are read (or could not be).
            ...(rejectedPayout && order.rescue && (accounts.data || accounts.error)
              ? { payoutAccount: payoutAccount(order.rescue, order.currency) }
              : {}),
          }
        : undefined,
    onOpenTracker,
    onCloseTracker: () => setTracked(null),
    cancelling,
    cancelError,
    onCancelOrder: () => void onCancelOrder(),
    onDownloadReceipt: async () => {
      if (!order) return;
      setReceiptError(undefined);
      try {
        const { fetchOrderReceipt } = await loadFiles();
        options.save(await fetchOrderReceipt(client, order.reference));
      } catch (error) {
        setReceiptError(describeError(error).message);
      }
    },
  };
}
