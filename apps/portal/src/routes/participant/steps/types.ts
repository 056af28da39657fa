import type { ClientData, useClientDataWizard } from '@saf/flows';

/** The wizard's frame (stepper, back, whose data) as each step screen takes it. */
export type Frame = ReturnType<typeof useClientDataWizard>['frame'] & {
  description?: string;
  /** Focus the title when the step shows (reached from another page or step). */
  focusHeading?: boolean;
};

/** What every step component receives: the saved answers, the frame, what to do once saved. */
export interface StepProps {
  data: ClientData;
  frame: Frame;
  onSaved: (answer: ClientData) => void;
}

/** Whose PEP and final-beneficiary answers a step asks for. */
export interface SubjectStepProps extends StepProps {
  spouse: boolean;
}

/** What the route hands every step: each takes what it needs of it. */
export interface AnyStepProps extends SubjectStepProps {
  onCompleted: (outcome: 'CLEARED' | 'BLOCKED') => void;
}
