import {
  RESCUE_INTERVAL_MS,
  RESCUE_TAX_PCT,
  rescueFigures,
  type RescueHolding,
  type RescueMode,
  type RescueProblem,
} from '@saf/contract';
import { z } from 'zod/mini';
import { moneyLabel } from '../format';
import { cutoffDayState } from '../funds/view';

/** The Detalle step's values, as the screen edits them. */
export interface RescueDetailValues {
  [key: string]: unknown;
  /** `RCPS-000`: the holding's fund and series. */
  fund_series: string;
  kind: 'partial' | 'total' | '';
  unit: 'amount' | 'cuotas';
  amount: string;
  cuotas: string;
}

export const EMPTY_RESCUE: RescueDetailValues = {
  fund_series: '',
  kind: '',
  unit: 'amount',
  amount: '',
  cuotas: '',
};

export const holdingId = (h: Pick<RescueHolding, 'fund_code' | 'series'>) =>
  `${h.fund_code}-${h.series}`;

const AMOUNT = /^(?!0+(\.0+)?$)\d{1,10}(\.\d{1,2})?$/;
const CUOTAS = /^(?!0+(\.0+)?$)\d{1,12}(\.\d{1,8})?$/;

/** The request the values make, or null while they make none (nothing or nonsense typed). */
export function requestOf(
  values: RescueDetailValues,
): { mode: RescueMode; amount?: string; cuotas?: string } | null {
  if (values.kind === 'total') return { mode: 'TOTAL' };
  if (values.kind !== 'partial') return null;
  if (values.unit === 'amount') {
    const amount = values.amount.trim().replace(/,/g, '');
    return AMOUNT.test(amount) ? { mode: 'AMOUNT', amount } : null;
  }
  const cuotas = values.cuotas.trim();
  return CUOTAS.test(cuotas) ? { mode: 'CUOTAS', cuotas } : null;
}

/** The Spanish message of a rule a request breaks (the spec's messages, with the figures). */
export function problemMessage(problem: RescueProblem, currency: string): string {
  switch (problem.code) {
    case 'RESCUE_MINIMUM_AMOUNT':
      return `El monto mínimo de rescate es ${moneyLabel(problem.minimum, currency)}.`;
    case 'RESCUE_MINIMUM_REMAINING':
      return `Tu saldo quedaría por debajo del mínimo de permanencia de ${moneyLabel(problem.minimum, currency)}. Puedes rescatar hasta ${moneyLabel(problem.maximum, currency)} o hacer un rescate total.`;
    case 'RESCUE_ABOVE_BALANCE':
      return `El monto supera tu saldo disponible de ${moneyLabel(problem.maximum, currency)}. Para retirar todo, elige rescate total.`;
    default:
      return 'Ingresa cuánto quieres rescatar.';
  }
}

/**
 * The estimate the Detalle step shows as the customer types, from the same figures the server
 * prices with (`rescueFigures`), at the latest valor cuota.
 */
export function rescuePreview(
  holding: RescueHolding,
  values: RescueDetailValues,
  serverTime: string,
) {
  const request = requestOf(values);
  if (!request) return null;
  const figures = rescueFigures(holding, { ...request, trade_date: holding.trade_date });
  if (figures.problem?.code === 'RESCUE_NOTHING') return null;
  return {
    figures,
    preview: {
      amount: figures.gross,
      cuotas: figures.cuotas,
      valorCuota: holding.valor_cuota,
      valorCuotaDate: holding.valor_cuota_date,
      estimate: true as const,
      tradeDate: {
        date: holding.trade_date,
        cutoffTime: holding.cutoff_time,
        state: cutoffDayState(holding.cutoff_state),
      },
      earlyFee:
        figures.fee !== '0.00' && figures.fee_free_from
          ? {
              pct: Number(holding.early_rescue_fee_pct).toFixed(2),
              amount: figures.fee,
              freeFrom: figures.fee_free_from,
              minDays: holding.early_rescue_min_days,
            }
          : null,
      tax:
        figures.tax !== '0.00'
          ? { pct: RESCUE_TAX_PCT, gain: figures.gain, amount: figures.tax }
          : null,
      net: figures.net,
      remaining: { value: figures.remaining_value, cuotas: figures.remaining_cuotas },
      paymentDate: holding.payment_date,
      nextRescueFrom: new Date(Date.parse(serverTime) + RESCUE_INTERVAL_MS).toISOString(),
    },
  };
}

/** Detalle's checks: a holding, partial or total, and for partial the amount or the cuotas. */
export function rescueDetailSchema(holdings: readonly RescueHolding[], serverTime: string) {
  return z
    .object({
      fund_series: z
        .string()
        .check(
          z.refine(
            (v) => holdings.some((h) => holdingId(h) === v),
            'Elige el fondo que quieres rescatar.',
          ),
        ),
      kind: z
        .string()
        .check(z.refine((v) => v === 'partial' || v === 'total', 'Elige el tipo de rescate.')),
      unit: z.enum(['amount', 'cuotas']),
      amount: z.string(),
      cuotas: z.string(),
    })
    .check(
      z.superRefine((v, ctx) => {
        if (v.kind !== 'partial') return;
        const field = v.unit === 'amount' ? 'amount' : 'cuotas';
        const typed = (v[field] as string).trim();
        if (!typed) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message:
              field === 'amount'
                ? 'Ingresa el monto que quieres rescatar.'
                : 'Ingresa las cuotas que quieres rescatar.',
          });
          return;
        }
        const values = v as unknown as RescueDetailValues;
        if (!requestOf(values)) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message:
              field === 'amount'
                ? 'Ingresa un monto válido, con hasta 2 decimales.'
                : 'Ingresa un número de cuotas válido, con hasta 8 decimales.',
          });
          return;
        }
        const holding = holdings.find((h) => holdingId(h) === v.fund_series);
        if (!holding) return;
        const problem = rescuePreview(holding, values, serverTime)?.figures.problem;
        if (problem)
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: problemMessage(problem, holding.currency),
          });
      }),
    ) as unknown as z.ZodMiniType<RescueDetailValues, RescueDetailValues>;
}
