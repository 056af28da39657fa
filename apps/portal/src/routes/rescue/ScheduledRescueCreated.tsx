import { scheduledRescueCreatedText, type ScheduledRescue } from '@saf/flows';
import { ScheduledRescueCreatedSplash } from '@saf/ui';
import { useNavigate } from 'react-router';
import { paths } from '../../paths';

/** The scheduled rescue is active: the amount, the day, the account and the first date. */
export default function ScheduledRescueCreated({ schedule }: { schedule: ScheduledRescue }) {
  const navigate = useNavigate();
  return (
    <ScheduledRescueCreatedSplash
      text={scheduledRescueCreatedText(schedule)}
      onHome={() => void navigate(paths.dashboard())}
      onMovements={() => void navigate(paths.movements())}
    />
  );
}
