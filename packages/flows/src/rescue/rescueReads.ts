import {
  BANK_ACCOUNT_TYPES,
  type BankAccount,
  type BankAccountList,
  type RescueOptions,
} from '@saf/contract';
import type { SWRResponse } from 'swr';
import { describeError } from '../errors';

/**
 * What the rescue pages (the wizard, a scheduled rescue) make of their two reads, the rescue
 * options and the customer's accounts: either failing is an error with "Reintentar", never a
 * skeleton left waiting; and whether the facial check for rescues must come first.
 */
export function rescueReads(
  query: SWRResponse<RescueOptions>,
  accounts: SWRResponse<BankAccountList>,
) {
  const data = query.data;
  const failed = query.error ?? accounts.error;
  return {
    state: failed
      ? ('error' as const)
      : data && accounts.data
        ? ('ready' as const)
        : ('loading' as const),
    loadError: failed ? describeError(failed).message : undefined,
    retry: () => {
      void query.mutate();
      void accounts.mutate();
    },
    /**
     * No facial check for rescues in the last 30 minutes: the camera comes first. Decided on
     * an answer read now, not on one kept from before a check the customer has just passed.
     */
    needsBiometric: Boolean(data && !data.biometric_valid && !query.isValidating),
    /** The kept answer says "no check" and a fresh one is on its way. */
    checking: Boolean(data && !data.biometric_valid && query.isValidating),
  };
}

/** An own account as the rescue screens' account cards show it. */
export function accountChoice(a: BankAccount) {
  return {
    id: String(a.id),
    bankName: a.bank_name,
    alias: a.alias,
    typeLabel: BANK_ACCOUNT_TYPES[a.account_type],
    accountNumber: a.account_number,
    isMain: a.is_main,
  };
}
