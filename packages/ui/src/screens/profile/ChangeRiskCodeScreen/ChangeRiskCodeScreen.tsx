import type { StepperProps } from '../../../composites/Stepper';
import type { FormScreenState, ResendState } from '../../shared';
import { ChangeCodeStep, type ChangeCodeValues } from '../ChangeCodeStep';

/** Ids of the Validación form, for the error summary's link and tests. */
export const changeRiskFieldIds = {
  form: 'change-risk-code-form',
  code: 'change-risk-code',
} as const;

export interface ChangeRiskCodeScreenProps {
  /** The wizard's steps, Validación current. */
  stepper: StepperProps;
  /** The profile the answers give, and the one in force (null before a first questionnaire). */
  newProfile: string | null;
  currentProfile: string | null;
  /** Where the code went, masked. */
  maskedEmail: string;
  codeForm: FormScreenState<ChangeCodeValues>;
  resend: ResendState;
  /** Back to the questions, every answer kept. */
  onBack: () => void;
}

/**
 * "Cambiar mi perfil de riesgo", step Validación: which profile the answers give and the code
 * emailed to the customer. Nothing changes until the code is confirmed.
 */
export function ChangeRiskCodeScreen({
  stepper,
  newProfile,
  currentProfile,
  maskedEmail,
  codeForm,
  resend,
  onBack,
}: ChangeRiskCodeScreenProps) {
  return (
    <ChangeCodeStep
      title="Cambiar mi perfil de riesgo"
      stepper={stepper}
      ids={changeRiskFieldIds}
      maskedEmail={maskedEmail}
      codeForm={codeForm}
      resend={resend}
      onBack={onBack}
      backLabel="Volver a las preguntas"
      summary={
        newProfile && currentProfile && newProfile !== currentProfile ? (
          <p className="text-lg">
            Con tus respuestas, tu perfil pasa de <strong>{currentProfile}</strong> a{' '}
            <strong>{newProfile}</strong>.
          </p>
        ) : (
          <p className="text-lg">
            Con tus respuestas, tu perfil será <strong>{newProfile}</strong>
            {newProfile === currentProfile ? ', el mismo que tienes ahora' : ''}.
          </p>
        )
      }
    />
  );
}
