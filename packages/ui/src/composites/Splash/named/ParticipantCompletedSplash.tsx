import { SplashPanel } from '../SplashPanel';
import { HOME } from '../splashTypes';

const copy = {
  heading: '¡Completaste tus datos!',
  text: 'Confirmamos tu identidad y registramos tus datos. Ya puedes invertir en nuestros fondos.',
  primaryLabel: 'Ver fondos',
  secondaryLabel: HOME,
};

export interface ParticipantCompletedSplashProps {
  /** "Ver fondos". */
  onFunds: () => void;
  /** "Ir al inicio". */
  onHome: () => void;
}

/** The end of the client data wizard: identity confirmed, data registered, ready to invest. */
export function ParticipantCompletedSplash({ onFunds, onHome }: ParticipantCompletedSplashProps) {
  return (
    <SplashPanel
      type="prospect-completed"
      copy={copy}
      primaryAction={{ onClick: onFunds }}
      secondaryAction={{ onClick: onHome }}
    />
  );
}
