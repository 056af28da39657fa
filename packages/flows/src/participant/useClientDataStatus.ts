import { clientDataStatusRoute } from '@saf/contract';
import useSWR from 'swr';
import { callRoute } from '../api/call';
import { useDataScope } from '../provider/FlowsDataScope';
import { useFlows } from '../provider/FlowsProvider';

/** SWR key of the client data's status; the wizard refreshes it when it saves. */
export const CLIENT_DATA_STATUS_KEY = 'client-data-status';

/**
 * Where the customer's client data stands (NONE, DRAFT, REVIEW, COMPLETED) and the screening
 * outcome, without the answers: what a page that only routes the customer needs.
 */
export function useClientDataStatus() {
  useDataScope('useClientDataStatus');
  const { client } = useFlows();
  return useSWR(CLIENT_DATA_STATUS_KEY, () => callRoute(client, clientDataStatusRoute, {}));
}
