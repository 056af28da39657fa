import type { RenderLink } from '../../../composites/AppShell';
import type { StepperProps } from '../../../composites/Stepper';
import { RiskQuestionScreen, type RiskQuestionScreenProps } from '../../funds/RiskQuestionScreen';

export const CHANGE_RISK_TITLE = 'Cambiar mi perfil de riesgo';

/** The page's title at each moment of the change: a question, Validación, or the result. */
export function changeRiskPageTitle(at: {
  changed?: boolean;
  code?: boolean;
  /** The question on screen, once it has loaded. */
  question?: { number: number; total: number } | null;
}): string {
  if (at.changed) return 'Perfil de riesgo actualizado';
  if (at.code) return `Validación: ${CHANGE_RISK_TITLE}`;
  const q = at.question;
  return q ? `Pregunta ${q.number} de ${q.total}: ${CHANGE_RISK_TITLE}` : CHANGE_RISK_TITLE;
}

export interface ChangeRiskScreenProps {
  /** The wizard's steps, Cuestionario de riesgo current. */
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
  /** Where the first question's way out leads (the profile). */
  backHref: string;
  renderLink?: RenderLink;
}

/**
 * "Cambiar mi perfil de riesgo", step Cuestionario de riesgo: the test del inversionista again,
 * from the last answers, one question per page with the wizard's steps above. The last
 * question's "Continuar" sends the answers for a code (Validación, `ChangeRiskCodeScreen`).
 */
export function ChangeRiskScreen({
  stepper,
  question,
  backHref,
  renderLink,
}: ChangeRiskScreenProps) {
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
}
