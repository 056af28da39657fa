import {
  cancelOrderRoute,
  checkoutRoute,
  createSubscriptionRoute,
  investOptionsRoute,
  orderRoute,
  RECEIPT_MAX_BYTES,
  type InvestOptions,
  type Order,
  type PaymentMethodName,
} from '@saf/contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { callRoute } from '../api/call';
import { ApiError } from '../api/client';
import { describeError } from '../errors';
import { useFormFlow } from '../forms/useFormFlow';
import { useDataScope } from '../provider/FlowsDataScope';
import { useFlows, useSessionSnapshot } from '../provider/FlowsProvider';
import { useTransferReceipt } from './receiptStep';
import { bodyOf, newKey, readDraft, writeDraft, type Draft } from './investmentDraft';
import {
  BLOCKER_PLACES,
  biometricFor,
  investmentFrame,
  type InvestmentNavigation,
} from './investmentNav';
import {
  detailSchema,
  EMPTY_DETAIL,
  fundsOriginOptions,
  longDay,
  moneyLabel,
  seriesChoices,
  tradeDateOf,
  type InvestmentDetailValues,
} from './investmentForm';
import { PROFILE_LABELS, riskStepOf } from '../funds/view';
import { fetchInvestFunds } from './investFunds';
import { INVEST_FUNDS_KEY, investOptionsKey, orderKey, PORTFOLIO_KEY } from './keys';

import { INVESTMENT_STEPS, type InvestmentAddress } from '../wizards/definitions';

/** Refusals of the gateway, as the customer reads them. */
export const DECLINE_REASONS: Record<string, string> = {
  DECLINED: 'Tu banco rechazó el pago. Prueba con otra tarjeta o paga por transferencia.',
  INSUFFICIENT_FUNDS: 'La tarjeta no tiene fondos suficientes. Prueba con otra tarjeta.',
  EXPIRED_CARD: 'La tarjeta está vencida. Prueba con otra tarjeta.',
};

export { investOptionsKey, orderKey } from './keys';
export { BLOCKER_PLACES, type InvestmentNavigation } from './investmentNav';
export { checkReceipt, type ReceiptValues } from './receiptStep';

/** A Lima time of an instant (`13:00`). */
const limaTime = (iso: string) =>
  new Intl.DateTimeFormat('es-PE', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'America/Lima',
  }).format(new Date(iso));

/**
 * The investment wizard (`/subscription/investment`): Detalle (fund, series, amount, origin of
 * the funds, fees, trade date, suitability), the facial check, the order placed with an
 * Idempotency-Key, Banco (transfer to a collection account, or the payment gateway) and
 * Constancia (the transfer's receipt, or the gateway's answer). A customer who cannot invest
 * yet is sent where they must go first.
 */
