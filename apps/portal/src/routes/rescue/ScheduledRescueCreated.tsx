import { scheduledRescueCreatedText, type ScheduledRescue } from '@saf/flows';
import { Splash } from '@saf/ui';
import { useNavigate } from 'react-router';
import { paths } from '../../paths';

/** "Tu rescate programado está activo": the amount, the day, the account and the first date. */
export default function ScheduledRescueCreated({ schedule }: { schedule: ScheduledRescue }) {
  const navigate = useNavigate();
  return (
    <Splash
      type="rescue-created"
      heading="Tu rescate programado está activo"
      text={scheduledRescueCreatedText(schedule)}
      primaryAction={{ onClick: () => void navigate(paths.dashboard()) }}
      secondaryAction={{ onClick: () => void navigate(paths.movements()) }}
    />
  );
}
