import {
  portfolioRoute,
  PROCESS_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  type Order,
} from '@saf/contract';
import useSWR from 'swr';
import { scheduleItem } from '../rescue/scheduleItem';
import { callRoute } from '../api/call';
import { describeError } from '../errors';
import { useDataScope } from '../provider/FlowsDataScope';
import { useFlows } from '../provider/FlowsProvider';
import { useFlowsLinks } from '../provider/FlowsLinksProvider';

export { PORTFOLIO_KEY } from './keys';
import { PORTFOLIO_KEY } from './keys';

/** An order held while compliance reviews it (or its customer): it waits, neither settled nor paid. */
export const COMPLIANCE_REVIEW_LABEL = 'En revisión de cumplimiento';

/**
 * How an order not settled yet reads in a list: a compliance review first, then the payment,
 * then the process.
 */
export function orderStatusLabel(
  order: Pick<
    Order,
    'payment_status' | 'process_status' | 'payment_method' | 'receipt_uploaded'
  > & { kind?: Order['kind']; compliance_hold?: boolean },
): string {
  if (order.compliance_hold) return COMPLIANCE_REVIEW_LABEL;
  if (order.kind === 'RESCUE') {
    if (order.process_status === 'PENDING') return 'Rescate solicitado';
    if (order.process_status === 'APPROVED' && order.payment_status === 'PENDING')
      return 'Pago en proceso';
    if (order.payment_status === 'SENT') return 'Pago enviado al banco';
    if (order.payment_status === 'REJECTED') return 'Pago rechazado';
  }
  if (order.payment_status === 'PENDING' && order.process_status === 'PENDING')
    return order.payment_method === 'transfer' && !order.receipt_uploaded
      ? 'Esperando tu transferencia'
      : order.payment_method === 'transfer'
        ? 'Validando tu transferencia'
        : 'Esperando tu pago';
  if (order.payment_status === 'REJECTED') return PAYMENT_STATUS_LABELS.REJECTED;
  return PROCESS_STATUS_LABELS[order.process_status];
}

/**
 * Home's portfolio: each holding valued at its latest valor cuota with its gain or loss, totals
 * per currency (never added across currencies) and the orders still in progress.
 */
export function usePortfolio() {
  useDataScope('usePortfolio');
  const { client } = useFlows();
  const links = useFlowsLinks();
  const query = useSWR(PORTFOLIO_KEY, () => callRoute(client, portfolioRoute, {}));
  const data = query.data;
  return {
    state: query.error ? ('error' as const) : data ? ('ready' as const) : ('loading' as const),
    loadError: query.error ? describeError(query.error).message : undefined,
    retry: () => void query.mutate(),
    /** Nothing held and nothing on its way: the home keeps its first-investment state. */
    empty: data ? data.holdings.length === 0 && data.pending.length === 0 : false,
    holdings: (data?.holdings ?? []).map((h) => ({
      id: `${h.fund_code}-${h.series}`,
      fundCode: h.fund_code,
      fundName: h.fund_name,
      seriesLabel: h.series_name,
      currency: h.currency,
      cuotas: h.cuotas,
      valorCuota: h.valor_cuota,
      valorCuotaDate: h.valor_cuota_date,
      value: h.value,
      invested: h.invested,
      gain: h.gain,
      gainPct: h.gain_pct,
      series: h.series,
      /** The fund takes scheduled rescues and this series has none live: one may be set up. */
      canSchedule: h.scheduled_rescue_allowed && !h.scheduled_rescue,
      schedule: h.scheduled_rescue ? scheduleItem(h.scheduled_rescue) : undefined,
      href: links.href({ page: 'fundDetail', fund: h.fund_code }),
      rescueHref: links.href({ wizard: 'rescue', fund: h.fund_code }),
      scheduleHref:
        h.scheduled_rescue_allowed && !h.scheduled_rescue
          ? links.href({
              wizard: 'scheduledRescue',
              fund: h.fund_code,
              series: h.series ?? undefined,
            })
          : undefined,
    })),
    totals: (data?.totals ?? []).map((t) => ({
      currency: t.currency,
      value: t.value,
      invested: t.invested,
      gain: t.gain,
      gainPct: t.gain_pct,
    })),
    pendingOrders: (data?.pending ?? []).map((o) => ({
      id: o.reference,
      reference: o.reference,
      fundCode: o.fund_code,
      fundName: o.fund_name,
      amount: o.amount,
      currency: o.currency,
      createdAt: o.created_at,
      statusLabel: orderStatusLabel(o),
      /** A transfer waiting for its receipt goes on where it was left; others to their tracker. */
      ...(o.kind === 'SUBSCRIPTION' &&
      o.payment_status === 'PENDING' &&
      o.process_status === 'PENDING' &&
      !o.receipt_uploaded
        ? {
            continuesPayment: true,
            href: links.href({
              wizard: 'investment',
              step: 'banco',
              fund: o.fund_code,
              order: o.reference,
            }),
          }
        : { continuesPayment: false, href: links.href({ page: 'movements', order: o.reference }) }),
    })),
  };
}
