import { InvestmentDetailStepScreen, type InvestmentDetailValues, wizardPageTitle } from '@saf/ui';
import { routerLink } from '../../../links';
import { usePageTitle } from '../../../usePageTitle';
import type { InvestmentStepProps } from '../types';

/** Detalle: the fund, the amount and series, where the money comes from, fees and trade date. */
export default function DetailStep({ investment, frame }: InvestmentStepProps) {
  const detail = investment.detail;
  usePageTitle(wizardPageTitle('investment', 'detalle'), detail.hasErrors);
  if (!detail.fees || !detail.tradeDate) return null;
  return (
    <InvestmentDetailStepScreen
      {...frame}
      values={detail.values}
      errors={detail.errors}
      formError={detail.formError}
      submitCount={detail.submitCount}
      submitting={detail.submitting}
      onValueChange={<K extends keyof InvestmentDetailValues & string>(
        field: K,
        value: InvestmentDetailValues[K],
      ) =>
        field === 'fund_code'
          ? detail.onFundChange(value as string)
          : detail.onValueChange(field, value)
      }
      onBlur={detail.onBlur}
      onSubmit={detail.onSubmit}
      funds={detail.funds}
      fundLocked={detail.fundLocked}
      changeFundHref="/products/recommended"
      currency={detail.currency}
      seriesOptions={detail.seriesOptions}
      fundsOrigins={detail.fundsOrigins}
      fundsOriginOtherShown={detail.fundsOriginOtherShown}
      fees={detail.fees}
      tradeDate={{
        date: detail.tradeDate.date,
        cutoffTime: detail.tradeDate.cutoffTime,
        state: detail.tradeDate.state,
      }}
      suitability={detail.suitability}
      documents={detail.documents}
      renderLink={routerLink}
    />
  );
}
