import {
  meRoute,
  riskQuestionnaireRoute,
  riskResultRoute,
  riskSubmitRoute,
  type RiskAnswersBody,
  type RiskQuestionnaire,
  type RiskResult,
  type SessionUser,
} from '@saf/contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { ApiError } from '../api/client';
import { callRoute } from '../api/call';
import { describeError } from '../errors';
import { useDataScope } from '../provider/FlowsDataScope';
import { useFlows, useSessionSnapshot } from '../provider/FlowsProvider';

/** The message of a question continued without an answer. */
export const CHOOSE_AN_ANSWER = 'Elige una respuesta para continuar.';

export const RISK_QUESTIONNAIRE_KEY = 'risk-questionnaire';
export const RISK_RESULT_KEY = 'risk-result';

type Answers = Record<string, string>;

interface Draft {
  version: number;
  answers: Answers;
}

/**
 * Answers in progress live in this tab's storage until they are sent: a reload keeps them. A
 * change of the risk profile keeps its own draft (`scope`), apart from the first questionnaire.
 */
const draftKey = (userId: number | undefined, scope = '') =>
  `saf.risk-draft.${scope ? `${scope}.` : ''}${userId ?? 'anon'}`;

function readDraft(userId: number | undefined, scope?: string): Draft | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(draftKey(userId, scope));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Draft;
    return typeof draft.version === 'number' && draft.answers && typeof draft.answers === 'object'
      ? draft
      : null;
  } catch {
    return null;
  }
}

function writeDraft(userId: number | undefined, draft: Draft | null, scope?: string): void {
  try {
    if (draft) globalThis.sessionStorage?.setItem(draftKey(userId, scope), JSON.stringify(draft));
    else globalThis.sessionStorage?.removeItem(draftKey(userId, scope));
  } catch {
    // Storage full or blocked: the answers stay in memory for this visit.
  }
}

/** Answers of a version: only known questions with known options. */
function keepKnown(questionnaire: RiskQuestionnaire, answers: Answers): Answers {
  const kept: Answers = {};
  for (const q of questionnaire.questions) {
    const chosen = answers[q.id];
    if (chosen && q.options.some((o) => o.id === chosen)) kept[q.id] = chosen;
  }
  return kept;
}

export interface RiskQuestionnaireOptions {
  /** The question shown, 1-based (the page's address keeps it, so Back works). */
  step: number;
  /** Shows another question (the portal changes the address). */
  goTo(step: number, options?: { replace?: boolean }): void;
  /** The answers were scored: the result page comes next. */
  onComplete?(result: RiskResult): void;
  /**
   * Sends the answers instead of scoring them as the first questionnaire (a change of the risk
   * profile asks for a code first). Its failures are shown like the questionnaire's own.
   */
  submit?(body: RiskAnswersBody): Promise<void>;
  /** Keeps the draft apart from the first questionnaire's (e.g. `'change'`). */
  draftScope?: string;
}

/**
 * The risk questionnaire, one question per page. Answers are kept while the customer moves
 * back and forth and across a reload; a retake starts from the previous answers. The last
 * question sends them all; the result updates the session's onboarding steps.
 */
