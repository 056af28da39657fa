import type { PortfolioHolding, PortfolioPendingOrder, PortfolioTotal } from './Portfolio';

/** Stories and tests only: two funds in soles (one at a loss) and two in dollars. */
export const sampleHoldings: PortfolioHolding[] = [
  {
    id: 'h-rspen-a',
    fundName: 'Renta Soles Corto Plazo',
    seriesLabel: 'Serie A',
    currency: 'PEN',
    cuotas: '3892.45670000',
    valorCuota: '1.33984521',
    valorCuotaDate: '2026-11-25',
    value: '5215.29',
    invested: '5000.00',
    gain: '215.29',
    gainPct: '4.31',
    href: '/portfolio/h-rspen-a',
  },
  {
    id: 'h-acpe-a',
    fundName: 'Acciones Perú',
    seriesLabel: 'Serie A',
    currency: 'PEN',
    cuotas: '3456.78901234',
    valorCuota: '1.38000000',
    valorCuotaDate: '2026-11-25',
    value: '4770.37',
    invested: '5000.00',
    gain: '-229.63',
    gainPct: '-4.59',
    href: '/portfolio/h-acpe-a',
  },
  {
    id: 'h-crusd-b',
    fundName: 'Crecimiento Dólares',
    seriesLabel: 'Serie B',
    currency: 'USD',
    cuotas: '1580.12345678',
    valorCuota: '1.27535000',
    valorCuotaDate: '2026-11-25',
    value: '2015.21',
    invested: '2000.00',
    gain: '15.21',
    gainPct: '0.76',
    href: '/portfolio/h-crusd-b',
  },
  {
    id: 'h-mxusd-a',
    fundName: 'Mixto Balanceado Dólares',
    seriesLabel: 'Serie A',
    currency: 'USD',
    cuotas: '812.50000000',
    valorCuota: '1.22000000',
    valorCuotaDate: '2026-11-25',
    value: '991.25',
    invested: '1000.00',
    gain: '-8.75',
    gainPct: '-0.88',
    href: '/portfolio/h-mxusd-a',
  },
];

/** The totals of `sampleHoldings`, one per currency: soles at a small loss, dollars at a gain. */
export const sampleTotals: PortfolioTotal[] = [
  { currency: 'PEN', value: '9985.66', invested: '10000.00', gain: '-14.34', gainPct: '-0.14' },
  { currency: 'USD', value: '3006.46', invested: '3000.00', gain: '6.46', gainPct: '0.22' },
];

/** Orders not settled yet: a transfer to validate, one paid, one waiting for its receipt. */
export const samplePendingOrders: PortfolioPendingOrder[] = [
  {
    id: 'o-412',
    reference: 'SUS-2026-000412',
    fundName: 'Renta Soles Corto Plazo',
    amount: '1500.00',
    currency: 'PEN',
    createdAt: '2026-11-25T15:10:00Z',
    statusLabel: 'Validando tu pago',
    href: '/movements?order=SUS-2026-000412',
  },
  {
    id: 'o-398',
    reference: 'SUS-2026-000398',
    fundName: 'Crecimiento Dólares',
    amount: '2000.00',
    currency: 'USD',
    createdAt: '2026-11-24T20:05:00Z',
    statusLabel: 'Pago confirmado, por convertir en cuotas',
    href: '/movements?order=SUS-2026-000398',
  },
  {
    id: 'o-415',
    reference: 'SUS-2026-000415',
    fundName: 'Acciones Perú',
    amount: '800.00',
    currency: 'PEN',
    createdAt: '2026-11-25T21:40:00Z',
    statusLabel: 'Esperando tu transferencia',
    href: '/subscription/investment?order=SUS-2026-000415&step=banco',
    linkLabel: 'Continuar con el pago',
  },
];

/** The soles holdings of `sampleHoldings` alone, with their total: a customer without dollars. */
export const solesHoldings: PortfolioHolding[] = sampleHoldings.filter((h) => h.currency === 'PEN');
export const solesTotals: PortfolioTotal[] = sampleTotals.filter((t) => t.currency === 'PEN');

/** A customer whose only fund is at a loss: both the holding and its total read "Pérdida". */
export const lossHoldings: PortfolioHolding[] = sampleHoldings.filter((h) => h.id === 'h-acpe-a');
export const lossTotals: PortfolioTotal[] = [
  { currency: 'PEN', value: '4770.37', invested: '5000.00', gain: '-229.63', gainPct: '-4.59' },
];
