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

/** A fund's asset classes or holdings, written `name pct; name pct` (pct with 2 decimals). */
function shares(list: string): { name: string; pct: string }[] {
  return list.split('; ').map((item) => {
    const [, name, pct] = /^(.+) (\d+\.\d{2})$/.exec(item)!;
    return { name: name!, pct: pct! };
  });
}

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
      assetClasses: shares(
        'Depósitos a plazo 62.40; Certificados del BCRP 21.10; Papeles comerciales 12.30; Caja 4.20',
      ),
      holdings: shares(
        'Depósito BCP 90 días 14.20; Depósito Interbank 60 días 12.80; CD BCRP 2027 11.50; Depósito BBVA 120 días 10.60; Papel comercial Alicorp 6.10',
      ),
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
      assetClasses: shares('Depósitos a plazo 71.30; Papeles comerciales 18.40; Caja 10.30'),
      holdings: shares(
        'Depósito Scotiabank 90 días 16.40; Depósito BCP 60 días 15.20; Depósito BanBif 120 días 12.70; Papel comercial Ferreycorp 7.90; Depósito Interbank 30 días 7.30',
      ),
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
      assetClasses: shares(
        'Bonos soberanos 48.50; Bonos corporativos 36.20; Depósitos a plazo 11.80; Caja 3.50',
      ),
      holdings: shares(
        'Bono soberano Perú 2029 17.30; Bono soberano Perú 2028 15.60; Bono Cofide 2027 8.90; Bono Luz del Sur 2028 7.40; Bono Banco de Crédito 2027 6.80',
      ),
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
      assetClasses: shares(
        'Bonos 57.20; Acciones peruanas 29.60; Acciones del exterior 9.40; Caja 3.80',
      ),
      holdings: shares(
        'Bono soberano Perú 2032 13.80; Credicorp 8.10; Southern Copper 6.20; Bono soberano Perú 2030 6.00; Buenaventura 4.30',
      ),
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
      assetClasses: shares(
        'Minería 41.30; Finanzas 27.80; Consumo 12.60; Industria 8.70; Servicios públicos 6.40; Caja 3.20',
      ),
      holdings: shares(
        'Credicorp 16.90; Southern Copper 14.20; Buenaventura 9.80; Ferreycorp 6.50; Alicorp 5.70',
      ),
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
      assetClasses: shares(
        'Acciones de EE. UU. 43.50; Acciones de Europa y Asia 24.70; Bonos globales 27.60; Caja 4.20',
      ),
      holdings: shares(
        'ETF S&P 500 22.40; ETF MSCI Europa 13.10; ETF bonos del Tesoro de EE. UU. 12.80; ETF MSCI Japón 7.60; ETF bonos corporativos globales 7.20',
      ),
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
      assetClasses: shares('Fondos de acciones 48.00; Fondos de bonos 46.50; Caja 5.50'),
      holdings: shares(
        'Fondo de acciones globales 24.00; Fondo de bonos de grado de inversión 23.50; Fondo de acciones de EE. UU. 15.00; Fondo de bonos de mercados emergentes 13.00; Fondo de acciones emergentes 9.00',
      ),
    },
    startValue: '100.00000000',
    series: series(USD_A, USD_B),
  },
];
