import { changeRescueAccountRoute, listBankAccountsRoute } from '@saf/contract';
import { accountLabel } from '../accounts/bankAccountList';
import type { ApiClient } from '../api/client';
import { callRoute } from '../api/call';

// Fetched when a rescue's rejected payout shows (useMovements): not in the movements page's load.

/** Sends a rescue's rejected payout to another account (from the movements page's tracker). */
export function changeRescueAccount(client: ApiClient, reference: string, accountId: number) {
  return callRoute(client, changeRescueAccountRoute, {
    params: { reference },
    body: { bank_account_id: accountId },
  });
}

/** An account a rejected payout may go to: its id, its name on screen, its currency. */
export interface PayoutAccountOption {
  id: number;
  /** `BCP •••• 0082 (Sueldo)`. */
  label: string;
  /** `BCP •••• 0082`: how the rescue names the account it was sent to. */
  plain: string;
  currency: string;
}

/** The customer's accounts, named for the choice of a rejected payout's account. */
export async function readPayoutAccounts(client: ApiClient): Promise<PayoutAccountOption[]> {
  const { accounts } = await callRoute(client, listBankAccountsRoute, {});
  return accounts.map((a) => {
    const plain = accountLabel(a);
    return {
      id: a.id,
      plain,
      label: a.alias ? `${plain} (${a.alias})` : plain,
      currency: a.currency,
    };
  });
}
