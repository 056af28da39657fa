import {
  FUNDS_ORIGINS,
  orderAmountSchema,
  type FundsOrigin,
  type InvestOptions,
} from '@saf/contract';
import { z } from 'zod/mini';
import { longDay, moneyLabel } from '../format';
import { cutoffDayState } from '../funds/view';

export { longDay, moneyLabel } from '../format';

/** The Detalle step's values, as the screen edits them. */
export interface InvestmentDetailValues {
  [key: string]: unknown;
  fund_code: string;
  amount: string;
  series: string;
  funds_origin: string;
  funds_origin_other: string;
  suitability_ack: boolean;
}

export const EMPTY_DETAIL: InvestmentDetailValues = {
  fund_code: '',
  amount: '',
  series: '000',
  funds_origin: '',
  funds_origin_other: '',
  suitability_ack: false,
};

/** Compares two decimal strings of money (at most 2 decimals) exactly, as integer cents. */
export function cents(amount: string): bigint {
  const [int = '0', dec = ''] = amount.trim().split('.');
  return BigInt(int || '0') * 100n + BigInt((dec + '00').slice(0, 2));
}

export const fundsOriginOptions = (Object.keys(FUNDS_ORIGINS) as FundsOrigin[]).map((value) => ({
  value,
  label: FUNDS_ORIGINS[value],
}));

/** The series a customer may choose for an amount: series B only once the amount reaches it. */
/**
 * The day whose valor cuota an order placed now gets, and why when it is not today (after the
 * cut-off, or today is not a business day), as the Detalle step shows it.
 */
export function tradeDateOf(options: InvestOptions) {
  return {
    date: options.trade_date,
    cutoffTime: options.fund.cutoff_time,
    state: cutoffDayState(options.cutoff_state),
    label: longDay(options.trade_date),
  };
}

export function seriesChoices(options: InvestOptions, amount: string) {
  const currency = options.fund.currency;
  const typed = orderAmountSchema.safeParse(amount.trim()).success ? cents(amount) : null;
  return options.series.map((s) => {
    const available =
      s.code === '000' || s.held || (typed !== null && typed >= cents(s.min_initial));
    return {
      value: s.code,
      label: s.name,
      minimum: s.minimum,
      minimumKind: s.minimum_kind,
      available,
      note: available
        ? undefined
        : `Disponible desde ${moneyLabel(s.min_initial, currency)} de inversión inicial`,
    };
  });
}

/** The Detalle step's checks, with the fund's minimums, maximum and suitability (Spanish). */
export function detailSchema(options: InvestOptions) {
  const currency = options.fund.currency;
  return z
    .object({
      fund_code: z.string().check(z.minLength(1, 'Elige un fondo.')),
      amount: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'Ingresa el monto que quieres invertir.'),
          z.regex(/^\d{1,10}(\.\d{1,2})?$/, 'Ingresa un monto válido, con hasta 2 decimales.'),
        ),
      series: z.string().check(z.minLength(1, 'Elige una serie.')),
      funds_origin: z.string().check(z.minLength(1, 'Elige de dónde proviene el dinero.')),
      funds_origin_other: z.string().check(z.trim(), z.maxLength(120, 'Usa hasta 120 caracteres.')),
      suitability_ack: z.boolean(),
    })
    .check(
      z.superRefine((v, ctx) => {
        const series = options.series.find((s) => s.code === v.series);
        if (/^\d{1,10}(\.\d{1,2})?$/.test(v.amount) && series) {
          const amount = cents(v.amount);
          if (amount < cents(series.minimum))
            ctx.issues.push({
              code: 'custom',
              input: v.amount,
              path: ['amount'],
              message: `El monto mínimo de ${series.minimum_kind === 'initial' ? 'inversión inicial' : 'inversión adicional'} en la ${series.name} es ${moneyLabel(series.minimum, currency)}.`,
            });
          else if (amount > cents(options.max_amount))
            ctx.issues.push({
              code: 'custom',
              input: v.amount,
              path: ['amount'],
              message: `Puedes invertir hasta ${moneyLabel(options.max_amount, currency)} en línea. Para un monto mayor, comunícate con tu asesor.`,
            });
          else if (!seriesChoices(options, v.amount).find((c) => c.value === v.series)?.available)
            ctx.issues.push({
              code: 'custom',
              input: v.series,
              path: ['series'],
              message: `La ${series.name} está disponible desde ${moneyLabel(series.min_initial, currency)}.`,
            });
        }
        if (v.funds_origin === 'OTHER' && !v.funds_origin_other)
          ctx.issues.push({
            code: 'custom',
            input: v.funds_origin_other,
            path: ['funds_origin_other'],
            message: 'Cuéntanos de dónde proviene el dinero.',
          });
        if (options.suitability_required && !v.suitability_ack)
          ctx.issues.push({
            code: 'custom',
            input: v.suitability_ack,
            path: ['suitability_ack'],
            message: 'Confirma que conoces el riesgo de este fondo para continuar.',
          });
      }),
    );
}
