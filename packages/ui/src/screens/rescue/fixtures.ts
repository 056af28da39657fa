// Stories only: the holdings, estimates, accounts and dates of the rescue wizard's stories. The
// estimate is a stand-in for the flows hook's (plain arithmetic, good enough for a story).
import { fn } from 'storybook/test';
import { formatMoney, type Currency } from '../../primitives/Money';
import type { WizardStepFrameState } from '../shared/WizardFrame';
import type { RescueBankAccount } from './RescueAccountStepScreen';
import type { RescueDetailValues, RescueMinimums } from './RescueDetailStepScreen';
import type { RescueSummary } from './RescueSummaryCard';
import type { RescueEarlyFee, RescueHolding, RescuePreview, RescueTradeDate } from './types';

/** The wizard on a step after the given one, with the back button. */
export function stepFrame(lastCompletedStep?: 'detalle'): WizardStepFrameState<'rescue'> {
  return { lastCompletedStep, onStepChange: fn(), onBack: fn() };
}

/** Held for months: no early-rescue fee, paid the next business day. */
export const shortTermSoles: RescueHolding = {
  id: 'RCPS-000',
  fundName: 'Renta Corto Plazo Soles',
  seriesLabel: 'Serie A',
  currency: 'PEN',
  cuotas: '3731.52341234',
  valorCuota: '1.33984521',
  valorCuotaDate: '2026-11-23',
  value: '4999.66',
};

/** Bought two weeks ago: the early-rescue fee applies, paid in three business days. */
export const mixedSoles: RescueHolding = {
  id: 'RMS-000',
  fundName: 'Renta Mixta Soles',
  seriesLabel: 'Serie A',
  currency: 'PEN',
  cuotas: '2451.18765432',
  valorCuota: '2.15432187',
  valorCuotaDate: '2026-11-23',
  value: '5280.65',
};

/** A dollar fund's second series. */
export const globalDollars: RescueHolding = {
  id: 'GLOBUSD-001',
  fundName: 'Global Dólares',
  seriesLabel: 'Serie B',
  currency: 'USD',
  cuotas: '1893.40217651',
  valorCuota: '1.05823491',
  valorCuotaDate: '2026-11-23',
  value: '2003.66',
};

export const holdings = [shortTermSoles, mixedSoles, globalDollars];

/** Each fund's minimums, by currency. */
export const minimumsByCurrency: Record<Currency, RescueMinimums> = {
  PEN: { rescue: '100.00', balance: '500.00' },
  USD: { rescue: '50.00', balance: '200.00' },
};

/** What each holding's rescue costs and when it is paid. */
const terms: Record<
  string,
  {
    earlyFee: Omit<RescueEarlyFee, 'amount'> | null;
    paymentDate: string;
    /** What the rescued money cost, per sol of it (a gain below 1). */
    costShare?: number;
  }
> = {
  [shortTermSoles.id]: { earlyFee: null, paymentDate: '2026-11-25' },
  [mixedSoles.id]: {
    earlyFee: { pct: '1.00', freeFrom: '2026-12-10', minDays: 30 },
    paymentDate: '2026-11-27',
    costShare: 0.92,
  },
  [globalDollars.id]: { earlyFee: null, paymentDate: '2026-11-27' },
};

/** Before the cut-off: today's valor cuota. */
export const tradeToday = {
  date: '2026-11-24',
  cutoffTime: '13:00',
  state: 'before-cutoff',
} satisfies RescueTradeDate;
/** After the cut-off: the next business day's. */
export const tradeNextDay = {
  date: '2026-11-25',
  cutoffTime: '13:00',
  state: 'after-cutoff',
} satisfies RescueTradeDate;
/** On Saturday 28 November: Monday 30's. */
export const tradeWeekend = {
  date: '2026-11-30',
  cutoffTime: '13:00',
  state: 'not-business-day',
} satisfies RescueTradeDate;
/** A rescue asked for now (10:15 a. m. in Lima) allows the next one 24 hours later. */
export const NEXT_RESCUE_FROM = '2026-11-25T15:15:00Z';

/** The holding the values point to: the only one, or the one chosen. */
export function holdingOf(list: readonly RescueHolding[], values: RescueDetailValues) {
  return list.length === 1 ? list[0] : list.find((h) => h.id === values.fund_series);
}

/** What the rescue would ask for, in money and cuotas, before any check. */
function requested(holding: RescueHolding, values: RescueDetailValues) {
  const valorCuota = Number(holding.valorCuota);
  if (values.kind === 'total')
    return { amount: Number(holding.value), cuotas: Number(holding.cuotas) };
  if (values.unit === 'amount') {
    const amount = Number(values.amount);
    return { amount, cuotas: amount / valorCuota };
  }
  const cuotas = Number(values.cuotas);
  return { amount: cuotas * valorCuota, cuotas };
}

const REQUIRED = 'Este dato es obligatorio.';
const CHOOSE = 'Elige una opción.';

