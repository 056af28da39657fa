import type { useRescue } from '@saf/flows';
import { RescueDetailStepScreen } from '@saf/ui';
import { routerLink } from '../../../links';

/** Detalle: the holding, partial or total, and the estimate as the customer types. */
export default function RescueDetailStep({
  rescue,
  focusHeading,
}: {
  rescue: ReturnType<typeof useRescue>;
  /** Focus the title when the step shows (reached from another page or step). */
  focusHeading: boolean;
}) {
  const { detail, frame } = rescue;
  return (
    <RescueDetailStepScreen
      {...frame}
      focusHeading={focusHeading}
      {...detail}
      values={{ ...detail.values, kind: detail.values.kind }}
      renderLink={routerLink}
    />
  );
}
