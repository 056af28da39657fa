import type { FundType } from '../../adapters/core-system/nav-series';

/** One fund of the demo catalogue, as it is stored (docs/DOMAIN.md, Funds). */
export interface CatalogueFund {
  code: string;
  name: string;
  type: FundType;
  currency: 'PEN' | 'USD';
  riskLevel: 1 | 2 | 3 | 4 | 5;
  profiles: ('conservador' | 'moderado' | 'agresivo')[];
  objective: string;
  benchmark: string;
  cutoffTime: string;
  rescueSettlementDays: number;
  unifiedFeePct: string;
  earlyRescueFeePct: string;
  earlyRescueMinDays: number;
  /** Takes scheduled rescues (debt funds). */
  scheduledRescue?: boolean;
  cardTheme: number;
  composition: {
    assetClasses: { name: string; pct: string }[];
    holdings: { name: string; pct: string }[];
  };
  /** The valor cuota each series starts from, five years back. */
  startValue: string;
  series: { code: '000' | '001'; name: string; min: [string, string, string, string] }[];
}

/** Minimums in order: initial, additional, rescue, remaining balance. */
const PEN_A: [string, string, string, string] = ['500.00', '100.00', '100.00', '100.00'];
const PEN_B: [string, string, string, string] = ['50000.00', '5000.00', '5000.00', '10000.00'];
const USD_A: [string, string, string, string] = ['200.00', '50.00', '50.00', '50.00'];
const USD_B: [string, string, string, string] = ['20000.00', '2000.00', '2000.00', '5000.00'];
const series = (a: typeof PEN_A, b: typeof PEN_B) => [
  { code: '000' as const, name: 'Serie A', min: a },
  { code: '001' as const, name: 'Serie B', min: b },
];

/**
 * The demo catalogue: the range of a Peruvian fund manager, from cash-like debt to equity, in
 * soles and dollars. Seeded once (seeds/funds.ts) and edited as data afterwards.
 */
