// Stories only: two funds' detail pages as the flows hook would hand them to the screen.
import { shortTermComposition } from '../../../composites/CompositionChart/fixtures';
import type { CompositionChartProps } from '../../../composites/CompositionChart';
import { sampleImages } from '../../../composites/FundCard/fixtures';
import { equityDollarsHistory, shortTermSolesHistory } from '../../../composites/NavChart/fixtures';
import type { FundCutoff } from './CutoffNotice';
import type {
  FundDetailFund,
  FundDocument,
  FundFees,
  FundReturnRow,
  FundSeries,
} from './FundDetailScreen';
import type { FundSimulatorResult } from './FundSimulator';

export const shortTermFund: FundDetailFund = {
  code: 'CPPEN',
  name: 'Renta Corto Plazo Soles',
  type: 'Deuda de corto plazo',
  currency: 'PEN',
  risk: 'conservador',
  navPerUnit: '1.28456789',
  navDate: '2026-11-23',
  theme: 1,
  returns: [
    { period: '12 meses', value: '4.98' },
    { period: 'en el año', value: '4.51' },
  ],
  objective:
    'Invierte en depósitos a plazo, certificados del BCRP y bonos de corto plazo en soles, con un vencimiento promedio menor a un año. Busca cuidar tu capital y darte liquidez con una rentabilidad mayor a la de una cuenta de ahorros.',
  benchmark: 'Tasa de interés interbancaria en soles publicada por el BCRP',
};

export const shortTermReturns: FundReturnRow[] = [
  { period: '1 mes', value: '0.38' },
  { period: '3 meses', value: '1.17' },
  { period: '6 meses', value: '2.36' },
  { period: 'En el año', value: '4.51' },
  { period: '12 meses', value: '4.98' },
  { period: '3 años (anualizada)', value: '5.62' },
  { period: '5 años (anualizada)', value: null },
];

export const shortTermFees: FundFees = {
  unifiedFeePct: '1.50',
  igvPct: '18',
  earlyRescueFeePct: '0.50',
  earlyRescueMinDays: 30,
  settlementDays: 2,
};

export const twoSeries: FundSeries[] = [
  {
    code: '000',
    name: 'Serie A',
    minInitial: '500',
    minAdditional: '100',
    minRescue: '100',
    minBalance: '500',
  },
  {
    code: '001',
    name: 'Serie B',
    minInitial: '100000',
    minAdditional: '10000',
    minRescue: '10000',
    minBalance: '100000',
  },
];

/**
 * Before today's 13:00 cut-off: "Quedan 2 h 15 min" for the first 54 seconds (minutes are
 * rounded up), long enough for every check of a story.
 */
export const cutoffOpen: FundCutoff = {
  time: '13:00',
  secondsLeft: 8095,
  state: 'before-cutoff',
  nextOrderDay: '2026-11-24',
};

/** After the cut-off on Tuesday 24 November: orders get Wednesday's valor cuota. */
export const cutoffPassed: FundCutoff = {
  time: '13:00',
  secondsLeft: null,
  state: 'after-cutoff',
  nextOrderDay: '2026-11-25',
};

/** Saturday 28 November, at any hour: no cut-off today, orders get Monday's valor cuota. */
export const cutoffWeekend: FundCutoff = {
  time: '13:00',
  secondsLeft: null,
  state: 'not-business-day',
  nextOrderDay: '2026-11-30',
};

export const shortTermDocuments: FundDocument[] = [
  { kind: 'prospecto', title: 'Prospecto simplificado', href: '/docs/CPPEN/prospecto.pdf' },
  {
    kind: 'reglamento',
    title: 'Reglamento de participación',
    href: '/docs/CPPEN/reglamento.pdf',
  },
  {
    kind: 'factsheet',
    title: 'Ficha del fondo, octubre 2026',
    href: '/docs/CPPEN/ficha-2026-10.pdf',
  },
];

export const shortTermHistory = shortTermSolesHistory;

export const simulatorResult: FundSimulatorResult = {
  amount: '1000',
  startDate: '2022-03-01',
  endDate: '2026-11-23',
  endAmount: '1187.40',
  gain: '187.40',
  returnPct: '18.74',
};

/** An international equity fund in dollars, above a moderate profile. */
export const globalFund: FundDetailFund = {
  code: 'GLOBUSD',
  name: 'Global Dólares',
  type: 'Internacional',
  currency: 'USD',
  risk: 'agresivo',
  navPerUnit: '98.12004512',
  navDate: '2026-11-23',
  theme: 5,
  imageHeader: sampleImages.coast,
  returns: [
    { period: '12 meses', value: '-6.08' },
    { period: 'en el año', value: '-3.40' },
  ],
  objective:
    'Invierte en fondos y acciones de empresas de Estados Unidos, Europa y Asia, en dólares. Busca hacer crecer tu dinero en un plazo de cinco años o más, aceptando caídas fuertes del valor cuota en el camino.',
  benchmark: 'Índice MSCI World en dólares',
};

export const globalHistory = equityDollarsHistory;

export const globalSeries: FundSeries[] = [
  {
    code: '000',
    name: 'Serie A',
    minInitial: '500',
    minAdditional: '100',
    minRescue: '100',
    minBalance: '200',
  },
];

export const globalComposition: CompositionChartProps = {
  assetClasses: [
    { label: 'Acciones de Estados Unidos', pct: '58.40' },
    { label: 'Acciones de Europa', pct: '21.70' },
    { label: 'Acciones de Asia', pct: '14.30' },
    { label: 'Caja y equivalentes', pct: '5.60' },
  ],
  holdings: [
    { name: 'iShares Core S&P 500 UCITS ETF', pct: '24.10' },
    { name: 'Vanguard FTSE Developed Europe UCITS ETF', pct: '16.80' },
    { name: 'iShares Core MSCI Pacific ETF', pct: '10.20' },
  ],
  asOf: '2026-10-31',
};

export { shortTermComposition };
