import { useRiskQuestionnaire } from '@saf/flows';
import { RiskQuestionScreen } from '@saf/ui';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { routerLink } from '../../links';
import { usePageTitle } from '../../usePageTitle';
import { paths, queries } from '../../paths';

/** `/risk-profile?pregunta=N`: the risk questionnaire, one question per address. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const goTo = useCallback(
    (step: number, options?: { replace?: boolean }) =>
      setParams({ pregunta: String(step) }, { replace: options?.replace ?? false }),
    [setParams],
  );
  const flow = useRiskQuestionnaire({
    step: queries.riskProfile(params).question,
    goTo,
    onComplete: () => navigate(paths.riskResult()),
  });
  usePageTitle(
    flow.state === 'ready'
      ? `Pregunta ${flow.number} de ${flow.total}: Test del inversionista`
      : 'Test del inversionista',
    Boolean(flow.error || flow.formError),
  );
  return (
    <RiskQuestionScreen
      state={flow.state}
      onRetry={flow.retry}
      number={flow.number}
      total={flow.total}
      question={flow.question ?? { id: '', text: '', options: [] }}
      value={flow.value}
      error={flow.error}
      formError={flow.formError}
      submitting={flow.submitting}
      onValueChange={flow.onValueChange}
      onSubmit={flow.onSubmit}
      onBack={flow.onBack}
      homeHref={paths.dashboard()}
      renderLink={routerLink}
    />
  );
}
