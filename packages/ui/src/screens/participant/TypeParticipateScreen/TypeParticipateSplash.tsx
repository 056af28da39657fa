import { ParticipantSplash } from '../../../composites/Splash';

/** Why the type of participant is not asked, or what follows once it was chosen. */
export type TypeParticipateOutcome = 'failed-aml' | 'yearly-update' | 'participant' | 'chosen';

export interface TypeParticipateSplashProps {
  outcome: TypeParticipateOutcome;
  /** The client data were started before ("Continuar con mis datos"). */
  started?: boolean;
  /** To the client-data wizard. */
  onClientData: () => void;
  onHome: () => void;
  onFunds: () => void;
  /** The support chat. */
  supportHref: string;
}

/**
 * The splashes around the type of participant: a failed screening, the yearly update, data
 * already complete, or the type just chosen.
 */
export function TypeParticipateSplash({
  outcome,
  started = false,
  onClientData,
  onHome,
  onFunds,
  supportHref,
}: TypeParticipateSplashProps) {
  switch (outcome) {
    case 'failed-aml':
      return (
        <ParticipantSplash
          type="failed-aml"
          primaryAction={{ href: supportHref }}
          secondaryAction={{ onClick: onHome }}
        />
      );
    case 'yearly-update':
      return (
        <ParticipantSplash
          type="yearly-update"
          primaryAction={{ onClick: onClientData }}
          secondaryAction={{ onClick: onHome }}
        />
      );
    case 'participant':
      return (
        <ParticipantSplash
          type="prospect-completed"
          heading="Ya completaste tus datos"
          text="Tus datos de cliente están al día. Ya puedes invertir en nuestros fondos."
          primaryAction={{ label: 'Ver fondos', onClick: onFunds }}
        />
      );
    case 'chosen':
      return (
        <ParticipantSplash
          type="type-of-participant-completed"
          primaryAction={{
            label: started ? 'Continuar con mis datos' : undefined,
            onClick: onClientData,
          }}
        />
      );
  }
}
