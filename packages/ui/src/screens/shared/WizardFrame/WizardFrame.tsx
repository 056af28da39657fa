import type { ReactNode } from 'react';
import { WizardLayout } from '../../../composites/WizardLayout';
import { wizardSteps } from '../../../composites/Stepper/wizards';

/** The wizards drawn by `WizardFrame`: a fixed list of steps, a title and a fund under it. */
const FRAMES = {
  investment: {
    title: 'Invertir',
    stepsLabel: 'Pasos de tu inversión',
    backLabel: 'Atrás',
    leaveLabel: 'Volver al fondo',
  },
  rescue: {
    title: 'Rescatar',
    stepsLabel: 'Pasos de tu rescate',
    backLabel: 'Volver',
    leaveLabel: 'Volver',
  },
} as const;

/** A wizard drawn by `WizardFrame`. */
export type FramedWizard = keyof typeof FRAMES;

/** Id of one step of a wizard (`'detalle' | 'banco' | 'constancia'` for the investment). */
export type WizardStepId<W extends FramedWizard> = (typeof wizardSteps)[W][number]['id'];

/** The wizard's stepper and navigation, as its flows hook and the portal give them. */
export interface WizardFrameState<W extends FramedWizard> {
  /** The step on screen. */
  currentStep: WizardStepId<W>;
  /** The last step completed, `undefined` when none is. */
  lastCompletedStep?: WizardStepId<W>;
  /** Opens another step the customer may reach. */
  onStepChange?: (id: WizardStepId<W>) => void;
  /** Goes back (the previous step, or the page before the wizard); without it there is no back button. */
  onBack?: () => void;
  /** The back button leaves the wizard (to the fund, to Inicio): it says so. @default false */
  backLeaves?: boolean;
  /** Label of the back button. @default 'Atrás', 'Volver al fondo' when it leaves (investment); 'Volver' (rescue) */
  backLabel?: string;
  /** The fund of the wizard, shown under the title once it is known. */
  fundName?: string;
  /**
   * Focus the title when the step shows: the step was reached from another one, or on the way
   * back from the facial check (not on a page's first load). @default false
   */
  focusHeading?: boolean;
}

/** What a step screen takes of the frame: the step on screen is the screen's own. */
export type WizardStepFrameState<W extends FramedWizard> = Omit<WizardFrameState<W>, 'currentStep'>;

export interface WizardFrameProps<W extends FramedWizard> extends WizardFrameState<W> {
  /** Which wizard: its title, its steps and their names. */
  wizard: W;
  /** The error summary or an alert above the step. */
  alert?: ReactNode;
  /** Id of the step's form: the continue button submits it. */
  formId?: string;
  /** Continues without a form. */
  onContinue?: () => void;
  /** The step is being saved: the continue button shows a spinner and ignores clicks. */
  submitting?: boolean;
  /** The step cannot be continued now (the rescue's 24-hour rule, no account). @default false */
  continueDisabled?: boolean;
  /** @default 'Continuar' */
  continueLabel?: string;
  /** The step's content. */
  children: ReactNode;
}

/**
 * The page of every step of the investment and rescue wizards: the title ("Invertir",
 * "Rescatar"), the fund's name, the stepper, the step's content and the back and continue
 * buttons. A thin binding of `WizardLayout` shared by the step screens; the continue button
 * submits the step's form by its id.
 */
export function WizardFrame<W extends FramedWizard>({
  wizard,
  currentStep,
  lastCompletedStep,
  onStepChange,
  onBack,
  backLeaves = false,
  backLabel = backLeaves ? FRAMES[wizard].leaveLabel : FRAMES[wizard].backLabel,
  fundName,
  focusHeading = false,
  alert,
  formId,
  onContinue,
  submitting = false,
  continueDisabled = false,
  continueLabel = 'Continuar',
  children,
}: WizardFrameProps<W>) {
  return (
    <WizardLayout
      title={FRAMES[wizard].title}
      description={fundName || undefined}
      stepper={{
        steps: wizardSteps[wizard],
        currentStep,
        lastCompletedStep,
        onStepChange: onStepChange ? (id) => onStepChange(id as WizardStepId<W>) : undefined,
        label: FRAMES[wizard].stepsLabel,
      }}
      alert={alert}
      onBack={onBack}
      backLabel={backLabel}
      {...continueProps({ formId, onContinue, continueLabel, submitting, focusHeading })}
      continueDisabled={continueDisabled}
    >
      {children}
    </WizardLayout>
  );
}

/**
 * A frame's continue button and focus, as `WizardLayout` takes them: the button submits the
 * step's form by its id, or continues without one.
 */
export function continueProps(frame: {
  formId?: string | undefined;
  onContinue?: (() => void) | undefined;
  continueLabel: string;
  submitting: boolean;
  focusHeading: boolean;
}) {
  return {
    continueForm: frame.formId,
    onContinue: frame.formId ? undefined : frame.onContinue,
    continueLabel: frame.continueLabel,
    continueLoading: frame.submitting,
    focusTitleOnMount: frame.focusHeading,
  };
}

/**
 * Picks the frame's props out of a step screen's props (which also carry the form's state and
 * whatever else the flows hook returns).
 */
export function wizardFrameOf<W extends FramedWizard>(
  props: WizardStepFrameState<W>,
): WizardStepFrameState<W> {
  const { lastCompletedStep, onStepChange, onBack, backLeaves, backLabel } = props;
  const { fundName, focusHeading } = props;
  return { lastCompletedStep, onStepChange, onBack, backLeaves, backLabel, fundName, focusHeading };
}
