import { useChangeRisk, type RiskChangeView } from '@saf/flows';
import { ChangeRiskScreen, changeRiskPageTitle } from '@saf/ui';
import { lazy, Suspense, useState } from 'react';
import { routerLink } from '../../links';
import { paths } from '../../paths';
import { usePageTitle } from '../../usePageTitle';
import { NO_QUESTION, useQuestionAddress } from '../../useQuestionAddress';
import { usePrefetch } from './changes/prefetch';

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
  const [changed, setChanged] = useState<RiskChangeView | null>(null);
  const flow = useChangeRisk({ ...useQuestionAddress('changeRisk'), onChanged: setChanged });
  const { questionnaire: q, stage, codeForm, stepperProps: stepper } = flow;
  usePrefetch(CODE_STEP, RESULT);
  usePageTitle(
    changeRiskPageTitle({
      changed: !!changed,
      code: stage === 'code',
      question: q.state === 'ready' ? q : null,
    }),
    stage === 'code' ? codeForm.hasErrors : Boolean(q.error || q.formError),
  );
  return (
    <Suspense fallback={null}>
      {changed ? (
        <RiskChanged
          {...changed}
          recommendedHref={paths.fundList()}
          profileHref={paths.profile()}
          renderLink={routerLink}
        />
      ) : stage === 'code' ? (
        <RiskCodeStep {...flow} stepper={stepper} />
      ) : (
        <ChangeRiskScreen
          stepper={stepper}
          question={{ ...q, onRetry: q.retry, question: q.question ?? NO_QUESTION }}
          backHref={paths.profile()}
          renderLink={routerLink}
        />
      )}
    </Suspense>
  );
}