export const CATALOGUE: CatalogueFund[] = [
  {
    code: 'RCPS',
    name: 'Renta Corto Plazo Soles',
    type: 'SHORT_TERM_DEBT',
    currency: 'PEN',
    riskLevel: 1,
    profiles: ['conservador', 'moderado', 'agresivo'],
    objective:
      'Preservar tu capital con liquidez diaria, invirtiendo en depósitos y deuda de corto plazo en soles.',
    benchmark: 'Tasa de depósitos a plazo de 90 días en soles',
    cutoffTime: '13:00',
    rescueSettlementDays: 1,
    unifiedFeePct: '1.0000',
    earlyRescueFeePct: '0.0000',
    earlyRescueMinDays: 0,
    scheduledRescue: true,
    cardTheme: 0,
    composition: {
      assetClasses: [
        { name: 'Depósitos a plazo', pct: '62.40' },
        { name: 'Certificados del BCRP', pct: '21.10' },
        { name: 'Papeles comerciales', pct: '12.30' },
        { name: 'Caja', pct: '4.20' },
      ],
      holdings: [
        { name: 'Depósito BCP 90 días', pct: '14.20' },
        { name: 'Depósito Interbank 60 días', pct: '12.80' },
        { name: 'CD BCRP 2027', pct: '11.50' },
        { name: 'Depósito BBVA 120 días', pct: '10.60' },
        { name: 'Papel comercial Alicorp', pct: '6.10' },
      ],
    },
    startValue: '100.00000000',
    series: series(PEN_A, PEN_B),
  },
  {
    code: 'RCPD',
    name: 'Renta Corto Plazo Dólares',
    type: 'SHORT_TERM_DEBT',
    currency: 'USD',
    riskLevel: 1,
    profiles: ['conservador', 'moderado', 'agresivo'],
    objective:
      'Mantener tus ahorros en dólares con liquidez diaria, en depósitos y deuda de corto plazo.',
    benchmark: 'Tasa de depósitos a plazo de 90 días en dólares',
    cutoffTime: '13:00',
    rescueSettlementDays: 1,
    unifiedFeePct: '0.8000',
    earlyRescueFeePct: '0.0000',
    earlyRescueMinDays: 0,
    scheduledRescue: true,
    cardTheme: 1,
    composition: {
      assetClasses: [
        { name: 'Depósitos a plazo', pct: '71.30' },
        { name: 'Papeles comerciales', pct: '18.40' },
        { name: 'Caja', pct: '10.30' },
      ],
      holdings: [
        { name: 'Depósito Scotiabank 90 días', pct: '16.40' },
        { name: 'Depósito BCP 60 días', pct: '15.20' },
        { name: 'Depósito BanBif 120 días', pct: '12.70' },
        { name: 'Papel comercial Ferreycorp', pct: '7.90' },
        { name: 'Depósito Interbank 30 días', pct: '7.30' },
      ],
    },
    startValue: '100.00000000',
    series: series(USD_A, USD_B),
  },
  {
    code: 'RMPS',
    name: 'Renta Mediano Plazo Soles',
    type: 'MEDIUM_TERM_DEBT',
    currency: 'PEN',
    riskLevel: 2,
    profiles: ['conservador', 'moderado', 'agresivo'],
    objective: 'Obtener una renta mayor que la de un depósito con bonos en soles de hasta 5 años.',
    benchmark: 'Índice de bonos soberanos peruanos de 1 a 5 años',
    cutoffTime: '13:00',
    rescueSettlementDays: 2,
    unifiedFeePct: '1.5000',
    earlyRescueFeePct: '1.0000',
    earlyRescueMinDays: 90,
    scheduledRescue: true,
    cardTheme: 2,
    composition: {
      assetClasses: [
        { name: 'Bonos soberanos', pct: '48.50' },
        { name: 'Bonos corporativos', pct: '36.20' },
        { name: 'Depósitos a plazo', pct: '11.80' },
        { name: 'Caja', pct: '3.50' },
      ],
      holdings: [
        { name: 'Bono soberano Perú 2029', pct: '17.30' },
        { name: 'Bono soberano Perú 2028', pct: '15.60' },
        { name: 'Bono Cofide 2027', pct: '8.90' },
        { name: 'Bono Luz del Sur 2028', pct: '7.40' },
        { name: 'Bono Banco de Crédito 2027', pct: '6.80' },
      ],
    },
    startValue: '100.00000000',
    series: series(PEN_A, PEN_B),
  },
  {
    code: 'BALS',
    name: 'Balanceado Soles',
    type: 'MIXED',
    currency: 'PEN',
    riskLevel: 3,
    profiles: ['moderado', 'agresivo'],
    objective: 'Hacer crecer tu capital en el mediano plazo combinando bonos y acciones.',
    benchmark: '60 % bonos soberanos peruanos, 40 % índice S&P/BVL Perú General',
    cutoffTime: '14:00',
    rescueSettlementDays: 3,
    unifiedFeePct: '2.0000',
    earlyRescueFeePct: '1.5000',
    earlyRescueMinDays: 180,
    cardTheme: 3,
    composition: {
      assetClasses: [
        { name: 'Bonos', pct: '57.20' },
        { name: 'Acciones peruanas', pct: '29.60' },
        { name: 'Acciones del exterior', pct: '9.40' },
        { name: 'Caja', pct: '3.80' },
      ],
      holdings: [
        { name: 'Bono soberano Perú 2032', pct: '13.80' },
        { name: 'Credicorp', pct: '8.10' },
        { name: 'Southern Copper', pct: '6.20' },
        { name: 'Bono soberano Perú 2030', pct: '6.00' },
        { name: 'Buenaventura', pct: '4.30' },
      ],
    },
    startValue: '100.00000000',
    series: series(PEN_A, PEN_B),
  },
  {
    code: 'ACCP',
    name: 'Acciones Perú',
    type: 'EQUITY',
    currency: 'PEN',
    riskLevel: 5,
    profiles: ['agresivo'],
    objective: 'Buscar el mayor crecimiento en el largo plazo invirtiendo en acciones peruanas.',
    benchmark: 'Índice S&P/BVL Perú General',
    cutoffTime: '16:00',
    rescueSettlementDays: 4,
    unifiedFeePct: '3.0000',
    earlyRescueFeePct: '2.0000',
    earlyRescueMinDays: 360,
    cardTheme: 4,
    composition: {
      assetClasses: [
        { name: 'Minería', pct: '41.30' },
        { name: 'Finanzas', pct: '27.80' },
        { name: 'Consumo', pct: '12.60' },
        { name: 'Industria', pct: '8.70' },
        { name: 'Servicios públicos', pct: '6.40' },
        { name: 'Caja', pct: '3.20' },
      ],
      holdings: [
        { name: 'Credicorp', pct: '16.90' },
        { name: 'Southern Copper', pct: '14.20' },
        { name: 'Buenaventura', pct: '9.80' },
        { name: 'Ferreycorp', pct: '6.50' },
        { name: 'Alicorp', pct: '5.70' },
      ],
    },
    startValue: '100.00000000',
    series: series(PEN_A, PEN_B),
  },
  {
    code: 'GLOD',
    name: 'Global Dólares',
    type: 'INTERNATIONAL',
    currency: 'USD',
    riskLevel: 4,
    profiles: ['agresivo'],
    objective: 'Diversificar fuera del Perú con acciones y bonos de mercados desarrollados.',
    benchmark: '70 % MSCI World, 30 % Bloomberg Global Aggregate',
    cutoffTime: '12:00',
    rescueSettlementDays: 5,
    unifiedFeePct: '2.5000',
    earlyRescueFeePct: '1.5000',
    earlyRescueMinDays: 180,
    cardTheme: 0,
    composition: {
      assetClasses: [
        { name: 'Acciones de EE. UU.', pct: '43.50' },
        { name: 'Acciones de Europa y Asia', pct: '24.70' },
        { name: 'Bonos globales', pct: '27.60' },
        { name: 'Caja', pct: '4.20' },
      ],
      holdings: [
        { name: 'ETF S&P 500', pct: '22.40' },
        { name: 'ETF MSCI Europa', pct: '13.10' },
        { name: 'ETF bonos del Tesoro de EE. UU.', pct: '12.80' },
        { name: 'ETF MSCI Japón', pct: '7.60' },
        { name: 'ETF bonos corporativos globales', pct: '7.20' },
      ],
    },
    startValue: '100.00000000',
    series: series(USD_A, USD_B),
  },
  {
    code: 'PCRD',
    name: 'Portafolio Crecimiento Dólares',
    type: 'FUND_OF_FUNDS',
    currency: 'USD',
    riskLevel: 3,
    profiles: ['moderado', 'agresivo'],
    objective: 'Crecer en dólares con una cartera de fondos internacionales elegida por nosotros.',
    benchmark: '50 % MSCI ACWI, 50 % Bloomberg Global Aggregate',
    cutoffTime: '12:00',
    rescueSettlementDays: 5,
    unifiedFeePct: '1.8000',
    earlyRescueFeePct: '1.0000',
    earlyRescueMinDays: 90,
    cardTheme: 1,
    composition: {
      assetClasses: [
        { name: 'Fondos de acciones', pct: '48.00' },
        { name: 'Fondos de bonos', pct: '46.50' },
        { name: 'Caja', pct: '5.50' },
      ],
      holdings: [
        { name: 'Fondo de acciones globales', pct: '24.00' },
        { name: 'Fondo de bonos de grado de inversión', pct: '23.50' },
        { name: 'Fondo de acciones de EE. UU.', pct: '15.00' },
        { name: 'Fondo de bonos de mercados emergentes', pct: '13.00' },
        { name: 'Fondo de acciones emergentes', pct: '9.00' },
      ],
    },
    startValue: '100.00000000',
    series: series(USD_A, USD_B),
  },
];
