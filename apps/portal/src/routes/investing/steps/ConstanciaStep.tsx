import {
  InvestmentPendingScreen,
  InvestmentReceiptStepScreen,
  PaymentResultScreen,
  INVESTMENT_PENDING_TITLE,
  PAYMENT_RESULT_TITLES,
  wizardPageTitle,
} from '@saf/ui';
import { routerLink } from '../../../links';
import { usePageTitle } from '../../../usePageTitle';
import type { InvestmentStepProps } from '../types';
import { formScreen } from '../../../formScreen';

/**
 * Constancia: the transfer's receipt (then the order's pending confirmation), or the card
 * gateway's answer when the customer comes back from it.
 */
export default function ConstanciaStep({ investment, frame }: InvestmentStepProps) {
  const { receipt, pending, payment, order } = investment;
  usePageTitle(
    payment
      ? PAYMENT_RESULT_TITLES[payment.result]
      : receipt?.sent
        ? INVESTMENT_PENDING_TITLE
        : wizardPageTitle('investment', 'constancia'),
    Boolean(
      receipt &&
      !receipt.sent &&
      (receipt.formError || Object.values(receipt.errors).some(Boolean)),
    ),
  );
  if (!order || !receipt || !pending) return null;

  if (payment)
    return (
      <PaymentResultScreen
        result={payment.result}
        orderReference={payment.reference}
        amount={order.amount}
        currency={order.currency}
        summary={{ fundName: order.fund_name, seriesLabel: order.series_name }}
        tradeDateLabel={payment.tradeDateLabel}
        reason={payment.reason}
        onRetry={payment.onRetry}
        onTransfer={payment.onTransfer}
        movementsHref="/movements"
        onDownloadReceipt={payment.onDownloadReceipt}
        renderLink={routerLink}
      />
    );

  if (receipt.sent)
    return (
      <InvestmentPendingScreen
        orderReference={pending.reference}
        validationBy={pending.validationBy}
        tradeDateLabel={pending.tradeDateLabel}
        email={pending.email}
        movementsHref="/movements"
        onDownloadReceipt={pending.onDownloadReceipt}
        homeHref="/dashboard"
        renderLink={routerLink}
      />
    );

  return (
    <InvestmentReceiptStepScreen
      {...frame}
      {...formScreen(receipt)}
      amount={receipt.amount}
      currency={receipt.currency}
      reference={receipt.reference}
      maxBytes={receipt.maxBytes}
    />
  );
}
