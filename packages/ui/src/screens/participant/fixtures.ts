import { fn } from 'storybook/test';
import { wizards } from '../../composites/Stepper/wizards';
import type { ClientDataFrameState } from './ClientDataFrame';

/** Stories only: the wizard of a single customer on the given step, the steps before it done. */
export function singleFrame(currentStep: string): ClientDataFrameState {
  const steps = wizards.clientData;
  const at = steps.findIndex((s) => s.id === currentStep);
  return {
    steps,
    currentStep,
    lastCompletedStep: at > 0 ? steps[at - 1]?.id : undefined,
    onStepChange: fn(),
    onBack: at > 0 ? fn() : undefined,
    part: 'own',
  };
}

/** Stories only: a married customer's wizard (their own steps, then the spouse's) on the given step. */
export function marriedFrame(currentStep: string): ClientDataFrameState {
  const steps = [
    ...wizards.clientData.filter((s) => s.id !== 'validacion'),
    { id: 'conyuge', label: 'Cónyuge' },
    { id: 'conyuge-pep', label: 'PEP' },
    { id: 'conyuge-beneficiario-final', label: 'Beneficiario final' },
    { id: 'validacion', label: 'Validación' },
  ];
  const at = steps.findIndex((s) => s.id === currentStep);
  return {
    steps,
    currentStep,
    lastCompletedStep: at > 0 ? steps[at - 1]?.id : undefined,
    onStepChange: fn(),
    onBack: at > 0 ? fn() : undefined,
    part: currentStep.startsWith('conyuge') ? 'spouse' : 'own',
  };
}
