import type { ReactNode } from 'react';
import { WizardLayout } from '../../../composites/WizardLayout';
import type { StepperProps } from '../../../composites/Stepper';
import { MaskedEmail } from '../../../primitives/MaskedEmail';
import {
  ResendControl,
  ScreenForm,
  summaryErrors,
  VerificationCodeField,
  type FormScreenState,
  type ResendState,
} from '../../shared';

export type ChangeCodeValues = { [key: string]: unknown; code: string };

export interface ChangeCodeStepProps {
  /** The page title, the wizard's `h1`. */
  title: ReactNode;
  /** The wizard's steps, Validación current. */
  stepper: StepperProps;
  /** What the code confirms, in a sentence or two (the new profile, the new declaration). */
  summary: ReactNode;
  /** Where the code went, masked (`l****ia@correo.pe`). */
  maskedEmail: string;
  codeForm: FormScreenState<ChangeCodeValues>;
  resend: ResendState;
  /** Back to the first step, every answer kept. */
  onBack: () => void;
  /** The back button's label. */
  backLabel: string;
  /** Ids of the form and field. */
  ids: { form: string; code: string };
}

/**
 * Validación of a profile change: what the change is, the 6-digit code emailed to the
 * customer, a resend after its wait and a way back that keeps the answers. Nothing changes
 * until the code is confirmed.
 */
export function ChangeCodeStep({
  title,
  stepper,
  summary,
  maskedEmail,
  codeForm,
  resend,
  onBack,
  backLabel,
  ids,
}: ChangeCodeStepProps) {
  return (
    <WizardLayout
      title={title}
      stepper={stepper}
      onBack={onBack}
      backLabel={backLabel}
      continueForm={ids.form}
      continueLabel="Confirmar el cambio"
      continueLoading={codeForm.submitting}
    >
      <ScreenForm
        id={ids.form}
        errors={summaryErrors(codeForm, { code: ids.code }, ids.form)}
        form={codeForm}
      >
        <div data-slot="change-summary" className="flex flex-col gap-2 text-text">
          {summary}
        </div>
        <p className="text-muted">
          Para confirmar que eres tú, enviamos un código de 6 dígitos a{' '}
          <MaskedEmail email={maskedEmail} wrap="anywhere" className="text-text" />.
        </p>
        <VerificationCodeField form={codeForm} id={ids.code} spamNote />
      </ScreenForm>
      <ResendControl {...resend} className="mt-6 border-t border-border pt-5" />
    </WizardLayout>
  );
}
