import { recommendedFundsRoute } from '@saf/contract';
import useSWR from 'swr';
import { callRoute } from '../api/call';
import { useDataScope } from '../provider/FlowsDataScope';
import { useFlows } from '../provider/FlowsProvider';

export const RECOMMENDED_FUNDS_KEY = 'funds-recommended';

/** Every fund ordered for the customer's profile (read once per session, shared by pages). */
export function useRecommendedFundsData() {
  useDataScope('useRecommendedFundsData');
  const { client } = useFlows();
  return useSWR(RECOMMENDED_FUNDS_KEY, () => callRoute(client, recommendedFundsRoute, {}));
}