export function useInvestment(address: InvestmentAddress, nav: InvestmentNavigation) {
  useDataScope('useInvestment');
  const { client } = useFlows();
  const { mutate } = useSWRConfig();
  const user = useSessionSnapshot().user as { id?: number; email?: string } | null;
  const userId = user?.id;
  // The draft lives in the tab's storage: read once for the first render, then by each action.
  const [firstDraft] = useState(() => readDraft(userId));
  const setDraft = useCallback((next: Draft | null) => writeDraft(userId, next), [userId]);

  const fundCode = address.fund ?? firstDraft?.values.fund_code ?? '';
  const validCode = /^[A-Z0-9]{2,10}$/.test(fundCode);
  const funds = useSWR(INVEST_FUNDS_KEY, () => fetchInvestFunds(client));
  const options = useSWR(validCode ? investOptionsKey(fundCode) : null, () =>
    callRoute(client, investOptionsRoute, { params: { code: fundCode } }),
  );
  const reference = address.order ?? null;
  const waitingPayment = address.step === 'constancia' && Boolean(address.payment);
  const order = useSWR(
    reference ? orderKey(reference) : null,
    () => callRoute(client, orderRoute, { params: { reference: reference! } }),
    {
      // Back from the gateway: its notification may still be on its way.
      refreshInterval: (o?: Order) =>
        waitingPayment && o?.payment_status === 'PENDING' && o.online_payment?.status !== 'DECLINED'
          ? 1500
          : 0,
    },
  );

  // ---- Detalle ---------------------------------------------------------------------------
  const data = options.data;
  const revalidateOptions = options.mutate;
  const schema = useMemo(() => (data ? detailSchema(data) : null), [data]);
  const initial = useMemo<InvestmentDetailValues>(
    () => ({ ...EMPTY_DETAIL, ...firstDraft?.values, fund_code: fundCode }),
    // The draft is read once; the fund may come from the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fundCode],
  );
  const submitDetail = useCallback(
    async (values: InvestmentDetailValues): Promise<Order | null> => {
      if (!data) return null;
      const body = bodyOf(values);
      const draft = readDraft(userId);
      // The options on screen may predate the facial check the customer has just passed (they
      // are revalidated on return, and Continuar can come first): ask again before sending the
      // customer back to the camera.
      const biometricValid =
        data.biometric_valid || Boolean((await revalidateOptions())?.biometric_valid);
      if (!biometricValid) {
        setDraft({
          values,
          key: draft?.key ?? newKey(),
          ...(draft?.reference ? { reference: draft.reference, placed: draft.placed } : {}),
        });
        nav.redirect(biometricFor(values.fund_code));
        return null;
      }
      // The same values as the order already placed: that order, not another one.
      const same = draft?.reference && draft.placed === body;
      const key = same ? draft!.key : newKey();
      if (!same && draft?.reference) {
        // The customer changed the order: the one left behind is withdrawn if it still can be.
        await callRoute(client, cancelOrderRoute, { params: { reference: draft.reference } }).catch(
          () => undefined,
        );
      }
      setDraft({ values, key });
      const placed = await callRoute(
        client,
        createSubscriptionRoute,
        {
          body: {
            fund_code: values.fund_code,
            series: values.series as '000' | '001',
            amount: values.amount.trim(),
            funds_origin: values.funds_origin as never,
            ...(values.funds_origin === 'OTHER'
              ? { funds_origin_other: values.funds_origin_other.trim() }
              : {}),
            ...(data.suitability_required ? { suitability_ack: values.suitability_ack } : {}),
          },
        },
        { headers: { 'Idempotency-Key': key } },
      );
      setDraft({ values, key, reference: placed.reference, placed: body });
      await mutate(orderKey(placed.reference), placed, { revalidate: false });
      void mutate(PORTFOLIO_KEY);
      return placed;
    },
    [client, data, mutate, nav, revalidateOptions, setDraft, userId],
  );
  const detail = useFormFlow<InvestmentDetailValues, InvestmentDetailValues, Order | null>({
    schema: schema ?? (detailSchemaFallback as never),
    defaultValues: initial,
    submit: submitDetail,
    placement: {
      AMOUNT_BELOW_MINIMUM: 'amount',
      AMOUNT_ABOVE_MAXIMUM: 'amount',
      SUITABILITY_ACK_REQUIRED: 'suitability_ack',
      FUNDS_ORIGIN_OTHER_REQUIRED: 'funds_origin_other',
    } as never,
    onSuccess: (placed) => {
      if (placed)
        nav.go({
          wizard: 'investment',
          step: 'banco',
          fund: placed.fund_code,
          order: placed.reference,
        });
    },
    onFailure: (error) => {
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === 'BIOMETRIC_REQUIRED') {
        void mutate(investOptionsKey(fundCode));
        nav.redirect(biometricFor(fundCode));
      }
      if (code === 'PARTICIPANT_NOT_READY') void mutate(investOptionsKey(fundCode));
    },
  });
  // The values the customer types are kept in the tab as they go.
  useEffect(() => {
    if (!detail.values.fund_code) return;
    const d = readDraft(userId);
    setDraft({ ...(d ?? { key: newKey() }), values: detail.values });
  }, [detail.values, setDraft, userId]);

  const onFundChange = useCallback(
    (code: string) => {
      detail.onValueChange('fund_code', code);
      nav.go({ wizard: 'investment', step: 'detalle', fund: code });
    },
    [detail, nav],
  );

  // ---- Banco -----------------------------------------------------------------------------
  const current = order.data;
  // Once the order is paid (or refused, or annulled) it is no longer the wizard's: the next
  // Detalle starts a new order, even with the same values.
  const settledRef =
    current && (current.payment_status !== 'PENDING' || current.process_status === 'ANNULLED')
      ? current.reference
      : null;
  useEffect(() => {
    if (settledRef && readDraft(userId)?.reference === settledRef) setDraft(null);
  }, [settledRef, setDraft, userId]);
  const [method, setMethod] = useState<PaymentMethodName | null>(null);
  // A currency the card gateway does not collect (dollars) is paid by transfer only.
  const cardPayment = data?.card_payment ?? true;
  const paymentMethod: PaymentMethodName = cardPayment
    ? (method ?? current?.payment_method ?? 'transfer')
    : 'transfer';
  const [bankBusy, setBankBusy] = useState(false);
  const [bankError, setBankError] = useState<string | undefined>();
  const [bankSubmits, setBankSubmits] = useState(0);
  const startCheckout = useCallback(async () => {
    if (!current) return;
    setBankBusy(true);
    setBankError(undefined);
    try {
      const started = await callRoute(client, checkoutRoute, {
        params: { reference: current.reference },
      });
      nav.openExternal(started.checkout_url);
    } catch (error) {
      setBankError(describeError(error).message);
      setBankBusy(false);
    }
  }, [client, current, nav]);
  const onBankContinue = useCallback(() => {
    setBankSubmits((n) => n + 1);
    if (!current) return;
    if (paymentMethod === 'online') void startCheckout();
    else
      nav.go({
        wizard: 'investment',
        step: 'constancia',
        fund: current.fund_code,
        order: current.reference,
      });
  }, [current, nav, paymentMethod, startCheckout]);

  // ---- Constancia (transfer) -------------------------------------------------------------
  const receiptStep = useTransferReceipt(current, setDraft, nav);

  // ---- What the step shows -----------------------------------------------------------------
  const loadError = options.error ?? order.error ?? funds.error;
  const blocker = data?.blocker ?? null;
  const currency = data?.fund.currency ?? current?.currency ?? 'PEN';
  const payment = current?.online_payment ?? null;
  const paymentResult: 'approved' | 'declined' | 'pending' | null =
    !waitingPayment || !current
      ? null
      : current.payment_status === 'SUCCESS'
        ? 'approved'
        : payment?.payment_id === address.payment && payment.status === 'DECLINED'
          ? 'declined'
          : 'pending';

  return {
    state: loadError
      ? ('error' as const)
      : (validCode && !data) || (reference && !current)
        ? ('loading' as const)
        : ('ready' as const),
    loadError: loadError ? describeError(loadError).message : undefined,
    retry: () => {
      void options.mutate();
      void order.mutate();
      void funds.mutate();
    },
    /** Where to send a customer who cannot invest yet (null: they can). */
    redirectTo: blocker ? BLOCKER_PLACES[blocker] : null,
    blocker,
    step: address.step,
    stepIndex: INVESTMENT_STEPS.indexOf(address.step),
    fundName: data?.fund.name ?? current?.fund_name,
    /** The stepper and the back button: a step back, or out to the fund on Detalle. */
    frame: investmentFrame(address, nav, data?.fund.name ?? current?.fund_name),
    detail: {
      ...detail,
      funds: (funds.data?.funds ?? []).map((f) => ({ value: f.fund.code, label: f.fund.name })),
      fundLocked: Boolean(address.fund),
      onFundChange,
      currency,
      seriesOptions: data ? seriesChoices(data, detail.values.amount) : [],
      fundsOrigins: fundsOriginOptions,
      fundsOriginOtherShown: detail.values.funds_origin === 'OTHER',
      fees: data
        ? {
            unifiedFeePct: data.fund.unified_fee_pct,
            earlyRescueFeePct: data.fund.early_rescue_fee_pct,
            earlyRescueMinDays: data.fund.early_rescue_min_days,
          }
        : null,
      tradeDate: data ? tradeDateOf(data) : null,
      suitability:
        data?.suitability_required && funds.data?.profile
          ? {
              fundRiskLabel: PROFILE_LABELS[riskStepOf(data.fund.risk_level)],
              customerProfileLabel: PROFILE_LABELS[funds.data.profile],
            }
          : null,
      /** The fund's public documents, to read before investing. */
      documents: data
        ? [
            {
              title: 'Prospecto simplificado',
              href: `/api/funds/${data.fund.code}/documents/prospecto-simplificado.pdf`,
            },
            {
              title: 'Reglamento de participación',
              href: `/api/funds/${data.fund.code}/documents/reglamento-de-participacion.pdf`,
            },
          ]
        : [],
      biometricValid: data?.biometric_valid ?? false,
    },
    bank: current
      ? {
          paymentMethod,
          cardPayment,
          onPaymentMethodChange: (m: PaymentMethodName) => {
            setMethod(m);
            setBankError(undefined);
          },
          collectorAccounts: (data?.collector_accounts ?? [])
            .filter((a) => a.currency === current.currency)
            .map((a) => ({
              bank: a.bank,
              accountNumber: a.account_number,
              cci: a.cci,
              holder: a.holder,
              currency: a.currency,
            })),
          amount: current.amount,
          amountLabel: moneyLabel(current.amount, current.currency),
          currency: current.currency,
          reference: current.reference,
          transferDeadline: `${longDay(current.trade_date)} hasta las ${limaTime(current.cutoff_at)}`,
          summary: {
            fundName: current.fund_name,
            seriesLabel: current.series_name,
            amount: current.amount,
            currency: current.currency,
          },
          submitting: bankBusy,
          formError: bankError,
          submitCount: bankSubmits,
          onContinue: onBankContinue,
        }
      : null,
    receipt: current
      ? {
          ...receiptStep.form,
          amount: current.amount,
          currency: current.currency,
          reference: current.reference,
          maxBytes: RECEIPT_MAX_BYTES,
          /** The receipt is in: the pending confirmation shows instead of the form. */
          sent:
            current.receipt_uploaded ||
            current.payment_status !== 'PENDING' ||
            current.process_status !== 'PENDING',
        }
      : null,
    order: current ?? null,
    pending: current
      ? {
          reference: current.reference,
          status: current.payment_status,
          validationBy: `antes de las ${limaTime(current.cutoff_at)} del ${longDay(current.trade_date)}`,
          tradeDateLabel: longDay(current.trade_date),
          /** Where the confirmation goes. */
          email: user?.email,
          onDownloadReceipt: receiptStep.download,
        }
      : null,
    payment: paymentResult
      ? {
          result: paymentResult,
          reason: payment?.reason
            ? (DECLINE_REASONS[payment.reason] ?? DECLINE_REASONS['DECLINED']!)
            : undefined,
          reference: current!.reference,
          amountLabel: moneyLabel(current!.amount, current!.currency),
          tradeDateLabel: longDay(current!.trade_date),
          onRetry: () => void startCheckout(),
          onTransfer: () => {
            setMethod('transfer');
            nav.go({
              wizard: 'investment',
              step: 'constancia',
              fund: current!.fund_code,
              order: current!.reference,
            });
          },
          onDownloadReceipt: receiptStep.download,
        }
      : null,
  };
}

/** A stand-in while the fund's options load (nothing submits before they arrive). */
const detailSchemaFallback = detailSchema({
  fund: {
    code: 'XX',
    name: '',
    currency: 'PEN',
    risk_level: 1,
    cutoff_time: '00:00',
    unified_fee_pct: '0',
    early_rescue_fee_pct: '0',
    early_rescue_min_days: 0,
  },
  series: [],
  trade_date: '2000-01-01',
  cutoff_at: null,
  cutoff_state: 'AFTER_CUTOFF',
  server_time: '',
  suitability_required: false,
  blocker: null,
  biometric_valid: false,
  collector_accounts: [],
  max_amount: '0',
  card_payment: true,
} satisfies InvestOptions);
