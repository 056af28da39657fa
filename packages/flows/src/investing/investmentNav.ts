import type { OrderBlockerName } from '@saf/contract';
import { investmentWizard, type InvestmentAddress } from '../wizards/definitions';
import type { InvestmentStep, Place, WizardPlace } from '../wizards/places';

// Where the investment wizard leads: its steps, the way back, the facial check, and the pages a
// customer who cannot invest yet must visit first.

/** Where a customer who cannot invest yet goes first. */
export const BLOCKER_PLACES: Record<OrderBlockerName, Place> = {
  RISK_PROFILE: { page: 'riskProfile' },
  CLIENT_DATA: { page: 'typeParticipate' },
  YEARLY_UPDATE: { wizard: 'clientData' },
  AML_BLOCKED: { page: 'typeParticipate' },
};

/** The facial check, then back to Detalle with the fund. */
export const biometricFor = (fund: string): Place => ({
  page: 'biometric',
  purpose: 'subscription',
  back: { wizard: 'investment', step: 'detalle', fund },
});

export interface InvestmentNavigation {
  /** The wizard's address changed (step, fund, order). */
  go(to: Extract<WizardPlace, { wizard: 'investment' }>): void;
  /** Another page of the portal (the facial check, a blocker's page). */
  redirect(place: Place): void;
  /** The payment gateway's checkout (another site). */
  openExternal(url: string): void;
  /** A file the customer downloads (the constancia). */
  save(file: { blob: Blob; filename: string }): void;
}

/** The wizard's frame for an address: the steps done, the stepper, the way back. */
export function investmentFrame(
  address: InvestmentAddress,
  nav: InvestmentNavigation,
  fundName?: string,
) {
  const fund = address.fund ?? undefined;
  const order = address.order ?? undefined;
  const back = investmentWizard.back(address.step);
  return {
    lastCompletedStep: back,
    onStepChange: (id: InvestmentStep) =>
      nav.go({ wizard: 'investment', step: id, fund, order: id === 'detalle' ? undefined : order }),
    onBack: back
      ? () =>
          nav.go({
            wizard: 'investment',
            step: back,
            fund,
            order: back === 'detalle' ? undefined : order,
          })
      : () => nav.redirect(fund ? { page: 'fundDetail', fund } : { page: 'fundList' }),
    backLeaves: !back,
    fundName,
  };
}
