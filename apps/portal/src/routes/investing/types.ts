import type { WizardStepFrameState } from '@saf/ui';
import type { useInvestment } from '@saf/flows';

/** What the investment wizard's hook returns, as each step receives it. */
export type Investment = ReturnType<typeof useInvestment>;

/** What every step component receives: the wizard and its frame (stepper, back, fund). */
export interface InvestmentStepProps {
  investment: Investment;
  frame: WizardStepFrameState<'investment'>;
}
