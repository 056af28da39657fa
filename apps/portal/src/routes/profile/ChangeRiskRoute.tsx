import { useChangeRisk, type RiskChangeView } from '@saf/flows';
import { ChangeRiskScreen } from '@saf/ui';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { routerLink } from '../../links';
import { usePageTitle } from '../../usePageTitle';
import { paths, queries } from '../../paths';

const CODE_STEP = () => import('./changes/RiskCodeStep');
const RESULT = () => import('./changes/RiskChanged');
const RiskCodeStep = lazy(CODE_STEP);
const RiskChanged = lazy(RESULT);

/**
 * `/profile/change-risk?pregunta=N`: the questionnaire again (one question per address), then
 * the code that confirms the change; the result says what changed in the customer's holdings.
 * Validación and the result are fetched while the customer answers, not with the page.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const [changed, setChanged] = useState<RiskChangeView | null>(null);
  const goTo = useCallback(
    (step: number, options?: { replace?: boolean }) =>
      setParams({ pregunta: String(step) }, { replace: options?.replace ?? false }),
    [setParams],
  );
  const flow = useChangeRisk({
    step: queries.changeRisk(params).question,
    goTo,
    onChanged: setChanged,
  });
  const q = flow.questionnaire;
  useEffect(() => {
    void CODE_STEP().then(RESULT, () => undefined);
  }, []);
  usePageTitle(
    changed
      ? 'Perfil de riesgo actualizado'
      : flow.stage === 'code'
        ? 'Validación: Cambiar mi perfil de riesgo'
        : q.state === 'ready'
          ? `Pregunta ${q.number} de ${q.total}: Cambiar mi perfil de riesgo`
          : 'Cambiar mi perfil de riesgo',
    flow.stage === 'code' ? flow.codeForm.hasErrors : Boolean(q.error || q.formError),
  );
  if (changed)
    return (
      <Suspense fallback={null}>
        <RiskChanged
          {...changed}
          recommendedHref={paths.fundList()}
          profileHref={paths.profile()}
          renderLink={routerLink}
        />
      </Suspense>
    );
  if (flow.stage === 'code')
    return (
      <Suspense fallback={null}>
        <RiskCodeStep
          stepper={flow.stepperProps}
          newProfile={flow.newProfile}
          currentProfile={flow.currentProfile}
          maskedEmail={flow.maskedEmail}
          codeForm={flow.codeForm}
          resend={flow.resend}
          onBack={flow.onBack}
        />
      </Suspense>
    );
  return (
    <ChangeRiskScreen
      stepper={flow.stepperProps}
      question={{
        state: q.state,
        onRetry: q.retry,
        number: q.number,
        total: q.total,
        question: q.question ?? { id: '', text: '', options: [] },
        value: q.value,
        error: q.error,
        formError: q.formError,
        submitting: q.submitting,
        onValueChange: q.onValueChange,
        onSubmit: q.onSubmit,
        onBack: q.onBack,
      }}
      backHref={paths.profile()}
      renderLink={routerLink}
    />
  );
}
