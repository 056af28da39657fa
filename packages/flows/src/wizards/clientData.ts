import type { ClientStepName } from '@saf/contract';
import type { QueryReader } from './definitions';
import type { ClientStepId, WizardStep } from './places';

/** A step of the wizard in the address (`?paso=`), Validación included; the stepper's ids. */
export const CLIENT_STEP_SLUGS: Record<WizardStep, ClientStepId> = {
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

/** The step a slug of the address names, or null. */
export function stepOfSlug(slug: string | null | undefined): WizardStep | null {
  const found = (Object.entries(CLIENT_STEP_SLUGS) as [WizardStep, string][]).find(
    ([, s]) => s === slug,
  );
  return found ? found[0] : null;
}

/** A customer's steps: their sequence (which the answers may change), Validación last. */
const orderOf = (sequence: readonly ClientStepName[]): WizardStep[] => [...sequence, 'VALIDATION'];

/**
 * The client-data wizard of a natural person (`?paso=documento|…|validacion`). Its steps are
 * the customer's sequence (a married customer's include the spouse's), so its neighbours and
 * what to fetch ahead are read from it. PEP and Validación end in a splash (`outcome`).
 */
export const clientDataWizard = {
  /** The stepper's step ids for a sequence, Validación last. */
  steps: (sequence: readonly ClientStepName[]): string[] =>
    orderOf(sequence).map((step) => CLIENT_STEP_SLUGS[step]),
  /** The step the address names, or null for "where the customer left off". */
  parse: (query: QueryReader): { step: WizardStep | null } => ({
    step: stepOfSlug(query('paso')),
  }),
  /** The step after a saved one, in the sequence as the answer left it. */
  next: (step: WizardStep, sequence: readonly ClientStepName[]): WizardStep => {
    const order = orderOf(sequence);
    return order[order.indexOf(step) + 1] ?? 'VALIDATION';
  },
  back: (step: WizardStep, sequence: readonly ClientStepName[]): WizardStep | undefined => {
    const order = orderOf(sequence);
    const at = order.indexOf(step);
    return at > 0 ? order[at - 1] : undefined;
  },
  /**
   * The code to fetch: the step the address names while the answers load; once they are in,
   * the step after it too, and the splash that PEP and Validación end in.
   */
  ahead: (step: WizardStep | null, sequence?: readonly ClientStepName[]): readonly string[] =>
    !step
      ? []
      : !sequence
        ? [step]
        : [
            step,
            ...(step !== 'VALIDATION' ? [clientDataWizard.next(step, sequence)] : []),
            ...(step === 'PEP' || step === 'VALIDATION' ? ['outcome'] : []),
          ],
};
