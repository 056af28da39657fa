import { InvestmentBankStepScreen, wizardPageTitle } from '@saf/ui';
import { Navigate } from 'react-router';
import { usePageTitle } from '../../../usePageTitle';
import type { InvestmentStepProps } from '../types';

/** Banco: a transfer to one of the fund's collection accounts, or the card gateway. */
export default function BankStep({ investment, frame }: InvestmentStepProps) {
  const bank = investment.bank;
  usePageTitle(wizardPageTitle('investment', 'banco'), Boolean(bank?.formError));
  if (!bank) return null;
  // Paid, or its receipt already sent: the order goes on at Constancia.
  if (investment.receipt?.sent) {
    const order = investment.order!;
    return (
      <Navigate
        to={`/subscription/investment?paso=constancia&fondo=${order.fund_code}&orden=${order.reference}`}
        replace
      />
    );
  }
  return (
    <InvestmentBankStepScreen
      {...frame}
      values={{ payment_method: bank.paymentMethod }}
      errors={{}}
      formError={bank.formError}
      submitCount={bank.submitCount}
      submitting={bank.submitting}
      onValueChange={(_field, value) => bank.onPaymentMethodChange(value)}
      onSubmit={bank.onContinue}
      orderReference={bank.reference}
      summary={bank.summary}
      amount={bank.amount}
      currency={bank.currency}
      collectorAccounts={bank.collectorAccounts}
      transferDeadline={bank.transferDeadline}
      cardPayment={bank.cardPayment}
    />
  );
}
