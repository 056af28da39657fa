import type { CompositionChartProps } from './CompositionChart';

/** A short-term soles debt fund: deposits, short bonds and cash. */
export const shortTermComposition: CompositionChartProps = {
  assetClasses: [
    { label: 'Depósitos a plazo', pct: '42.50' },
    { label: 'Bonos corporativos', pct: '23.80' },
    { label: 'Certificados del BCRP', pct: '14.20' },
    { label: 'Papeles comerciales', pct: '11.60' },
    { label: 'Caja y equivalentes', pct: '7.90' },
  ],
  holdings: [
    { name: 'Depósito a plazo Banco de Crédito del Perú', pct: '9.80' },
    { name: 'Depósito a plazo Interbank', pct: '8.40' },
    { name: 'CD BCRP vencimiento marzo 2027', pct: '7.10' },
    { name: 'Bonos Alicorp 2028', pct: '5.60' },
    { name: 'Depósito a plazo BBVA Perú', pct: '5.20' },
  ],
  asOf: '2026-10-31',
};

/** Many classes and long names, as a fund of funds publishes them. */
export const manyClassesComposition: CompositionChartProps = {
  assetClasses: [
    { label: 'Fondos de renta variable internacional', pct: '31.5' },
    { label: 'Fondos de renta fija de mercados emergentes', pct: '18.25' },
    { label: 'Bonos soberanos de la República del Perú', pct: '12' },
    { label: 'Acciones de la Bolsa de Valores de Lima', pct: '10.75' },
    { label: 'Fondos inmobiliarios', pct: '8.5' },
    { label: 'Bonos corporativos', pct: '7.5' },
    { label: 'Depósitos a plazo', pct: '6.5' },
    { label: 'Caja y equivalentes', pct: '5' },
  ],
  holdings: [
    { name: 'iShares Core MSCI World UCITS ETF (acumulación, dólares)', pct: '12.40' },
    { name: 'Vanguard Emerging Markets Government Bond Index Fund', pct: '9.90' },
    { name: 'Soberano Perú 2032 (PEN)', pct: '6.30' },
  ],
};
