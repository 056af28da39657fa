import type { ReactNode } from 'react';
import { WizardLayout } from '../../../composites/WizardLayout';
import type { StepperStep } from '../../../composites/Stepper';

/** The steps of the rescue wizard, as the customer reads them. */
export const rescueSteps = [
  { id: 'detalle', label: 'Detalle' },
  { id: 'cuenta', label: 'Cuenta' },
] as const satisfies readonly StepperStep[];

/** Id of one step of the rescue wizard. */
export type RescueStepId = (typeof rescueSteps)[number]['id'];

/** The wizard's stepper and navigation, as the rescue flows hook returns them. */
export interface RescueFrameState {
  /** The step on screen. */
  currentStep: RescueStepId;
  /** The last step completed, `undefined` when none is. */
  lastCompletedStep?: RescueStepId;
  /** Opens another step the customer may reach. */
  onStepChange?: (id: RescueStepId) => void;
  /** Goes back (the previous step, or the portfolio on the first one); without it there is no back button. */
  onBack?: () => void;
  /** Label of the back button. @default 'Volver' */
  backLabel?: string;
  /** The fund being rescued from, shown under the title once it is known. */
  fundName?: string;
  /**
   * Focus the title when the step shows: the step was reached from another one, or on the way
   * back from the facial check (not on a page's first load). @default false
   */
  focusHeading?: boolean;
}

/** What a step screen takes of the frame: the step on screen is the screen's own. */
export type RescueStepFrameState = Omit<RescueFrameState, 'currentStep'>;

export interface RescueFrameProps extends RescueFrameState {
  /** An alert above the step (the error summary goes inside the step's form). */
  alert?: ReactNode;
  /** Id of the step's form: the continue button submits it. */
  formId?: string;
  /** Continues without a form. */
  onContinue?: () => void;
  /** The step is being saved: the continue button shows a spinner and ignores clicks. */
  submitting?: boolean;
  /** The step cannot be continued now (the 24-hour rule, no account to pay to). @default false */
  continueDisabled?: boolean;
  /** @default 'Continuar' */
  continueLabel?: string;
  /** The step's content. */
  children: ReactNode;
}

/**
 * The page of every step of the rescue wizard: "Rescatar", the fund's name, the stepper
 * (Detalle, Cuenta), the step's content and the back and continue buttons. A thin binding of
 * `WizardLayout` shared by the step screens; the continue button submits the step's form by
 * its id.
 */
export function RescueFrame({
  currentStep,
  lastCompletedStep,
  onStepChange,
  onBack,
  backLabel = 'Volver',
  fundName,
  focusHeading = false,
  alert,
  formId,
  onContinue,
  submitting = false,
  continueDisabled = false,
  continueLabel = 'Continuar',
  children,
}: RescueFrameProps) {
  return (
    <WizardLayout
      title="Rescatar"
      description={fundName || undefined}
      stepper={{
        steps: rescueSteps,
        currentStep,
        lastCompletedStep,
        onStepChange: onStepChange ? (id) => onStepChange(id as RescueStepId) : undefined,
        label: 'Pasos de tu rescate',
      }}
      alert={alert}
      onBack={onBack}
      backLabel={backLabel}
      continueForm={formId}
      onContinue={formId ? undefined : onContinue}
      continueLabel={continueLabel}
      continueLoading={submitting}
      continueDisabled={continueDisabled}
      focusTitleOnMount={focusHeading}
    >
      {children}
    </WizardLayout>
  );
}

/**
 * Picks the frame's props out of a step screen's props (which also carry the form's state and
 * whatever else the flows hook returns).
 */
export function rescueFrameOf(props: RescueStepFrameState): RescueStepFrameState {
  const { lastCompletedStep, onStepChange, onBack, backLabel, fundName, focusHeading } = props;
  return { lastCompletedStep, onStepChange, onBack, backLabel, fundName, focusHeading };
}
