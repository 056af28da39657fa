import type { ReactNode } from 'react';
import { WizardLayout } from '../../../composites/WizardLayout';
import { clientDataSteps } from '../../../composites/Stepper/wizards';
import { continueProps } from '../../shared/WizardFrame/WizardFrame';

/** The wizard's stepper and navigation, as the flows hook `useClientDataWizard` returns them. */
export interface ClientDataFrameState {
  /**
   * The ids of every step of the customer's wizard, in order (a married customer's include the
   * spouse's); the frame names them.
   */
  steps: readonly string[];
  /** Id of the step on screen. */
  currentStep: string;
  /** Id of the last step completed, `undefined` when none is. */
  lastCompletedStep?: string;
  /** Opens another step the customer may reach. */
  onStepChange?: (id: string) => void;
  /** Goes back one step; without it there is no back button. */
  onBack?: () => void;
  /** Whose data the step asks for: the customer's own or their spouse's. @default 'own' */
  part?: 'own' | 'spouse';
  /** A sentence under the title, e.g. why the data is being reviewed. */
  description?: ReactNode;
  /**
   * Focus the title when the step shows: the step was reached from another one, or on the way
   * back from the facial check (not on a page's first load). @default false
   */
  focusHeading?: boolean;
}

export interface ClientDataFrameProps extends ClientDataFrameState {
  /** Overrides the page title. */
  title?: ReactNode;
  /** The error summary or an alert above the step. */
  alert?: ReactNode;
  /** Id of the step's form: the continue button submits it. */
  formId?: string;
  /** Continues without a form (e.g. the review step's confirm). */
  onContinue?: () => void;
  /** The step is being saved. */
  submitting?: boolean;
  /** @default 'Continuar' */
  continueLabel?: string;
  /** The step's content. */
  children: ReactNode;
}

const TITLES = { own: 'Tus datos de cliente', spouse: 'Datos de tu cónyuge' } as const;

/**
 * The page of every step of the client-data wizard: the title, the stepper, the step's content
 * and the back and continue buttons. A thin binding of `WizardLayout` shared by the step screens.
 */
export function ClientDataFrame({
  steps,
  currentStep,
  lastCompletedStep,
  onStepChange,
  onBack,
  part = 'own',
  description,
  focusHeading = false,
  title,
  alert,
  formId,
  onContinue,
  submitting = false,
  continueLabel = 'Continuar',
  children,
}: ClientDataFrameProps) {
  return (
    <WizardLayout
      title={title ?? TITLES[part]}
      description={description}
      stepper={{
        steps: clientDataSteps(steps),
        currentStep,
        lastCompletedStep,
        onStepChange,
        label: 'Pasos de tus datos de cliente',
      }}
      alert={alert}
      onBack={onBack}
      {...continueProps({ formId, onContinue, continueLabel, submitting, focusHeading })}
    >
      {children}
    </WizardLayout>
  );
}

/** Picks the frame's props out of a step screen's props (which also carry the form's state). */
export function frameOf(props: ClientDataFrameState): ClientDataFrameState {
  const { steps, currentStep, lastCompletedStep, onStepChange, onBack, part, description } = props;
  const { focusHeading } = props;
  return {
    steps,
    currentStep,
    lastCompletedStep,
    onStepChange,
    onBack,
    part,
    description,
    focusHeading,
  };
}
