import { useRiskQuestionnaire } from '@saf/flows';
import { RiskQuestionScreen, riskQuestionPageTitle } from '@saf/ui';
import { useNavigate } from 'react-router';
import { routerLink } from '../../links';
import { usePageTitle } from '../../usePageTitle';
import { NO_QUESTION, useQuestionAddress } from '../../useQuestionAddress';
import { paths } from '../../paths';

/** `/risk-profile?pregunta=N`: the risk questionnaire, one question per address. */
export function Component() {
  const navigate = useNavigate();
  const flow = useRiskQuestionnaire({
    ...useQuestionAddress('riskProfile'),
    onComplete: () => navigate(paths.riskResult()),
  });
  usePageTitle(
    riskQuestionPageTitle(flow.state === 'ready' ? flow : null),
    Boolean(flow.error || flow.formError),
  );
  return (
    <RiskQuestionScreen
      state={flow.state}
      onRetry={flow.retry}
      number={flow.number}
      total={flow.total}
      question={flow.question ?? NO_QUESTION}
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
