import {
  meRoute,
  riskChangeCodeRoute,
  riskChangeRoute,
  type RiskAnswersBody,
  type RiskChangeCodeResponse,
  type RiskChangeResponse,
} from '@saf/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { callRoute } from '../api/call';
import { useFormFlow } from '../forms/useFormFlow';
import { useResend } from '../forms/useResend';
import { RISK_RESULT_KEY, useRiskQuestionnaire } from '../funds/useRiskQuestionnaire';
import { PROFILE_LABELS } from '../funds/view';
import { moneyLabel } from '../format';
import { useFlows } from '../provider/FlowsProvider';
import { PROFILE_KEY } from './keys';
import { changeCodeSchema, changeStepperProps, type ChangeCodeValues } from './changeCode';

/** What the result page says of a risk change: the profiles and each holding above the new one. */
export function riskChangeView(answer: RiskChangeResponse) {
  return {
    profile: PROFILE_LABELS[answer.result.profile],
    previousProfile: answer.previous_profile ? PROFILE_LABELS[answer.previous_profile] : null,
    reach: answer.reach,
    holdingsAbove: answer.holdings_above.map((h) => ({
      key: `${h.fund_code}-${h.series_name}`,
      fundName: h.fund_name,
      seriesName: h.series_name,
      riskLevel: h.risk_level,
      value: moneyLabel(h.value, h.currency),
    })),
  };
}
export type RiskChangeView = ReturnType<typeof riskChangeView>;

export interface ChangeRiskOptions {
  /** The question shown, 1-based (the page's address keeps it, so Back works). */
  step: number;
  goTo(step: number, options?: { replace?: boolean }): void;
  /** The code was right: the profile changed. */
  onChanged(view: RiskChangeView): void;
}

/**
 * Changing the risk profile: the questionnaire again, from the last answers (Cuestionario de
 * riesgo), then the code emailed to the customer (Validación), which names the profile the
 * answers give. A wrong code, a resend or going back keeps every answer; the change is made,
 * and the answers kept on record, only with the right code.
 */
export function useChangeRisk({ step, goTo, onChanged }: ChangeRiskOptions) {
  const { client, session } = useFlows();
  const { mutate } = useSWRConfig();
  const [stage, setStage] = useState<'answers' | 'code'>('answers');
  const [sent, setSent] = useState<{ body: RiskAnswersBody; answer: RiskChangeCodeResponse }>();
  // The questionnaire's draft is forgotten once the change is made (the hook comes below).
  const discardDraft = useRef<() => void>(() => undefined);

  const sendCode = useCallback(
    async (body: RiskAnswersBody) => {
      const answer = await callRoute(client, riskChangeCodeRoute, { body });
      setSent({ body, answer });
      return answer;
    },
    [client],
  );

  const codeForm = useFormFlow<ChangeCodeValues, ChangeCodeValues, RiskChangeResponse>({
    schema: changeCodeSchema,
    defaultValues: { code: '' },
    placement: { SECURITY_CODE_NO_MATCH: 'code' },
    submit: ({ code }) => callRoute(client, riskChangeRoute, { body: { ...sent!.body, code } }),
    onSuccess: (answer) => {
      discardDraft.current();
      void mutate(RISK_RESULT_KEY, { result: answer.result }, { revalidate: false });
      void mutate(PROFILE_KEY);
      // The session's risk profile (the fund pages read it) follows the change.
      void callRoute(client, meRoute, {}).then(
        (me) => session.updateUser(me.user, me.form_steps),
        () => undefined,
      );
      onChanged(riskChangeView(answer));
    },
  });

  const { resend, markSent } = useResend(
    (again) => (again && sent ? sendCode(sent.body) : Promise.resolve(undefined)),
    ['100103'],
    codeForm.setFormError,
  );

  const questionnaire = useRiskQuestionnaire({
    step,
    goTo,
    draftScope: 'change',
    submit: async (body) => {
      await sendCode(body);
      codeForm.reset({ code: '' });
      markSent();
      setStage('code');
    },
  });

  useEffect(() => {
    discardDraft.current = questionnaire.discardDraft;
  }, [questionnaire.discardDraft]);

  const onBack = useCallback(() => {
    codeForm.reset({ code: '' });
    setStage('answers');
  }, [codeForm]);

  return useMemo(
    () => ({
      stage,
      questionnaire,
      codeForm,
      resend,
      /** Where the code went, masked. */
      maskedEmail: sent?.answer.masked_email ?? '',
      /** The profile the answers give, and the one in force. */
      newProfile: sent ? PROFILE_LABELS[sent.answer.profile] : null,
      currentProfile: sent?.answer.previous_profile
        ? PROFILE_LABELS[sent.answer.previous_profile]
        : null,
      stepperProps: changeStepperProps(
        { id: 'cuestionario', label: 'Cuestionario de riesgo' },
        stage,
        onBack,
      ),
      /** Back from Validación to the questionnaire's last question, every answer kept. */
      onBack,
    }),
    [stage, questionnaire, codeForm, resend, sent, onBack],
  );
}
