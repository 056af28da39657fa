// Stories only: the funds, series, accounts and dates of the investment wizard's stories.
import { fn } from 'storybook/test';
import type { WizardStepFrameState } from '../shared/WizardFrame';
import type {
  InvestmentDetailStepScreenProps,
  InvestmentTradeDate,
} from './InvestmentDetailStepScreen';
import type { InvestmentCollectorAccount } from './InvestmentBankStepScreen';

/** The wizard on a step after the given one, with the back button. */
export function stepFrame(
  lastCompletedStep?: 'detalle' | 'banco',
): WizardStepFrameState<'investment'> {
  return { lastCompletedStep, onStepChange: fn(), onBack: fn() };
}

/** The funds a customer may pick when no fund was chosen before. */
export const funds = [
  { value: 'MIXPEN', label: 'Renta Mixta Soles' },
  { value: 'CPPEN', label: 'Renta Corto Plazo Soles' },
  { value: 'ACCPE', label: 'Acciones Perú' },
  { value: 'GLOBUSD', label: 'Global Dólares' },
  { value: 'CPUSD', label: 'Renta Corto Plazo Dólares' },
];

/** The funds above the story customer's moderate profile. */
export const RISKIER_THAN_PROFILE: Record<string, { fundRiskLabel: string }> = {
  ACCPE: { fundRiskLabel: 'Agresivo' },
  GLOBUSD: { fundRiskLabel: 'Agresivo' },
};

/** The funds-origin list of the contract. */
export const fundsOrigins = [
  { value: 'SAVINGS', label: 'Ahorros' },
  { value: 'SALARY', label: 'Sueldo o salario' },
  { value: 'CTS', label: 'Liberación de CTS' },
  { value: 'OWN_BUSINESS', label: 'Ingresos de negocio propio' },
  { value: 'PROPERTY_SALE', label: 'Venta de inmueble o vehículo' },
  { value: 'INHERITANCE', label: 'Herencia o donación' },
  { value: 'INVESTMENT_RETURNS', label: 'Rendimiento de otras inversiones' },
  { value: 'PENSION', label: 'Pensión o jubilación' },
  { value: 'OTHER', label: 'Otro' },
];

/** A soles fund's two series for a first investment: B only from S/ 50,000.00. */
export const penSeries: InvestmentDetailStepScreenProps['seriesOptions'] = [
  { value: 'A', label: 'Serie A', minimum: '1000.00', minimumKind: 'initial', available: true },
  {
    value: 'B',
    label: 'Serie B',
    minimum: '50000.00',
    minimumKind: 'initial',
    available: false,
    note: 'Disponible desde S/ 50,000.00',
  },
];

/** A dollar fund the customer already holds: additional minimums, both series open. */
export const usdSeries: InvestmentDetailStepScreenProps['seriesOptions'] = [
  { value: 'A', label: 'Serie A', minimum: '100.00', minimumKind: 'additional', available: true },
  {
    value: 'I',
    label: 'Serie I (institucional)',
    minimum: '20000.00',
    minimumKind: 'additional',
    available: true,
    note: 'Menor comisión para montos altos.',
  },
];

export const fees = { unifiedFeePct: '1.77', earlyRescueFeePct: '1.00', earlyRescueMinDays: 30 };

/** Before the cut-off: today's valor cuota. */
export const tradeToday = {
  date: '2026-11-24',
  cutoffTime: '13:00',
  state: 'before-cutoff',
} satisfies InvestmentTradeDate;
/** After the cut-off: the next business day's. */
export const tradeNextDay = {
  date: '2026-11-25',
  cutoffTime: '13:00',
  state: 'after-cutoff',
} satisfies InvestmentTradeDate;
/** On Saturday 28 November: Monday 30's. */
export const tradeWeekend = {
  date: '2026-11-30',
  cutoffTime: '13:00',
  state: 'not-business-day',
} satisfies InvestmentTradeDate;

export const documents = [
  { title: 'Prospecto simplificado', href: '/docs/MIXPEN/prospecto-simplificado.pdf' },
  { title: 'Reglamento de participación', href: '/docs/MIXPEN/reglamento.pdf' },
];

export const penAccounts: InvestmentCollectorAccount[] = [
  {
    bank: 'BCP',
    accountNumber: '193-2345678-0-12',
    cci: '002-193-002345678012-15',
    holder: 'Quipu Fondos SAF S.A.C.',
    currency: 'PEN',
  },
  {
    bank: 'Interbank',
    accountNumber: '200-3001234567',
    cci: '003-200-003001234567-41',
    holder: 'Quipu Fondos SAF S.A.C.',
    currency: 'PEN',
  },
];

export const ORDER_REFERENCE = 'SUS-2026-000123';
