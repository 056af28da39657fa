import { cancelRescueRoute } from '@saf/contract';
import type { ApiClient } from '../api/client';
import { callRoute } from '../api/call';

/** Withdraws a rescue before its cut-off (from the movements page's tracker). */
export function cancelRescue(client: ApiClient, reference: string) {
  return callRoute(client, cancelRescueRoute, { params: { reference } });
}
