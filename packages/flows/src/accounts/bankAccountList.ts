import useSWR from 'swr';
import { listBankAccountsRoute, type BankAccount, type BankAccountList } from '@saf/contract';
import { callRoute } from '../api/call';
import { useDataScope } from '../provider/FlowsDataScope';
import { useFlows } from '../provider/FlowsProvider';

import { BANK_ACCOUNTS_KEY } from '../investing/keys';

export { BANK_ACCOUNTS_KEY };

/** How an account is named on screen and in messages: `BCP •••• 0082`. */
export function accountLabel(account: Pick<BankAccount, 'bank_name' | 'account_number'>): string {
  return `${account.bank_name} •••• ${account.account_number.slice(-4)}`;
}

/** The customer's accounts (SWR, shared by the list, the form and the rescue's Cuenta step). */
export function useBankAccountList() {
  useDataScope('useBankAccountList');
  const { client } = useFlows();
  return useSWR<BankAccountList>(BANK_ACCOUNTS_KEY, () =>
    callRoute(client, listBankAccountsRoute, {}),
  );
}
