import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { z } from 'zod/mini';
import {
  toUnits8,
  createScheduledRescueRoute,
  nextScheduledRescueDay,
  rescueOptionsRoute,
  type RescueHolding,
  type ScheduledRescue,
} from '@saf/contract';
import { ApiError } from '../api/client';
import { accountChoice, rescueReads } from './rescueReads';
import { callRoute } from '../api/call';
import { BANK_ACCOUNTS_KEY, useBankAccountList } from '../accounts/bankAccountList';
import { longDay, moneyLabel } from '../format';
import { useFormFlow } from '../forms/useFormFlow';
import { PORTFOLIO_KEY } from '../investing/keys';
import { useDataScope } from '../provider/FlowsDataScope';
import { useFlows, useSessionSnapshot } from '../provider/FlowsProvider';
import { useFlowsLinks } from '../provider/FlowsLinksProvider';
import { RESCUE_OPTIONS_KEY } from './keys';

export type { ScheduledRescue } from '@saf/contract';
export { scheduleItem } from './scheduleItem';
import type { ScheduledRescueAddress } from '../wizards/definitions';
import type { Place, WizardPlace } from '../wizards/places';
export { useScheduledRescueActions } from './scheduleActions';

/** The form's values, as the screen edits them. */
export interface ScheduledRescueValues {
  [key: string]: unknown;
  /** Each month's amount, in the fund's currency. */
  amount: string;
  /** The day of the month, `'1'` to `'28'`, `''` while none is chosen. */
  day: string;
  /** The account's id, `''` while none is chosen. */
  account: string;
}

export const EMPTY_SCHEDULED_RESCUE: ScheduledRescueValues = { amount: '', day: '', account: '' };

/** The days a schedule may take: 1 to 28, so that every month has it. */
export const SCHEDULE_DAYS = Array.from({ length: 28 }, (_, i) => String(i + 1));

const AMOUNT = /^(?!0+(\.0+)?$)\d{1,10}(\.\d{1,2})?$/;
/** Money compared exactly, as scaled integers (never as floats). */
const cents = (decimal: string) => toUnits8(decimal);

/**
 * The form's checks: an amount of at least the series' minimum rescue and within what the
 * customer holds now (each month's rescue is refused above the balance), a day, an account.
 */
export function scheduledRescueFormSchema(holding: RescueHolding | undefined) {
  return z
    .object({
      amount: z.string(),
      day: z
        .string()
        .check(z.refine((v) => SCHEDULE_DAYS.includes(v), 'Elige el día del mes del rescate.')),
      account: z
        .string()
        .check(z.refine((v) => v !== '', 'Elige la cuenta donde recibirás el dinero.')),
    })
    .check(
      z.superRefine((v, ctx) => {
        const amount = v.amount.trim().replace(/,/g, '');
        const issue = (message: string) =>
          ctx.addIssue({ code: 'custom', path: ['amount'], message });
        if (!amount) return issue('Ingresa el monto de cada rescate.');
        if (!AMOUNT.test(amount)) return issue('Ingresa un monto válido, con hasta 2 decimales.');
        if (!holding) return;
        if (cents(amount) < cents(holding.min_rescue))
          return issue(
            `El monto mínimo de rescate es ${moneyLabel(holding.min_rescue, holding.currency)}.`,
          );
        if (cents(amount) > cents(holding.available_value))
          return issue(
            `El monto supera tu saldo disponible de ${moneyLabel(holding.available_value, holding.currency)}.`,
          );
      }),
    ) as unknown as z.ZodMiniType<ScheduledRescueValues, ScheduledRescueValues>;
}

const draftKey = (userId: number | undefined, fund: string) =>
  `scheduled-rescue-draft:${userId ?? 'anon'}:${fund}`;
function readDraft(key: string): ScheduledRescueValues | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as ScheduledRescueValues) : null;
  } catch {
    return null;
  }
}
function writeDraft(key: string, values: ScheduledRescueValues | null) {
  try {
    if (values) globalThis.sessionStorage?.setItem(key, JSON.stringify(values));
    else globalThis.sessionStorage?.removeItem(key);
  } catch {
    // Storage full or off: the form still works, without surviving the account form.
  }
}

/** Lima's calendar day of an instant. */
const limaDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date(iso));

/**
 * `/rescue/scheduled-rescue?fondo=…&serie=…`: a monthly rescue of a fixed amount, on a chosen day,
 * to one of the customer's accounts in the fund's currency. Like a rescue, it is set up after
 * the facial check for rescues; what was typed survives adding an account on the way.
 */
