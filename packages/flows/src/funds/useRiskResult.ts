import { riskQuestionnaireRoute, riskResultRoute, type RiskProfile } from '@saf/contract';
import { useMemo } from 'react';
import useSWR from 'swr';
import { callRoute } from '../api/call';
import { describeError } from '../errors';
import { useDataScope } from '../provider/FlowsDataScope';
import { useFlows } from '../provider/FlowsProvider';
import { RISK_QUESTIONNAIRE_KEY, RISK_RESULT_KEY } from './useRiskQuestionnaire';
import { useRecommendedFundsData } from './useRecommendedFunds';
import { PROFILE_LABELS, toFundCard, type FundCardData } from './view';

/** How many suitable funds the result page recommends. */
export const RESULT_RECOMMENDATIONS = 3;

/**
 * The customer's risk profile as their last questionnaire scored it: what it means, the
 * bands, and the funds that suit it best. `state` is 'none' before the questionnaire.
 */
export function useRiskResult() {
  useDataScope('useRiskResult');
  const { client } = useFlows();
  const result = useSWR(RISK_RESULT_KEY, () => callRoute(client, riskResultRoute, {}));
  const questionnaire = useSWR(RISK_QUESTIONNAIRE_KEY, () =>
    callRoute(client, riskQuestionnaireRoute, {}),
  );
  const funds = useRecommendedFundsData();

  return useMemo(() => {
    const failure = result.error ?? questionnaire.error;
    const current = result.data?.result ?? null;
    const profiles = questionnaire.data?.profiles ?? [];
    const state: 'loading' | 'error' | 'none' | 'ready' = failure
      ? 'error'
      : !result.data || !questionnaire.data
        ? 'loading'
        : current
          ? 'ready'
          : 'none';
    const recommended: FundCardData[] = (funds.data?.funds ?? [])
      .filter((f) => f.suitable)
      .slice(0, RESULT_RECOMMENDATIONS)
      .map((f) => toFundCard(f.fund));
    const band = profiles.find((p) => p.profile === current?.profile);
    return {
      state,
      loadError: failure ? describeError(failure).message : undefined,
      retry: () => {
        void result.mutate();
        void questionnaire.mutate();
        void funds.mutate();
      },
      profile: (current?.profile ?? null) as RiskProfile | null,
      profileLabel: current ? PROFILE_LABELS[current.profile] : '',
      description: band?.description ?? '',
      score: current?.score ?? 0,
      maxScore: current?.max_score ?? 0,
      version: current?.version ?? 0,
      answeredAt: current?.answered_at ?? '',
      bands: profiles.map((p) => ({
        profile: p.profile,
        label: PROFILE_LABELS[p.profile],
        min: p.min_score,
        max: p.max_score,
      })),
      recommended,
      recommendedLoading: funds.isLoading,
    };
  }, [result, questionnaire, funds]);
}
