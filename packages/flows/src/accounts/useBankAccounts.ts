import { useCallback, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  BANK_ACCOUNT_TYPES,
  createBankAccountRoute,
  deleteBankAccountRoute,
  setMainBankAccountRoute,
  updateBankAccountRoute,
  type BankAccount,
  type BankAccountList,
} from '@saf/contract';
import { callRoute } from '../api/call';
import { describeError, type FieldPlacement } from '../errors';
import { useFormFlow } from '../forms/useFormFlow';
import { BANK_ACCOUNTS_KEY, accountLabel, useBankAccountList } from './bankAccountList';
import { useFlows } from '../provider/FlowsProvider';
import {
  EMPTY_BANK_ACCOUNT,
  accountTypeOptions,
  bankAccountFormSchema,
  bankAccountValues,
  bankOfCci,
  bankOptions,
  currencyOptions,
  liveCciCheck,
  type BankAccountFormValues,
} from './bankAccountForm';

export * from './bankAccountForm';

export { BANK_ACCOUNTS_KEY, accountLabel, useBankAccountList } from './bankAccountList';

/**
 * `/accounts`: the list with each account's bank, currency, type and numbers, the main one
 * first; "Hacer principal" and "Eliminar" (refused while a pending rescue pays to it).
 */
export function useBankAccounts(options: { editHref: (id: number) => string }) {
  const { client } = useFlows();
  const query = useBankAccountList();
  const [busyId, setBusyId] = useState<string | undefined>();
  const [actionError, setActionError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const busy = useRef(false);
  const data = query.data;
  const { editHref } = options;

  const act = useCallback(
    async (
      id: string,
      run: () => Promise<BankAccountList>,
      done: (list: BankAccountList) => string,
    ) => {
      if (busy.current) return;
      busy.current = true;
      setBusyId(id);
      setActionError(undefined);
      setNotice(undefined);
      try {
        const list = await run();
        await query.mutate(list, { revalidate: false });
        setNotice(done(list));
      } catch (error) {
        setActionError(describeError(error).message);
      } finally {
        busy.current = false;
        setBusyId(undefined);
      }
    },
    [query],
  );

  const onSetMain = useCallback(
    (id: string) =>
      void act(
        id,
        () => callRoute(client, setMainBankAccountRoute, { params: { id } }),
        (list) => {
          const main = list.accounts.find((a) => String(a.id) === id);
          return main ? `Tu cuenta principal ahora es ${accountLabel(main)}.` : '';
        },
      ),
    [act, client],
  );

  const onRemove = useCallback(
    (id: string) => {
      const removed = data?.accounts.find((a) => String(a.id) === id);
      void act(
        id,
        () => callRoute(client, deleteBankAccountRoute, { params: { id } }),
        () =>
          removed ? `Eliminamos la cuenta ${accountLabel(removed)}.` : 'Eliminamos la cuenta.',
      );
    },
    [act, client, data],
  );

  const accounts = useMemo(
    () =>
      (data?.accounts ?? []).map((a) => ({
        id: String(a.id),
        bankName: a.bank_name,
        currency: a.currency,
        typeLabel: BANK_ACCOUNT_TYPES[a.account_type],
        accountNumber: a.account_number,
        cci: a.cci,
        alias: a.alias,
        isMain: a.is_main,
        inUse: a.in_use,
        cciUnchecked: a.cci_unchecked,
        editHref: editHref(a.id),
      })),
    [data, editHref],
  );

  return {
    accounts,
    max: data?.max ?? 5,
    loading: !data && !query.error,
    loadError: query.error && !data ? describeError(query.error).message : undefined,
    onRetry: () => void query.mutate(),
    onSetMain,
    onRemove,
    busyId,
    actionError,
    notice,
  };
}

const PLACEMENT: FieldPlacement<keyof BankAccountFormValues & string> = {
  BANK_ACCOUNT_EXISTS: 'account_number',
  CCI_EXISTS: 'cci',
  REAUTH_FAILED: 'password',
  '100008': 'password',
};

/**
 * `/accounts/create` and `/accounts/edit`: the account form with the CCI checked as the
 * customer types (check digits, its bank, the account number inside it), the holder's
 * declaration and the password again. A refused save keeps every value.
 */
export function useBankAccountForm(options: {
  /** The account to edit; none to add one. */
  id?: number;
  onSaved?: (account: BankAccount, mode: 'create' | 'edit') => void;
}) {
  const { client } = useFlows();
  const { mutate } = useSWRConfig();
  const list = useBankAccountList();
  const { id } = options;
  const mode: 'create' | 'edit' = id === undefined ? 'create' : 'edit';
  const editing = id === undefined ? undefined : list.data?.accounts.find((a) => a.id === id);

  const flow = useFormFlow({
    schema: bankAccountFormSchema,
    defaultValues: EMPTY_BANK_ACCOUNT,
    placement: PLACEMENT,
    submit: async (body) =>
      id === undefined
        ? callRoute(client, createBankAccountRoute, { body })
        : callRoute(client, updateBankAccountRoute, { params: { id: String(id) }, body }),
    onSuccess: (account) => {
      void mutate(BANK_ACCOUNTS_KEY);
      options.onSaved?.(account, mode);
    },
  });

  // The account to edit fills the form once it is loaded.
  const [filledFor, setFilledFor] = useState<number | undefined>();
  if (editing && filledFor !== editing.id) {
    setFilledFor(editing.id);
    flow.reset(bankAccountValues(editing));
  }

  const { onValueChange } = flow;
  const onChange = useCallback(
    <K extends keyof BankAccountFormValues & string>(field: K, value: BankAccountFormValues[K]) => {
      onValueChange(field, value);
      // A CCI typed before the bank chooses the bank it names.
      if (field === 'cci' && !flow.values.bank_code) {
        const bank = bankOfCci(String(value));
        if (bank && String(value).replace(/[\s-]/g, '').length >= 3)
          onValueChange('bank_code', bank);
      }
    },
    [onValueChange, flow.values.bank_code],
  );

  const live = liveCciCheck(flow.values);
  const errors = live.error && !flow.errors.cci ? { ...flow.errors, cci: live.error } : flow.errors;
  const notFound = mode === 'edit' && Boolean(list.data) && !editing;

  return {
    ...flow,
    errors,
    onValueChange: onChange,
    mode,
    banks: bankOptions,
    currencies: currencyOptions,
    accountTypes: accountTypeOptions,
    cciStatus: errors.cci ? undefined : live.status,
    /** Editing: the account is still loading. */
    loading: mode === 'edit' && !list.data && !list.error,
    loadError: list.error && !list.data ? describeError(list.error).message : undefined,
    onRetry: () => void list.mutate(),
    /** Editing an account that is not the customer's (or was removed). */
    notFound,
    /** A pending rescue pays to it: its numbers cannot change now. */
    inUse: editing?.in_use ?? false,
  };
}
