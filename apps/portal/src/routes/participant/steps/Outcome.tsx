import { ParticipantCompletedSplash, ParticipantSplash } from '@saf/ui';
import { useNavigate } from 'react-router';
import { supportChat } from '../support';
import { paths } from '../../../paths';

/** What the wizard says between or after its steps. */
export type OutcomeKind = 'pep-completed' | 'participant' | 'failed-aml';

export interface OutcomeProps {
  kind: OutcomeKind;
  /** "PEP completed" continues to the next step. */
  onContinue?: () => void;
}

/**
 * The wizard's splashes (PEP completed, data completed, a failed screening), in their own chunk:
 * most visits never show one, and the route fetches it ahead on the steps that lead to one.
 */
export default function Outcome({ kind, onContinue }: OutcomeProps) {
  const navigate = useNavigate();
  if (kind === 'pep-completed') {
    return <ParticipantSplash type="pep-completed" primaryAction={{ onClick: onContinue }} />;
  }
  if (kind === 'participant') {
    return (
      <ParticipantCompletedSplash
        onFunds={() => navigate(paths.fundList())}
        onHome={() => navigate(paths.dashboard())}
      />
    );
  }
  return (
    <ParticipantSplash
      type="failed-aml"
      primaryAction={{ href: supportChat() }}
      secondaryAction={{ onClick: () => navigate(paths.dashboard()) }}
    />
  );
}
