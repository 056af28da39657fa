import { recommendedFundsRoute } from '@saf/contract';
import { callRoute } from '../api/call';
import type { ApiClient } from '../api/client';

/**
 * Every fund the customer may choose, read under `INVEST_FUNDS_KEY`. Its own module: the
 * movements page reads it only to fill its fund filter, so it fetches the funds' schemas with
 * the call, after the list has painted.
 */
export function fetchInvestFunds(client: ApiClient) {
  return callRoute(client, recommendedFundsRoute, {});
}
