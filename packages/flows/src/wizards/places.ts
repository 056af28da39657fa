import type { ClientStepName } from '@saf/contract';

// Where the flows send the customer, by intent: a step of a wizard or a named page. The one
// vocabulary for both a wizard's moves (`go`, `redirect`) and the links a hook hands to a page
// (`useFlowsLinks().href`). The portal turns a place into its address (`apps/portal/src/places.ts`,
// through its `paths.ts`); flows never spells one.

/** A step of the investment wizard. */
export type InvestmentStep = 'detalle' | 'banco' | 'constancia';
/** A step of the rescue wizard. */
export type RescueStep = 'detalle' | 'cuenta';
/** A step of the client-data wizard, Validación included. */
export type WizardStep = ClientStepName | 'VALIDATION';
/**
 * A step of the client-data wizard by its id (`CLIENT_STEP_SLUGS`): the stepper's and the
 * address's, as the other wizards' steps are named (`detalle`, `cuenta`…).
 */
export type ClientStepId =
  | 'documento'
  | 'identificacion'
  | 'informacion'
  | 'residencia'
  | 'pep'
  | 'beneficiario-final'
  | 'conyuge'
  | 'conyuge-pep'
  | 'conyuge-beneficiario-final'
  | 'validacion';

/** A step of a wizard, with what its address holds. */
export type WizardPlace =
  | { wizard: 'investment'; step: InvestmentStep; fund?: string | undefined; order?: string }
  /** Without a step: the wizard's start, for a fund (a holding's "Rescatar"). */
  | { wizard: 'rescue'; step?: RescueStep; fund?: string | undefined }
  | { wizard: 'scheduledRescue'; fund: string; series?: string | undefined }
  | { wizard: 'clientData'; step?: ClientStepId };

/** A page of the portal the flows lead to. */
export type PagePlace =
  /** The home page (`dashboard`) and pages that need nothing in their address. */
  | { page: 'dashboard' | 'fundList' | 'riskProfile' | 'typeParticipate' }
  | { page: 'fundDetail'; fund: string }
  /** Every order of the customer, or one order's tracker among them. */
  | { page: 'movements'; order?: string }
  /** The facial check, then back to the wizard. */
  | { page: 'biometric'; purpose: 'onboarding' | 'subscription' | 'rescue'; back: WizardPlace }
  /** The form of a new bank account, then back to the wizard. */
  | { page: 'addAccount'; back: WizardPlace };

/** Where the flows send the customer. */
export type Place = WizardPlace | PagePlace;
