import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from './paths';
import { queries } from './queries';

/** The questionnaire's pages: one question per address, so Back and Forward walk it. */
type QuestionPage = 'riskProfile' | 'changeRisk';

/** A question not loaded yet, for the screens that always draw one. */
export const NO_QUESTION = { id: '', text: '', options: [] };

/** The question the address names (`?pregunta=N`), and how to go to another. */
export function useQuestionAddress(page: QuestionPage) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const goTo = useCallback(
    (question: number, options?: { replace?: boolean }) =>
      void navigate(paths[page]({ question }), { replace: options?.replace ?? false }),
    [navigate, page],
  );
  return { step: queries[page](params).question, goTo };
}
