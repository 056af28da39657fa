import {
  clientDataWizard,
  investmentWizard,
  rescueWizard,
  scheduledRescueWizard,
  type Place,
  type WizardPlace,
} from '@saf/flows';
import { paths, ROUTES } from '../paths';

/** Each wizard's definition, by the name its places carry. */
export const WIZARDS = {
  investment: investmentWizard,
  rescue: rescueWizard,
  scheduledRescue: scheduledRescueWizard,
  clientData: clientDataWizard,
} as const;

/** The page of each wizard; the step and what it needs are in the query. */
export const WIZARD_PATHS: Record<WizardPlace['wizard'], string> = {
  investment: ROUTES.investment,
  rescue: ROUTES.rescue,
  scheduledRescue: ROUTES.scheduledRescue,
  clientData: ROUTES.naturalClient,
};

/** The pages a wizard leads to, by name. */
const PAGE_PATHS = {
  dashboard: ROUTES.dashboard,
  fundList: ROUTES.fundList,
  riskProfile: ROUTES.riskProfile,
  typeParticipate: ROUTES.typeParticipate,
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
      return paths.fundDetail({ fund: place.fund });
    case 'biometric':
      // The rescue's check has its own page; the investment's is the subscription's.
      return place.purpose === 'rescue'
        ? paths.rescueBiometricValidation({ back: pathOf(place.back) })
        : paths.biometricValidation({ purpose: place.purpose, back: pathOf(place.back) });
    default:
      return PAGE_PATHS[place.page];
  }
}
