import type { useRescue } from '@saf/flows';
import { RescueDetailStepScreen } from '@saf/ui';
import { routerLink } from '../../../links';

/** Detalle: the holding, partial or total, and the estimate as the customer types. */
export default function RescueDetailStep({ rescue }: { rescue: ReturnType<typeof useRescue> }) {
  const { detail, frame } = rescue;
  return (
    <RescueDetailStepScreen
      {...frame}
      {...detail}
      values={{ ...detail.values, kind: detail.values.kind }}
      renderLink={routerLink}
    />
  );
}
