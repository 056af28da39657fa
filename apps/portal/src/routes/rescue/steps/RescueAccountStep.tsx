import type { useRescue } from '@saf/flows';
import { RescueAccountStepScreen } from '@saf/ui';
import { routerLink } from '../../../links';

/** Cuenta: an own account in the fund's currency, then "Solicitar rescate". */
export default function RescueAccountStep({
  rescue,
  focusHeading,
}: {
  rescue: ReturnType<typeof useRescue>;
  /** Focus the title when the step shows (reached from another page or step). */
  focusHeading: boolean;
}) {
  const { account, frame } = rescue;
  if (!account.summary) return null;
  return (
    <RescueAccountStepScreen
      {...frame}
      focusHeading={focusHeading}
      {...account}
      summary={account.summary}
      renderLink={routerLink}
    />
  );
}
