import { useEffect, useMemo, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  createRescueRoute,
  rescueOptionsRoute,
  type Rescue,
  type RescueHolding,
} from '@saf/contract';
import { ApiError } from '../api/client';
import { accountChoice, rescueReads } from './rescueReads';
import { callRoute } from '../api/call';
import { describeError } from '../errors';
import { useFormFlow } from '../forms/useFormFlow';
import { useDataScope } from '../provider/FlowsDataScope';
import { useFlows, useSessionSnapshot } from '../provider/FlowsProvider';
import { useFlowsLinks } from '../provider/FlowsLinksProvider';
import { BANK_ACCOUNTS_KEY, useBankAccountList } from '../accounts/bankAccountList';
import { PORTFOLIO_KEY } from '../investing/keys';
import {
  EMPTY_RESCUE,
  holdingId,
  problemMessage,
  requestOf,
  rescueDetailSchema,
  rescuePreview,
  type RescueDetailValues,
} from './rescueForm';

export * from './rescueForm';
export type { Rescue } from '@saf/contract';

export { RESCUE_OPTIONS_KEY } from './keys';
import { RESCUE_OPTIONS_KEY } from './keys';
import type { Place, RescueStep, WizardPlace } from '../wizards/places';
import type { RescueAddress } from '../wizards/definitions';

export interface RescueNavigation {
  /** Another step of the wizard. */
  go(to: Extract<WizardPlace, { wizard: 'rescue' }>): void;
  /** Another page of the portal (the facial check, Inicio). */
  redirect(place: Place): void;
}

/** The facial check for rescues, then back to a step of the wizard. */
export const rescueBiometric = (step: RescueStep): Place => ({
  page: 'biometric',
  purpose: 'rescue',
  back: { wizard: 'rescue', step },
});

interface Draft {
  values: RescueDetailValues;
  account: string;
  /** The Idempotency-Key of the request being sent, with the body it was made for. */
  key?: string;
  body?: string;
}

const draftKey = (userId: number | undefined) => `rescue-draft:${userId ?? 'anon'}`;
function readDraft(userId: number | undefined): Draft | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(draftKey(userId));
    return raw ? (JSON.parse(raw) as Draft) : null;
  } catch {
    return null;
  }
}
function writeDraft(userId: number | undefined, draft: Draft | null) {
  try {
    if (draft) globalThis.sessionStorage?.setItem(draftKey(userId), JSON.stringify(draft));
    else globalThis.sessionStorage?.removeItem(draftKey(userId));
  } catch {
    // Storage full or off: the wizard still works, without surviving a reload.
  }
}
const newKey = () => globalThis.crypto.randomUUID();

/** A holding as the screens show it. */
function holdingItem(h: RescueHolding) {
  return {
    id: holdingId(h),
    fundName: h.fund_name,
    seriesLabel: h.series_name,
    currency: h.currency,
    cuotas: h.available_cuotas,
    valorCuota: h.valor_cuota,
    valorCuotaDate: h.valor_cuota_date,
    value: h.available_value,
  };
}

/**
 * The rescue wizard (`/rescue/create-rescue`), after the facial check for rescues: Detalle (the
 * holding, partial in money or cuotas or total, the minimums, and the estimate as the customer
 * types) and Cuenta (an own account in the fund's currency, or a way to add one without losing
 * what was typed). The request carries an Idempotency-Key kept with the draft, so a retry
 * never places a second rescue.
 */
