import type { useRescue } from '@saf/flows';
import { RescueAccountStepScreen } from '@saf/ui';
import { routerLink } from '../../../links';

/** Cuenta: an own account in the fund's currency, then "Solicitar rescate". */
export default function RescueAccountStep({ rescue }: { rescue: ReturnType<typeof useRescue> }) {
  const { account, frame } = rescue;
  if (!account.summary) return null;
  return (
    <RescueAccountStepScreen
      {...frame}
      {...account}
      summary={account.summary}
      renderLink={routerLink}
    />
  );
}
