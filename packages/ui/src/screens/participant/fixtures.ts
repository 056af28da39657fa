import { fn } from 'storybook/test';
import { wizardSteps } from '../../composites/Stepper/wizards';
import type { ClientDataFrameState } from './ClientDataFrame';

/** Stories only: the wizard of a single customer on the given step, the steps before it done. */
export function singleFrame(currentStep: string): ClientDataFrameState {
  const steps = wizardSteps.clientData.map((s) => s.id);
  const at = steps.indexOf(currentStep);
  return {
    steps,
    currentStep,
    lastCompletedStep: at > 0 ? steps[at - 1] : undefined,
    onStepChange: fn(),
    onBack: at > 0 ? fn() : undefined,
    part: 'own',
  };
}

/** Stories only: a married customer's wizard (their own steps, then the spouse's) on the given step. */
export function marriedFrame(currentStep: string): ClientDataFrameState {
  const steps = [
    ...wizardSteps.clientData.map((s) => s.id).filter((id) => id !== 'validacion'),
    'conyuge',
    'conyuge-pep',
    'conyuge-beneficiario-final',
    'validacion',
  ];
  const at = steps.indexOf(currentStep);
  return {
    steps,
    currentStep,
    lastCompletedStep: at > 0 ? steps[at - 1] : undefined,
    onStepChange: fn(),
    onBack: at > 0 ? fn() : undefined,
    part: currentStep.startsWith('conyuge') ? 'spouse' : 'own',
  };
}

/**
 * Stories only: the married customer's wizard on the spouse's copy of a step asked of both
 * (PEP, final beneficiary), its questions about the spouse.
 */
export function spouseStep(currentStep: string) {
  return { ...marriedFrame(currentStep), subject: 'spouse' as const };
}

/** Stories only: the identity documents a third party or a spouse may have. */
export const documentTypes = [
  { value: '01', label: 'DNI' },
  { value: '03', label: 'Carné de extranjería' },
  { value: '05', label: 'Pasaporte' },
];

const regionNames = new Intl.DisplayNames(['es-PE'], { type: 'region' });
/** Stories only: a few countries with their Spanish names, Peru first, as the flows hook lists them. */
export const countries = ['PE', 'AR', 'BO', 'BR', 'CL', 'CO', 'EC', 'ES', 'US', 'VE'].map(
  (code) => ({ value: code, label: regionNames.of(code) ?? code }),
);