/** The checks of the flows hook, with its messages. */
export function validateRescue(list: readonly RescueHolding[]) {
  return (values: RescueDetailValues) => {
    const errors: Partial<Record<keyof RescueDetailValues, string>> = {};
    const holding = holdingOf(list, values);
    if (!holding) errors.fund_series = CHOOSE;
    if (!values.kind) errors.kind = CHOOSE;
    if (!holding || values.kind !== 'partial') return errors;
    const field = values.unit === 'amount' ? 'amount' : 'cuotas';
    if (!values[field]) {
      errors[field] = REQUIRED;
      return errors;
    }
    const { currency } = holding;
    const minimums = minimumsByCurrency[currency];
    const { amount, cuotas } = requested(holding, values);
    if (amount < Number(minimums.rescue)) {
      errors[field] = `El monto mínimo de rescate es ${formatMoney(minimums.rescue, currency)}.`;
    } else if (
      cuotas > Number(holding.cuotas) ||
      Number(holding.value) - amount < Number(minimums.balance)
    ) {
      const most = (Number(holding.value) - Number(minimums.balance)).toFixed(2);
      errors[field] =
        `Tu saldo quedaría por debajo del mínimo de permanencia de ${formatMoney(minimums.balance, currency)}. ` +
        `Puedes rescatar hasta ${formatMoney(most, currency)} o hacer un rescate total.`;
    }
    return errors;
  };
}

/** The estimate the flows hook would show for these values; `null` while they are not valid. */
export function demoPreview(
  list: readonly RescueHolding[],
  values: RescueDetailValues,
): RescuePreview | null {
  const holding = holdingOf(list, values);
  if (!holding || !values.kind) return null;
  if (Object.keys(validateRescue(list)(values)).length > 0) return null;
  const { amount, cuotas } = requested(holding, values);
  const { earlyFee, paymentDate, costShare } = terms[holding.id]!;
  const fee = earlyFee ? (amount * Number(earlyFee.pct)) / 100 : 0;
  const gain = costShare ? amount - fee - amount * costShare : 0;
  const tax = gain > 0 ? Math.round(gain * 5) / 100 : 0;
  return {
    amount: amount.toFixed(2),
    cuotas: cuotas.toFixed(8),
    valorCuota: holding.valorCuota,
    valorCuotaDate: holding.valorCuotaDate,
    estimate: true,
    tradeDate: tradeToday,
    earlyFee: earlyFee ? { ...earlyFee, amount: fee.toFixed(2) } : null,
    tax: tax > 0 ? { pct: '5', gain: gain.toFixed(2), amount: tax.toFixed(2) } : null,
    net: (amount - fee - tax).toFixed(2),
    remaining: {
      value: Math.max(0, Number(holding.value) - amount).toFixed(2),
      cuotas: Math.max(0, Number(holding.cuotas) - cuotas).toFixed(8),
    },
    paymentDate,
    nextRescueFrom: NEXT_RESCUE_FROM,
  };
}

/** Detalle before anything is chosen. */
export const emptyValues: RescueDetailValues = {
  fund_series: shortTermSoles.id,
  kind: '',
  unit: 'amount',
  amount: '',
  cuotas: '',
};

/** S/ 1,500.00 of the short-term fund. */
export const partialValues: RescueDetailValues = {
  ...emptyValues,
  kind: 'partial',
  amount: '1500',
};

/** The soles accounts of the story customer, main one first. */
export const penAccounts: RescueBankAccount[] = [
  {
    id: 'ba-1',
    bankName: 'BCP',
    alias: 'Mi cuenta sueldo',
    typeLabel: 'Cuenta de ahorros',
    accountNumber: '1937025472542',
    isMain: true,
  },
  {
    id: 'ba-2',
    bankName: 'Interbank',
    alias: null,
    typeLabel: 'Cuenta corriente',
    accountNumber: '200-3001234567',
    isMain: false,
  },
  {
    id: 'ba-3',
    bankName: 'Banco de Crédito e Inversiones del Perú (sucursal Arequipa)',
    alias: 'Ahorros para la casa propia de la familia Quispe',
    typeLabel: 'Cuenta de ahorros',
    accountNumber: '0011-0661-0200017615',
    isMain: false,
  },
];

/** The recap of S/ 1,500.00 of the short-term fund. */
export const partialSummary: RescueSummary = {
  fundName: shortTermSoles.fundName,
  seriesLabel: shortTermSoles.seriesLabel,
  kind: 'partial',
  unit: 'amount',
  preview: demoPreview([shortTermSoles], partialValues)!,
};

/** The recap of all of the dollar fund. */
export const totalDollarsSummary: RescueSummary = {
  fundName: globalDollars.fundName,
  seriesLabel: globalDollars.seriesLabel,
  kind: 'total',
  unit: 'amount',
  preview: demoPreview([globalDollars], {
    ...emptyValues,
    fund_series: globalDollars.id,
    kind: 'total',
  })!,
};

export const RESCUE_REFERENCE = 'RES-2026-000045';
