import { investmentWizard, useInvestment } from '@saf/flows';
import { wizardCopy } from '@saf/ui';
import { useMemo } from 'react';
import { saveFile } from '../../saveFile';
import { useArrivedInApp } from '../../useArrivedInApp';
import { lazySteps } from '../../wizard/lazySteps';
import { useWizardNav } from '../../wizard/useWizardNav';
import { WizardRoute } from '../../wizard/WizardRoute';

/** Each step's screen comes in its own chunk, fetched when the address names it. */
const CODE = {
  detalle: () => import('./steps/DetailStep'),
  banco: () => import('./steps/BankStep'),
  constancia: () => import('./steps/ConstanciaStep'),
};
const STEPS = lazySteps(CODE);

const openExternal = (url: string) => window.location.assign(url);

/** `/subscription/investment?paso=…&fondo=…&orden=…&pago=…`: the investment wizard. */
export function Component() {
  const { nav: moves, read } = useWizardNav('investment');
  const address = investmentWizard.parse(read);
  const nav = useMemo(() => ({ ...moves, openExternal, save: saveFile }), [moves]);
  const investment = useInvestment(address, nav);
  const arrived = useArrivedInApp();
  const frame = { ...investment.frame, focusHeading: arrived };
  const Step = STEPS[address.step];
  return (
    <WizardRoute
      wizard="investment"
      title={wizardCopy.investment.pageTitle}
      code={CODE}
      ahead={investmentWizard.ahead(address.step)}
      guard={
        investmentWizard.guard(address, investment.detail.values.fund_code || null) ??
        investment.redirectTo
      }
      state={investment.state}
      loadError={investment.loadError}
      onRetry={investment.retry}
    >
      <Step investment={investment} frame={frame} />
    </WizardRoute>
  );
}
