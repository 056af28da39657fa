import { changeRescueAccountRoute } from '@saf/contract';
import type { ApiClient } from '../api/client';
import { callRoute } from '../api/call';

/** Sends a rescue's rejected payout to another account (from the movements page's tracker). */
export function changeRescueAccount(client: ApiClient, reference: string, accountId: number) {
  return callRoute(client, changeRescueAccountRoute, {
    params: { reference },
    body: { bank_account_id: accountId },
  });
}
