import type { WizardStep } from '@saf/flows';
import { lazy, type ComponentType } from 'react';
import type { AnyStepProps } from './types';

// The client-data wizard's step table: each step's screen and hook, and the splashes, come in
// their own chunks, by the names `clientDataWizard.ahead` gives (PEP's serves the spouse's too).
const pep = () => import('./PepStep');
const beneficiary = () => import('./BeneficiaryStep');
export const CODE = {
  DOCUMENT: () => import('./DocumentStep'),
  IDENTIFICATION: () => import('./IdentificationStep'),
  INFORMATION: () => import('./InformationStep'),
  RESIDENCE: () => import('./ResidenceStep'),
  PEP: pep,
  SPOUSE_PEP: pep,
  BENEFICIARY: beneficiary,
  SPOUSE_BENEFICIARY: beneficiary,
  SPOUSE: () => import('./SpouseStep'),
  VALIDATION: () => import('./ValidationStep'),
  outcome: () => import('./Outcome'),
} satisfies Record<WizardStep | 'outcome', () => Promise<unknown>>;

const Pep = lazy(pep);
const Beneficiary = lazy(beneficiary);
export const STEPS: Record<WizardStep, ComponentType<AnyStepProps>> = {
  DOCUMENT: lazy(CODE.DOCUMENT),
  IDENTIFICATION: lazy(CODE.IDENTIFICATION),
  INFORMATION: lazy(CODE.INFORMATION),
  RESIDENCE: lazy(CODE.RESIDENCE),
  PEP: Pep,
  SPOUSE_PEP: Pep,
  BENEFICIARY: Beneficiary,
  SPOUSE_BENEFICIARY: Beneficiary,
  SPOUSE: lazy(CODE.SPOUSE),
  VALIDATION: lazy(CODE.VALIDATION),
};
export const Outcome = lazy(CODE.outcome);
