import type { ClientStepName } from '@saf/contract';

// Where a wizard sends the customer, by intent: a step of a wizard or a named page. The portal
// turns a place into its address (`apps/portal/src/wizard/paths.ts`); flows never spells one.

/** A step of the investment wizard. */
export type InvestmentStep = 'detalle' | 'banco' | 'constancia';
/** A step of the rescue wizard. */
export type RescueStep = 'detalle' | 'cuenta';
/** A step of the client-data wizard, Validación included. */
export type WizardStep = ClientStepName | 'VALIDATION';

/** A step of a wizard, with what its address holds. */
export type WizardPlace =
  | { wizard: 'investment'; step: InvestmentStep; fund?: string | undefined; order?: string }
  | { wizard: 'rescue'; step: RescueStep; fund?: string | undefined }
  | { wizard: 'scheduledRescue'; fund: string; series?: string | undefined }
  | { wizard: 'clientData'; step?: WizardStep };

/** A page of the portal a wizard leads to. */
export type PagePlace =
  | { page: 'dashboard' | 'fundList' | 'riskProfile' | 'typeParticipate' }
  | { page: 'fundDetail'; fund: string }
  /** The facial check, then back to the wizard. */
  | { page: 'biometric'; purpose: 'onboarding' | 'subscription' | 'rescue'; back: WizardPlace };

/** Where a wizard sends the customer. */
export type Place = WizardPlace | PagePlace;
