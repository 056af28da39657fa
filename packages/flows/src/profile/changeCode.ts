import { securityCodeSchema } from '@saf/contract';
import { z } from 'zod/mini';

// What the two profile changes confirmed with a code share (the risk profile, the final
// beneficiary): the code's form and the two steps of their wizards.

export interface ChangeCodeValues {
  [key: string]: unknown;
  code: string;
}

export const changeCodeSchema = z.object({ code: securityCodeSchema }) as unknown as z.ZodMiniType<
  ChangeCodeValues,
  ChangeCodeValues
>;

/**
 * The steps of a profile change, as the Stepper takes them: from Validación, the first step
 * (completed) is chosen to go back to it, as "Volver" does.
 */
export function changeStepperProps(
  first: { id: string; label: string },
  stage: 'answers' | 'code',
  onBack: () => void,
) {
  return {
    steps: [first, { id: 'validacion', label: 'Validación' }],
    currentStep: stage === 'answers' ? first.id : 'validacion',
    lastCompletedStep: stage === 'code' ? first.id : undefined,
    onStepChange: (id: string) => {
      if (id === first.id && stage === 'code') onBack();
    },
  };
}
