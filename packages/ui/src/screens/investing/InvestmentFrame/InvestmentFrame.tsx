import type { ReactNode } from 'react';
import { WizardLayout } from '../../../composites/WizardLayout';
import type { StepperStep } from '../../../composites/Stepper';

/** The steps of the investment wizard (`/subscription/investment`), as the customer reads them. */
export const investmentSteps = [
  { id: 'detalle', label: 'Detalle' },
  { id: 'banco', label: 'Banco' },
  { id: 'constancia', label: 'Constancia' },
] as const satisfies readonly StepperStep[];

/** Id of one step of the investment wizard. */
export type InvestmentStepId = (typeof investmentSteps)[number]['id'];

/** The wizard's stepper and navigation, as the investment flows hook returns them. */
export interface InvestmentFrameState {
  /** The step on screen. */
  currentStep: InvestmentStepId;
  /** The last step completed, `undefined` when none is. */
  lastCompletedStep?: InvestmentStepId;
  /** Opens another step the customer may reach. */
  onStepChange?: (id: InvestmentStepId) => void;
  /** Goes back (the previous step, or the fund on the first one); without it there is no back button. */
  onBack?: () => void;
  /** Label of the back button. @default 'Atrás' */
  backLabel?: string;
  /** The fund being invested in, shown under the title once it is known. */
  fundName?: string;
  /**
   * Focus the title when the step shows: the step was reached from another one, or on the way
   * back from the facial check (not on a page's first load). @default false
   */
  focusHeading?: boolean;
}

/** What a step screen takes of the frame: the step on screen is the screen's own. */
export type InvestmentStepFrameState = Omit<InvestmentFrameState, 'currentStep'>;

export interface InvestmentFrameProps extends InvestmentFrameState {
  /** The error summary or an alert above the step. */
  alert?: ReactNode;
  /** Id of the step's form: the continue button submits it. */
  formId?: string;
  /** Continues without a form. */
  onContinue?: () => void;
  /** The step is being saved: the continue button shows a spinner and ignores clicks. */
  submitting?: boolean;
  /** @default 'Continuar' */
  continueLabel?: string;
  /** The step's content. */
  children: ReactNode;
}

/**
 * The page of every step of the investment wizard: "Invertir", the fund's name, the stepper
 * (Detalle, Banco, Constancia), the step's content and the back and continue buttons. A thin
 * binding of `WizardLayout` shared by the step screens; the continue button submits the step's
 * form by its id.
 */
export function InvestmentFrame({
  currentStep,
  lastCompletedStep,
  onStepChange,
  onBack,
  backLabel,
  fundName,
  focusHeading = false,
  alert,
  formId,
  onContinue,
  submitting = false,
  continueLabel = 'Continuar',
  children,
}: InvestmentFrameProps) {
  return (
    <WizardLayout
      title="Invertir"
      description={fundName || undefined}
      stepper={{
        steps: investmentSteps,
        currentStep,
        lastCompletedStep,
        onStepChange: onStepChange ? (id) => onStepChange(id as InvestmentStepId) : undefined,
        label: 'Pasos de tu inversión',
      }}
      alert={alert}
      onBack={onBack}
      backLabel={backLabel}
      continueForm={formId}
      onContinue={formId ? undefined : onContinue}
      continueLabel={continueLabel}
      continueLoading={submitting}
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
export function investmentFrameOf(props: InvestmentStepFrameState): InvestmentStepFrameState {
  const { lastCompletedStep, onStepChange, onBack, backLabel, fundName, focusHeading } = props;
  return { lastCompletedStep, onStepChange, onBack, backLabel, fundName, focusHeading };
}