export function useRiskQuestionnaire({
  step,
  goTo,
  onComplete,
  submit,
  draftScope,
}: RiskQuestionnaireOptions) {
  useDataScope('useRiskQuestionnaire');
  const { client, session } = useFlows();
  const userId = (useSessionSnapshot().user as SessionUser | null)?.id;
  const { mutate } = useSWRConfig();
  const questionnaire = useSWR(RISK_QUESTIONNAIRE_KEY, () =>
    callRoute(client, riskQuestionnaireRoute, {}),
  );
  const previous = useSWR(RISK_RESULT_KEY, () => callRoute(client, riskResultRoute, {}));
  const data = questionnaire.data;
  // Answers the customer gave in this visit; until the first one, those to start from.
  const [edited, setEdited] = useState<Answers | null>(null);
  const [error, setError] = useState<{ number: number; message: string } | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);

  // Where answers start: this tab's draft, else the last completed questionnaire of the version.
  const initial = useMemo(() => {
    if (!data || previous.isLoading) return null;
    const draft = readDraft(userId, draftScope);
    const last = previous.data?.result;
    const start =
      draft?.version === data.version
        ? draft.answers
        : last?.version === data.version
          ? Object.fromEntries(last.answers.map((a) => [a.question_id, a.option_id]))
          : {};
    return keepKnown(data, start);
  }, [data, previous.isLoading, previous.data, userId, draftScope]);
  const answers = edited ?? initial;

  const total = data?.questions.length ?? 0;
  const current = answers ?? {};
  // Nobody lands past the first unanswered question (an address typed by hand, say).
  const firstOpen = data ? data.questions.findIndex((q) => !current[q.id]) + 1 || total : 1;
  const number = Math.min(Math.max(1, Math.trunc(step) || 1), Math.max(1, firstOpen));
  useEffect(() => {
    if (data && answers !== null && number !== step) goTo(number, { replace: true });
  }, [data, answers, number, step, goTo]);

  const question = data?.questions[number - 1];
  const value = question ? (current[question.id] ?? null) : null;

  const onValueChange = useCallback(
    (optionId: string) => {
      if (!data || !question) return;
      const next = { ...(answers ?? {}), [question.id]: optionId };
      setEdited(next);
      writeDraft(userId, { version: data.version, answers: next }, draftScope);
      setError(undefined);
    },
    [data, question, answers, userId, draftScope],
  );

  const send = useCallback(async () => {
    if (!data || !answers) return;
    setSubmitting(true);
    setFormError(undefined);
    try {
      const body = {
        version: data.version,
        answers: data.questions.map((q) => ({ question_id: q.id, option_id: answers[q.id]! })),
      };
      if (submit) {
        await submit(body);
        return;
      }
      const result = await callRoute(client, riskSubmitRoute, { body });
      writeDraft(userId, null);
      await mutate(RISK_RESULT_KEY, { result }, { revalidate: false });
      // The onboarding step "Test del inversionista" is now done: the session learns it.
      try {
        const me = await callRoute(client, meRoute, {});
        session.updateUser(me.user, me.form_steps);
      } catch {
        // The next page load reads it again.
      }
      onComplete?.(result);
    } catch (failure) {
      const described = describeError(failure);
      if (described.code === 'QUESTIONNAIRE_OUTDATED') {
        // A new version: its questions may differ, so it starts again from the first one.
        writeDraft(userId, null, draftScope);
        setEdited(null);
        await questionnaire.mutate();
        goTo(1);
      } else if (described.code === 'QUESTIONNAIRE_INCOMPLETE' && failure instanceof ApiError) {
        const missing = data.questions.findIndex((q) => !answers[q.id]);
        if (missing >= 0) goTo(missing + 1);
      }
      setFormError(described.message);
    } finally {
      setSubmitting(false);
    }
  }, [
    data,
    answers,
    client,
    userId,
    mutate,
    session,
    onComplete,
    submit,
    questionnaire,
    goTo,
    draftScope,
  ]);

  const onSubmit = useCallback(() => {
    if (!question || submitting) return;
    if (!value) {
      setError({ number, message: CHOOSE_AN_ANSWER });
      return;
    }
    setFormError(undefined);
    if (number < total) goTo(number + 1);
    else void send();
  }, [question, submitting, value, number, total, goTo, send]);

  const onBack = useCallback(() => {
    setFormError(undefined);
    if (number > 1) goTo(number - 1);
  }, [number, goTo]);

  const state: 'loading' | 'error' | 'ready' = questionnaire.error
    ? 'error'
    : !data || answers === null
      ? 'loading'
      : 'ready';

  return useMemo(
    () => ({
      state,
      loadError: questionnaire.error ? describeError(questionnaire.error).message : undefined,
      retry: () => void questionnaire.mutate(),
      version: data?.version ?? null,
      number,
      total,
      isLast: number === total,
      question: question ?? null,
      value,
      // A message belongs to the question it was given on.
      error: error?.number === number ? error.message : undefined,
      formError,
      submitting,
      onValueChange,
      onSubmit,
      onBack: number > 1 ? onBack : undefined,
      /** Forgets this tab's draft (once the answers were kept on the server). */
      discardDraft: () => writeDraft(userId, null, draftScope),
    }),
    [
      state,
      questionnaire,
      data?.version,
      number,
      total,
      question,
      value,
      error,
      formError,
      submitting,
      onValueChange,
      onSubmit,
      onBack,
      userId,
      draftScope,
    ],
  );
}
