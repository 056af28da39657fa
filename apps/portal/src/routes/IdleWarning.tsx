import { useIdleSession } from '@saf/flows';
import { IdleWarningDialog } from '@saf/ui';

/**
 * Watches the signed-in customer's activity and ends an idle session, with the warning a minute
 * before. Loaded after the private page has painted: neither the timer nor the dialog's code
 * (focus trap, scroll lock, portal) is part of a page's first load.
 */
export default function IdleGuard({
  idleMinutes,
  onExpired,
}: {
  idleMinutes: number;
  onExpired: () => void;
}) {
  const idle = useIdleSession({ idleMinutes, onExpired });
  return (
    <IdleWarningDialog secondsLeft={idle.secondsLeft} onStay={idle.stay} onLeave={idle.leave} />
  );
}
