import type { FundSummary, RecommendedFunds } from '@saf/contract';
import { PROFILE_REACH, type RiskProfile } from './questionnaire';

/** `users.risk_profile_id`: 1 conservador, 2 moderado, 3 agresivo (docs/DOMAIN.md). */
export const PROFILE_IDS: Record<RiskProfile, number> = {
  conservador: 1,
  moderado: 2,
  agresivo: 3,
};

/** The profile of a `risk_profile_id`, or null before the questionnaire. */
export function profileOf(id: number | null): RiskProfile | null {
  for (const [profile, value] of Object.entries(PROFILE_IDS))
    if (value === id) return profile as RiskProfile;
  return null;
}

/** What each kind of fund is for, in plain words: the second half of a recommendation. */
const PURPOSE: Record<FundSummary['type'], string> = {
  SHORT_TERM_DEBT: 'Sirve para tener tu dinero disponible con muy poca variación.',
  MEDIUM_TERM_DEBT: 'Sirve para buscar más rentabilidad que un depósito en uno a tres años.',
  MIXED: 'Combina deuda y acciones para crecer con variaciones moderadas.',
  EQUITY:
    'Invierte en acciones: busca crecer más en el largo plazo, con caídas fuertes en el camino.',
  INTERNATIONAL: 'Diversifica tu dinero fuera del Perú, en dólares.',
  FUND_OF_FUNDS: 'Reparte tu dinero entre varios fondos con una sola inversión.',
};

/** Whether a fund of `riskLevel` suits a profile without a suitability warning. */
export function suits(profile: RiskProfile, riskLevel: number): boolean {
  return riskLevel <= PROFILE_REACH[profile];
}

/**
 * Every fund ordered for a profile: those that suit it first (the riskiest the profile
 * reaches first, as the closest fit), then the rest from the least risky; funds of one level
 * by name, so the order does not move with each day's returns. Each with why it suits, or why investing asks for an acknowledgment.
 */
export function recommend(
  list: readonly FundSummary[],
  profile: RiskProfile | null,
): RecommendedFunds['funds'] {
  const byName = (a: FundSummary, b: FundSummary) => a.name.localeCompare(b.name, 'es');
  if (profile === null)
    return [...list]
      .sort((a, b) => a.risk_level - b.risk_level || byName(a, b))
      .map((fund) => ({
        fund,
        suitable: false,
        reason: `Riesgo ${fund.risk_level} de 5. Haz el test del inversionista para saber si este fondo va contigo.`,
      }));
  const reach = PROFILE_REACH[profile];
  const suitable = list
    .filter((f) => suits(profile, f.risk_level))
    .sort((a, b) => b.risk_level - a.risk_level || byName(a, b));
  const others = list
    .filter((f) => !suits(profile, f.risk_level))
    .sort((a, b) => a.risk_level - b.risk_level || byName(a, b));
  return [
    ...suitable.map((fund) => ({
      fund,
      suitable: true,
      reason: `Riesgo ${fund.risk_level} de 5, dentro de lo que acepta tu perfil ${profile}. ${PURPOSE[fund.type]}`,
    })),
    ...others.map((fund) => ({
      fund,
      suitable: false,
      reason: `Riesgo ${fund.risk_level} de 5, mayor al que acepta tu perfil ${profile} (hasta ${reach}). Si inviertes en él, te pediremos confirmar que conoces ese riesgo.`,
    })),
  ];
}
