import type { CutoffStateName, FundSummary, FundType, RiskProfile } from '@saf/contract';

/** Kinds of fund as the customer reads them. */
export const FUND_TYPE_LABELS: Record<FundType, string> = {
  SHORT_TERM_DEBT: 'Deuda de corto plazo',
  MEDIUM_TERM_DEBT: 'Deuda de mediano plazo',
  MIXED: 'Mixto',
  EQUITY: 'Renta variable',
  INTERNATIONAL: 'Internacional',
  FUND_OF_FUNDS: 'Fondo de fondos',
};

export const PROFILE_LABELS: Record<RiskProfile, string> = {
  conservador: 'Conservador',
  moderado: 'Moderado',
  agresivo: 'Agresivo',
};

/**
 * A fund's risk level (1–5) on the three-step scale the cards show: the profile whose reach
 * starts at that level (1–2 conservador, 3 moderado, 4–5 agresivo; docs/DOMAIN.md).
 */
export function riskStepOf(level: number): RiskProfile {
  if (level <= 2) return 'conservador';
  if (level === 3) return 'moderado';
  return 'agresivo';
}

/**
 * A fraction as percentage points, exactly, by moving the decimal point two places:
 * `'0.01234568'` → `'1.234568'`, `'-0.5'` → `'-50'`. Never through a float.
 */
export function fractionToPercent(fraction: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(fraction.trim());
  if (!match) throw new RangeError(`Not a decimal: "${fraction}"`);
  const [, sign, whole, decimals = ''] = match;
  const padded = decimals.padEnd(2, '0');
  const int = `${whole}${padded.slice(0, 2)}`.replace(/^0+(?=\d)/, '');
  const rest = padded.slice(2).replace(/0+$/, '');
  const value = rest ? `${int}.${rest}` : int;
  return /^0(\.0*)?$/.test(value) ? value : `${sign}${value}`;
}

/** The card theme (1–5) of a fund: its stored index (0–4) cycled. */
export const themeOf = (cardTheme: number) =>
  ((((cardTheme % 5) + 5) % 5) + 1) as 1 | 2 | 3 | 4 | 5;

/** What a fund card shows, from the API's summary (plain data, shaped like the card's props). */
export interface FundCardData {
  code: string;
  name: string;
  type: string;
  currency: FundSummary['currency'];
  risk: RiskProfile;
  riskLevel: number;
  navPerUnit: string;
  navDate: string;
  /** 12-month return in percentage points, or null without a year of history. */
  recentReturn: string | null;
  minimumInvestment: string;
  theme: 1 | 2 | 3 | 4 | 5;
}

export function toFundCard(fund: FundSummary): FundCardData {
  const seriesA = fund.series.find((s) => s.code === '000') ?? fund.series[0];
  return {
    code: fund.code,
    name: fund.name,
    type: FUND_TYPE_LABELS[fund.type],
    currency: fund.currency,
    risk: riskStepOf(fund.risk_level),
    riskLevel: fund.risk_level,
    navPerUnit: fund.nav?.value ?? '0',
    navDate: fund.nav?.date ?? '',
    recentReturn: fund.returns['1Y'] === null ? null : fractionToPercent(fund.returns['1Y']),
    minimumInvestment: seriesA?.min_initial ?? '0',
    theme: themeOf(fund.card_theme),
  };
}

/**
 * Where an order placed now stands against today's cut-off, as the screens take it: before it
 * (today's valor cuota, with a countdown), after it, or a day that is not a business day (a
 * weekend or a Peruvian holiday). The API decides it with its business calendar
 * (`cutoff_state`); every screen that speaks of the cut-off reads it from here.
 */
export type CutoffDayState = 'before-cutoff' | 'after-cutoff' | 'not-business-day';

const CUTOFF_DAY_STATES: Record<CutoffStateName, CutoffDayState> = {
  BEFORE_CUTOFF: 'before-cutoff',
  AFTER_CUTOFF: 'after-cutoff',
  NOT_BUSINESS_DAY: 'not-business-day',
};

export function cutoffDayState(state: CutoffStateName): CutoffDayState {
  return CUTOFF_DAY_STATES[state];
}
