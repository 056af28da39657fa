import { Splash } from '@saf/ui';
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
    return <Splash type="pep-completed" primaryAction={{ onClick: onContinue }} />;
  }
  if (kind === 'participant') {
    return (
      <Splash
        type="prospect-completed"
        heading="¡Completaste tus datos!"
        text="Confirmamos tu identidad y registramos tus datos. Ya puedes invertir en nuestros fondos."
        primaryAction={{ label: 'Ver fondos', onClick: () => navigate(paths.fundList()) }}
        secondaryAction={{ label: 'Ir al inicio', onClick: () => navigate(paths.dashboard()) }}
      />
    );
  }
  return (
    <Splash
      type="failed-aml"
      primaryAction={{ href: supportChat() }}
      secondaryAction={{ onClick: () => navigate(paths.dashboard()) }}
    />
  );
}