export function useRescue(
  address: RescueAddress,
  nav: RescueNavigation,
  options: { onCreated: (rescue: Rescue) => void },
) {
  useDataScope('useRescue');
  const { client } = useFlows();
  const links = useFlowsLinks();
  const { mutate } = useSWRConfig();
  const user = useSessionSnapshot().user as { id?: number } | null;
  const userId = user?.id;
  const [firstDraft] = useState(() => readDraft(userId));
  const query = useSWR(RESCUE_OPTIONS_KEY, () => callRoute(client, rescueOptionsRoute, {}));
  const accounts = useBankAccountList();
  const data = query.data;
  const holdings = useMemo(() => data?.holdings ?? [], [data]);

  // ---- Detalle ---------------------------------------------------------------------------
  const initial = useMemo<RescueDetailValues>(() => {
    const fromAddress = address.fund
      ? holdings.find((h) => h.fund_code === address.fund)
      : undefined;
    const only = holdings.length === 1 ? holdings[0] : undefined;
    const chosen = fromAddress ?? only;
    return {
      ...EMPTY_RESCUE,
      ...firstDraft?.values,
      ...(chosen && !firstDraft?.values.fund_series ? { fund_series: holdingId(chosen) } : {}),
    };
  }, [address.fund, firstDraft, holdings]);
  const schema = useMemo(
    () => rescueDetailSchema(holdings, data?.server_time ?? new Date().toISOString()),
    [holdings, data],
  );
  const detail = useFormFlow<RescueDetailValues, RescueDetailValues, true>({
    schema,
    defaultValues: initial,
    submit: async () => true,
    onSuccess: () => nav.go({ wizard: 'rescue', step: 'cuenta' }),
  });
  // The options arrive after the first render: the holding from the address is chosen then.
  const [seeded, setSeeded] = useState(false);
  if (!seeded && data) {
    setSeeded(true);
    if (initial.fund_series !== detail.values.fund_series) detail.reset(initial);
  }
  const holding = holdings.find((h) => holdingId(h) === detail.values.fund_series);
  const estimate = holding
    ? rescuePreview(holding, detail.values, data?.server_time ?? new Date().toISOString())
    : null;

  // ---- Cuenta ----------------------------------------------------------------------------
  const inCurrency = (accounts.data?.accounts ?? []).filter(
    (a) => !holding || a.currency === holding.currency,
  );
  const [account, setAccount] = useState(firstDraft?.account ?? '');
  const chosenAccount =
    inCurrency.find((a) => String(a.id) === account) ?? inCurrency.find((a) => a.is_main);
  const [accountSubmits, setAccountSubmits] = useState(0);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | undefined>();

  // What is typed and chosen stays in the tab, for the facial check and the account form.
  useEffect(() => {
    const d = readDraft(userId);
    writeDraft(userId, { ...d, values: detail.values, account });
  }, [detail.values, account, userId]);

  const onSubmitAccount = async () => {
    setAccountSubmits((n) => n + 1);
    setSendError(undefined);
    const request = requestOf(detail.values);
    if (!holding || !request) {
      nav.go({ wizard: 'rescue', step: 'detalle' });
      return;
    }
    if (!chosenAccount) return;
    const body = {
      fund_code: holding.fund_code,
      series: holding.series,
      ...request,
      bank_account_id: chosenAccount.id,
    };
    const text = JSON.stringify(body);
    const d = readDraft(userId);
    const key = d?.body === text && d.key ? d.key : newKey();
    writeDraft(userId, { values: detail.values, account, key, body: text });
    setSending(true);
    try {
      const created = await callRoute(
        client,
        createRescueRoute,
        { body },
        {
          headers: { 'Idempotency-Key': key },
        },
      );
      writeDraft(userId, null);
      void mutate(RESCUE_OPTIONS_KEY);
      void mutate(PORTFOLIO_KEY);
      void mutate(BANK_ACCOUNTS_KEY);
      options.onCreated(created);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === 'BIOMETRIC_REQUIRED') {
        nav.redirect(rescueBiometric('cuenta'));
        return;
      }
      if (
        code === 'RESCUE_MINIMUM_AMOUNT' ||
        code === 'RESCUE_MINIMUM_REMAINING' ||
        code === 'RESCUE_ABOVE_BALANCE' ||
        code === 'RESCUE_WITHIN_24_HOURS'
      ) {
        // The holding changed meanwhile (another rescue, a new valor cuota): Detalle says why.
        void query.mutate();
      }
      setSendError(describeError(error).message);
    } finally {
      setSending(false);
    }
  };

  const problem = estimate?.figures.problem;
  const frame = {
    lastCompletedStep: address.step === 'cuenta' ? ('detalle' as const) : undefined,
    onStepChange: (id: RescueStep) => nav.go({ wizard: 'rescue', step: id }),
    onBack: () =>
      address.step === 'cuenta'
        ? nav.go({ wizard: 'rescue', step: 'detalle' })
        : nav.redirect({ page: 'dashboard' }),
    backLeaves: address.step === 'detalle',
    fundName: holding?.fund_name,
  };
  const accountError =
    accountSubmits > 0 && !chosenAccount && inCurrency.length > 0
      ? 'Elige la cuenta donde recibirás el dinero.'
      : undefined;
  const reads = rescueReads(query, accounts);
  return {
    ...reads,
    /**
     * A fund the customer cannot rescue yet (within 24 hours of the last rescue) says so first:
     * no facial check is asked for a rescue that would be refused.
     */
    needsBiometric: reads.needsBiometric && !holding?.next_rescue_from,
    /** Nothing to rescue: no holding with cuotas. */
    empty: Boolean(data && holdings.length === 0),
    frame,
    /** The step on screen shows errors (the page's title says so). */
    hasErrors: address.step === 'cuenta' ? Boolean(accountError || sendError) : detail.hasErrors,
    detail: {
      ...detail,
      holdings: holdings.map(holdingItem),
      minimums: {
        rescue: holding?.min_rescue ?? '0.00',
        balance: holding?.min_balance ?? '0.00',
      },
      preview: estimate && !problem ? estimate.preview : null,
      blocked: holding?.next_rescue_from ? { until: holding.next_rescue_from } : null,
      movementsHref: links.href({ page: 'movements' }),
      problemMessage: problem && holding ? problemMessage(problem, holding.currency) : undefined,
    },
    account: {
      currency: holding?.currency ?? 'PEN',
      accounts: inCurrency.map(accountChoice),
      value: chosenAccount ? String(chosenAccount.id) : '',
      onChange: (id: string) => setAccount(id),
      error: accountError,
      formError: sendError,
      submitCount: accountSubmits,
      submitting: sending,
      onSubmit: () => void onSubmitAccount(),
      addAccountHref: links.href({
        page: 'addAccount',
        back: { wizard: 'rescue', step: 'cuenta' },
      }),
      /** The rescue set up on Detalle, or null when Detalle is not complete. */
      summary:
        estimate &&
        holding &&
        !problem &&
        (detail.values.kind === 'partial' || detail.values.kind === 'total')
          ? {
              fundName: holding.fund_name,
              seriesLabel: holding.series_name,
              kind: detail.values.kind,
              unit: detail.values.unit,
              preview: estimate.preview,
            }
          : null,
    },
  };
}
