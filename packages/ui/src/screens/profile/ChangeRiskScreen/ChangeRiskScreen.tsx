import type { RenderLink } from '../../../composites/AppShell';
import type { StepperProps } from '../../../composites/Stepper';
import { RiskQuestionScreen, type RiskQuestionScreenProps } from '../../funds/RiskQuestionScreen';
import type { FormScreenState, ResendState } from '../../shared';
import { ChangeCodeStep, type ChangeCodeValues } from '../ChangeCodeStep';

/** Ids of the Validación form, for the error summary's link and tests. */
export const changeRiskFieldIds = {
  form: 'change-risk-code-form',
  code: 'change-risk-code',
} as const;

export const CHANGE_RISK_TITLE = 'Cambiar mi perfil de riesgo';

export interface ChangeRiskScreenProps {
  /** Cuestionario de riesgo (one question per page), then Validación (the code). */
  stage: 'answers' | 'code';
  /** The wizard's steps. */
  stepper: StepperProps;
  /** The question on screen, as the questionnaire's own page takes it. */
  question: Omit<
    RiskQuestionScreenProps,
    | 'homeHref'
    | 'renderLink'
    | 'stepper'
    | 'caption'
    | 'homeLabel'
    | 'lastLabel'
    | 'lastLoadingLabel'
  >;
  /** The profile the answers give, and the one in force (null before a first questionnaire). */
  newProfile: string | null;
  currentProfile: string | null;
  /** Where the code went, masked. */
  maskedEmail: string;
  codeForm: FormScreenState<ChangeCodeValues>;
  resend: ResendState;
  /** Back from Validación to the questions, every answer kept. */
  onBack: () => void;
  /** Where the first question's way out leads (the profile). */
  backHref: string;
  renderLink?: RenderLink;
}

/**
 * "Cambiar mi perfil de riesgo": the test del inversionista again, from the last answers, one
 * question per page with the wizard's steps above; then Validación, which says which profile
 * the answers give and asks for the code emailed to the customer.
 */
export function ChangeRiskScreen({
  stage,
  stepper,
  question,
  newProfile,
  currentProfile,
  maskedEmail,
  codeForm,
  resend,
  onBack,
  backHref,
  renderLink,
}: ChangeRiskScreenProps) {
  if (stage === 'answers')
    return (
      <RiskQuestionScreen
        {...question}
        stepper={stepper}
        caption={CHANGE_RISK_TITLE}
        homeHref={backHref}
        homeLabel="Volver a mi perfil"
        lastLabel="Continuar"
        lastLoadingLabel="Enviando el código"
        renderLink={renderLink}
      />
    );
  return (
    <ChangeCodeStep
      title={CHANGE_RISK_TITLE}
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
