import {
  cancelOrderRoute,
  movementsRoute,
  recommendedFundsRoute,
  type MovementsQuery,
  type MovementsResponse,
  type Order,
} from '@saf/contract';
import { useMemo, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { callRoute } from '../api/call';
import { describeError } from '../errors';
import { useDataScope } from '../provider/FlowsDataScope';
import { useFlows } from '../provider/FlowsProvider';
import { fetchMovementsCsv, fetchOrderReceipt, type DownloadedFile } from './files';
import { longDay, moneyLabel, typedDay } from '../format';
import { PORTFOLIO_KEY } from './keys';

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

export type TrackerStepState = 'done' | 'current' | 'pending' | 'failed';

/**
 * The order's way as the tracker shows it: requested → paid → valor-cuota date → settled. Dates
 * are ISO instants; the screen writes them as Lima dates and times.
 */
export function trackerSteps(order: Order) {
  if (order.rescue) return rescueTrackerSteps(order, order.rescue);
  const at = (kind: Order['events'][number]['kind']) => order.events.find((e) => e.kind === kind);
  const received = at('RECEIVED');
  const paid = at('PAYMENT_CONFIRMED');
  const settled = at('SETTLED');
  const rejected = at('PAYMENT_REJECTED') ?? at('REFUSED');
  const cancelled = at('CANCELLED');
  const steps: { label: string; date: string | null; state: TrackerStepState; detail?: string }[] =
    [{ label: 'Solicitud recibida', date: received ? received.at : null, state: 'done' }];
  if (cancelled) {
    steps.push({
      label: 'Orden anulada',
      date: cancelled.at,
      state: 'failed',
      detail: 'La anulaste antes de la hora de corte.',
    });
    return steps;
  }
  if (rejected) {
    steps.push({
      label: 'Orden rechazada',
      date: rejected.at,
      state: 'failed',
      detail: order.reject_reason ?? 'No pudimos confirmar el pago.',
    });
    return steps;
  }
  const receipt = at('RECEIPT_SENT');
  steps.push({
    label: paid ? 'Pago confirmado' : receipt ? 'Validando tu transferencia' : 'Esperando tu pago',
    date: paid ? paid.at : receipt ? receipt.at : null,
    state: paid ? 'done' : 'current',
    ...(paid?.detail ? { detail: paid.detail } : {}),
  });
  steps.push({
    label: `Valor cuota del ${longDay(order.trade_date)}`,
    date: null,
    state: settled ? 'done' : paid ? 'current' : 'pending',
    detail: settled
      ? `Valor cuota aplicado: ${order.valor_cuota}`
      : 'Se publica al cierre de ese día.',
  });
  steps.push({
    label: settled ? `Liquidada: ${order.cuotas} cuotas` : 'Liquidación',
    date: settled ? settled.at : null,
    state: settled ? 'done' : 'pending',
  });
  return steps;
}

/** A rescue's way: requested → priced at the trade date's valor cuota → paid into the account. */
function rescueTrackerSteps(order: Order, rescue: NonNullable<Order['rescue']>) {
  const at = (kind: Order['events'][number]['kind']) => order.events.find((e) => e.kind === kind);
  const received = at('RECEIVED');
  const priced = at('SETTLED');
  const paid = at('PAID');
  const cancelled = at('CANCELLED');
  const refused = at('REFUSED');
  const steps: { label: string; date: string | null; state: TrackerStepState; detail?: string }[] =
    [
      {
        label: 'Solicitud de rescate recibida',
        date: received ? received.at : null,
        state: 'done',
      },
    ];
  if (cancelled || refused) {
    steps.push({
      label: 'Rescate anulado',
      date: (cancelled ?? refused)!.at,
      state: 'failed',
      detail: cancelled
        ? 'Lo anulaste antes de la hora de corte.'
        : (order.reject_reason ?? 'No había cuotas disponibles.'),
    });
    return steps;
  }
  steps.push({
    label: `Valor cuota del ${longDay(order.trade_date)}`,
    date: priced ? priced.at : null,
    state: priced ? 'done' : 'current',
    detail: priced
      ? `${order.cuotas} cuotas a ${order.valor_cuota}${
          rescue.fee && rescue.fee !== '0.00'
            ? `; comisión de rescate anticipado ${moneyLabel(rescue.fee, order.currency)}`
            : ''
        }${
          rescue.tax && rescue.tax !== '0.00'
            ? `; impuesto a la renta retenido ${moneyLabel(rescue.tax, order.currency)}`
            : ''
        }`
      : 'Se publica al cierre de ese día.',
  });
  steps.push({
    label: paid
      ? `Pagado en ${rescue.bank_name} •••• ${rescue.account_last4}`
      : `Pago en ${rescue.bank_name} •••• ${rescue.account_last4} hasta el ${longDay(rescue.payment_date)}`,
    date: paid ? paid.at : null,
    state: paid ? 'done' : priced ? 'current' : 'pending',
    ...(rescue.net ? { detail: `Monto neto: ${moneyLabel(rescue.net, order.currency)}` } : {}),
  });
  return steps;
}

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
  const funds = useSWR('invest-funds', () => callRoute(client, recommendedFundsRoute, {}));
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
  const onOpenTracker = (reference: string) => {
    setTracked(reference);
    setCancelError(undefined);
    setReceiptError(undefined);
  };
  const [downloadError, setDownloadError] = useState<string | undefined>();
  const order = items.find((o) => o.reference === tracked) ?? null;
  const refresh = async () => {
    setMore({ for: '', pages: [] });
    await first.mutate();
    void mutate(PORTFOLIO_KEY);
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
        options.save(await fetchMovementsCsv(client, query));
      } catch (error) {
        setDownloadError(describeError(error).message);
      }
    },
    downloadError,
    tracked: order,
    trackerSteps: order ? trackerSteps(order) : [],
    /** The tracker of the order opened, as its dialog shows it; undefined while none is. */
    tracker: order
      ? {
          reference: order.reference,
          fundName: order.fund_name,
          amount: order.amount,
          currency: order.currency,
          steps: trackerSteps(order),
          canCancel: order.cancellable,
          cancelling,
          cancelError,
          receiptError,
          // A refused or annulled order has no constancia to download; a rescue has none.
          hasReceipt:
            order.kind === 'SUBSCRIPTION' &&
            order.payment_status !== 'REJECTED' &&
            order.process_status !== 'ANNULLED',
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
        options.save(await fetchOrderReceipt(client, order.reference));
      } catch (error) {
        setReceiptError(describeError(error).message);
      }
    },
  };
}
