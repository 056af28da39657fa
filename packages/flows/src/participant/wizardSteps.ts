import { CLIENT_STEP_LABELS, type ClientStepName } from '@saf/contract';

// The wizard's steps as addresses and stepper items: what the frame needs before any step.

/** A step of the wizard in the address (`?paso=`), Validación included. */
export const CLIENT_STEP_SLUGS: Record<ClientStepName | 'VALIDATION', string> = {
  DOCUMENT: 'documento',
  IDENTIFICATION: 'identificacion',
  INFORMATION: 'informacion',
  RESIDENCE: 'residencia',
  PEP: 'pep',
  BENEFICIARY: 'beneficiario-final',
  SPOUSE: 'conyuge',
  SPOUSE_PEP: 'conyuge-pep',
  SPOUSE_BENEFICIARY: 'conyuge-beneficiario-final',
  VALIDATION: 'validacion',
};
export type WizardStep = ClientStepName | 'VALIDATION';

export function stepOfSlug(slug: string | null | undefined): WizardStep | null {
  const found = (Object.entries(CLIENT_STEP_SLUGS) as [WizardStep, string][]).find(
    ([, s]) => s === slug,
  );
  return found ? found[0] : null;
}

/** The stepper's steps for a sequence: the spec's names, Validación last. */
export function wizardSteps(sequence: readonly ClientStepName[]): { id: string; label: string }[] {
  return [...sequence, 'VALIDATION' as const].map((step) => ({
    id: CLIENT_STEP_SLUGS[step],
    label: CLIENT_STEP_LABELS[step],
  }));
}