export function useScheduledRescue(
  address: ScheduledRescueAddress,
  nav: { redirect(place: Place): void },
  options: { onCreated: (schedule: ScheduledRescue) => void },
) {
  useDataScope('useScheduledRescue');
  const { client } = useFlows();
  const links = useFlowsLinks();
  const { mutate } = useSWRConfig();
  const userId = (useSessionSnapshot().user as { id?: number } | null)?.id;
  const query = useSWR(RESCUE_OPTIONS_KEY, () => callRoute(client, rescueOptionsRoute, {}));
  const accounts = useBankAccountList();
  const data = query.data;
  const holding = data?.holdings.find(
    (h) => h.fund_code === address.fund && (!address.series || h.series === address.series),
  );
  /** This form, which the facial check for rescues and a new account return to. */
  const here: WizardPlace = {
    wizard: 'scheduledRescue',
    fund: address.fund ?? '',
    series: address.series ?? undefined,
  };
  const biometric: Place = { page: 'biometric', purpose: 'rescue', back: here };
  const key = draftKey(userId, address.fund ?? '');
  const [defaults] = useState(() => ({ ...EMPTY_SCHEDULED_RESCUE, ...readDraft(key) }));
  const inCurrency = (accounts.data?.accounts ?? []).filter(
    (a) => holding && a.currency === holding.currency,
  );
  const schema = scheduledRescueFormSchema(holding);

  const form = useFormFlow<ScheduledRescueValues, ScheduledRescueValues, ScheduledRescue>({
    schema,
    defaultValues: defaults,
    placement: { RESCUE_MINIMUM_AMOUNT: 'amount', RESCUE_ACCOUNT_CURRENCY: 'account' },
    submit: (values) =>
      callRoute(client, createScheduledRescueRoute, {
        body: {
          fund_code: holding!.fund_code,
          series: holding!.series,
          amount: values.amount.trim().replace(/,/g, ''),
          day_of_month: Number(values.day),
          bank_account_id: Number(values.account),
        },
      }),
    onSuccess: (created) => {
      writeDraft(key, null);
      void mutate(PORTFOLIO_KEY);
      void mutate(BANK_ACCOUNTS_KEY);
      options.onCreated(created);
    },
    onFailure: (error) => {
      if (error instanceof ApiError && error.code === 'BIOMETRIC_REQUIRED') nav.redirect(biometric);
    },
  });
  // The main account is chosen until the customer picks another.
  const main = inCurrency.find((a) => a.is_main) ?? inCurrency[0];
  const values = {
    ...form.values,
    account: inCurrency.some((a) => String(a.id) === form.values.account)
      ? form.values.account
      : main
        ? String(main.id)
        : '',
  };
  const onValueChange: typeof form.onValueChange = (name, value) => {
    form.onValueChange(name, value);
    writeDraft(key, { ...values, [name]: value });
  };

  const today = limaDay(data?.server_time ?? new Date().toISOString());
  const day = SCHEDULE_DAYS.includes(values.day) ? Number(values.day) : null;
  return {
    ...rescueReads(query, accounts),
    biometric,
    /** The customer holds no cuotas of that fund (or series). */
    missing: Boolean(data && !holding),
    /** The fund's data do not allow scheduled rescues. */
    notAllowed: Boolean(holding && !holding.scheduled_rescue_allowed),
    screen: {
      ...form,
      values,
      onValueChange,
      onSubmit: () => {
        if (values.account !== form.values.account) form.onValueChange('account', values.account);
        form.onSubmit();
      },
      fundName: holding?.fund_name ?? '',
      seriesLabel: holding?.series_name ?? '',
      currency: holding?.currency ?? 'PEN',
      available: holding?.available_value ?? '0.00',
      minimum: holding?.min_rescue ?? '0.00',
      days: SCHEDULE_DAYS,
      /** The first rescue's day for the chosen day of the month (or the next business day). */
      firstDate: day ? nextScheduledRescueDay(today, day) : null,
      accounts: inCurrency.map(accountChoice),
      addAccountHref: links.href({ page: 'addAccount', back: here }),
      onBack: () => nav.redirect({ page: 'dashboard' }),
    },
  };
}

/** What the "rescate programado" splash says of a schedule just set up. */
export function scheduledRescueCreatedText(s: ScheduledRescue): string {
  return `Cada mes, el día ${s.day_of_month}, rescataremos ${moneyLabel(s.amount, s.currency)} de ${s.fund_name} y los depositaremos en tu cuenta ${s.bank_account.bank_name} •••• ${s.bank_account.last4}. El primero será el ${longDay(s.next_date)}, o el día hábil siguiente. Puedes pausarlo o cancelarlo desde Inicio.`;
}
