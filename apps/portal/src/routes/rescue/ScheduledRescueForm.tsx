import type { useScheduledRescue } from '@saf/flows';
import { ScheduledRescueScreen } from '@saf/ui';
import { routerLink } from '../../links';

/** The form of `/rescue/scheduled-rescue`, in its own chunk. */
export default function ScheduledRescueForm({
  screen,
}: {
  screen: ReturnType<typeof useScheduledRescue>['screen'];
}) {
  return <ScheduledRescueScreen {...screen} renderLink={routerLink} />;
}
