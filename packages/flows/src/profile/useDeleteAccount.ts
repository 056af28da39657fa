import useSWR from 'swr';
import { z } from 'zod/mini';
import { accountDeletionStatusRoute, deleteAccountRoute } from '@saf/contract';
import { ApiError } from '../api/client';
import { callRoute } from '../api/call';
import { describeError } from '../errors';
import { useFormFlow } from '../forms/useFormFlow';
import { useDataScope } from '../provider/FlowsDataScope';
import { useFlows } from '../provider/FlowsProvider';

export const ACCOUNT_DELETION_KEY = 'account-deletion';

export interface DeleteAccountFormValues {
  [key: string]: unknown;
  password: string;
}

const schema = z.object({
  password: z.string().check(z.minLength(1, 'Ingresa tu contraseña.')),
}) as unknown as z.ZodMiniType<DeleteAccountFormValues, DeleteAccountFormValues>;

const EMPTY: DeleteAccountFormValues = { password: '' };

/**
 * "Eliminar cuenta": what stands in the way (cuotas held, orders and rescues in process, read
 * from the API), and with nothing in the way the password that confirms it. Once deleted the
 * session ends on this device too, and the login page says why.
 */
export function useDeleteAccount(options: {
  trackerHref: (reference: string) => string;
  onDeleted: () => void;
}) {
  useDataScope('useDeleteAccount');
  const { client, session } = useFlows();
  const query = useSWR(ACCOUNT_DELETION_KEY, () =>
    callRoute(client, accountDeletionStatusRoute, {}),
  );
  const form = useFormFlow<DeleteAccountFormValues, DeleteAccountFormValues, { message: string }>({
    schema,
    defaultValues: EMPTY,
    placement: { REAUTH_FAILED: 'password' },
    submit: (values) =>
      callRoute(client, deleteAccountRoute, { body: { password: values.password } }),
    onSuccess: () => {
      session.clear('deleted');
      options.onDeleted();
    },
    onFailure: (error) => {
      // Something was invested or requested meanwhile (another tab): the page says what.
      if (error instanceof ApiError && error.code === 'ACCOUNT_NOT_EMPTY') void query.mutate();
    },
  });
  const data = query.data;
  return {
    state: query.error ? ('error' as const) : data ? ('ready' as const) : ('loading' as const),
    loadError: query.error ? describeError(query.error).message : undefined,
    retry: () => void query.mutate(),
    screen: {
      ...form,
      holdings: (data?.holdings ?? []).map((h) => ({
        fundName: h.fund_name,
        seriesLabel: h.series_name,
        currency: h.currency,
        value: h.value,
      })),
      pending: (data?.pending_orders ?? []).map((o) => ({
        reference: o.reference,
        fundName: o.fund_name,
        kind: o.kind,
        href: options.trackerHref(o.reference),
      })),
      retentionYears: data?.retention_years ?? 10,
    },
  };
}
