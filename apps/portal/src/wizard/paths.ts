import {
  clientDataWizard,
  investmentWizard,
  rescueWizard,
  scheduledRescueWizard,
  type Place,
  type WizardPlace,
} from '@saf/flows';

/** Each wizard's definition, by the name its places carry. */
export const WIZARDS = {
  investment: investmentWizard,
  rescue: rescueWizard,
  scheduledRescue: scheduledRescueWizard,
  clientData: clientDataWizard,
} as const;

/** The page of each wizard; the step and what it needs are in the query. */
export const WIZARD_PATHS: Record<WizardPlace['wizard'], string> = {
  investment: '/subscription/investment',
  rescue: '/rescue/create-rescue',
  scheduledRescue: '/rescue/scheduled-rescue',
  clientData: '/subscription/natural-client',
};

/** The pages a wizard leads to, by name. */
const PAGE_PATHS = {
  dashboard: '/dashboard',
  fundList: '/products/recommended',
  riskProfile: '/risk-profile',
  typeParticipate: '/subscription/type-participate',
} as const;

/** The query of a wizard's place, as its definition writes it. */
export const queryOf = (place: WizardPlace): Record<string, string> =>
  WIZARDS[place.wizard].query(place);

/** The address of a place a wizard names. */
export function pathOf(place: Place): string {
  if ('wizard' in place) {
    const query = new URLSearchParams(queryOf(place)).toString();
    return query ? `${WIZARD_PATHS[place.wizard]}?${query}` : WIZARD_PATHS[place.wizard];
  }
  switch (place.page) {
    case 'fundDetail':
      return `/products/detail?fondo=${place.fund}`;
    case 'biometric':
      // The rescue's check has its own page; the investment's is the subscription's.
      return `/${place.purpose === 'rescue' ? 'rescue' : 'subscription'}/biometric-validation?proposito=${place.purpose}&volver=${encodeURIComponent(pathOf(place.back))}`;
    default:
      return PAGE_PATHS[place.page];
  }
}
