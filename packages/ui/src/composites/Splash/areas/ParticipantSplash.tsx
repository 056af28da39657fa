import { SplashPanel, type SplashProps } from '../SplashPanel';
import { HOME, SUPPORT, type SplashText, type SplashType } from '../splashTypes';

/** Default Spanish (Peru) copy of the splashes of becoming a participant: the type, the client data wizard. */
export const participantSplashCopy = {
  'prospect-completed': {
    heading: '¡Recibimos tus datos!',
    text: 'Revisaremos tu información y te escribiremos a tu correo electrónico con los siguientes pasos.',
    primaryLabel: HOME,
  },
  'type-of-participant-completed': {
    heading: 'Registramos tu tipo de partícipe',
    text: 'Ahora completa tus datos personales para empezar a invertir.',
    primaryLabel: 'Completar mis datos',
  },
  'pep-completed': {
    heading: 'Recibimos tu declaración',
    text: 'Gracias por informarnos sobre tu condición de persona expuesta políticamente (PEP). Continúa con los siguientes pasos.',
    primaryLabel: 'Continuar',
  },
  'failed-aml': {
    heading: 'No podemos continuar con tu solicitud',
    text: 'En este momento no es posible completar tu solicitud por este medio. Comunícate con nuestro equipo de atención al cliente y te ayudaremos a revisarla.',
    primaryLabel: SUPPORT,
    secondaryLabel: HOME,
  },
  'yearly-update': {
    heading: 'Es momento de actualizar tus datos',
    text: 'Ya pasó un año desde tu última actualización. Revisa y confirma tus datos para seguir invirtiendo.',
    primaryLabel: 'Actualizar mis datos',
    secondaryLabel: 'Ahora no',
  },
} satisfies Partial<Record<SplashType, SplashText>>;

export type ParticipantSplashType = keyof typeof participantSplashCopy;

export interface ParticipantSplashProps extends Omit<SplashProps, 'type'> {
  type: ParticipantSplashType;
}

/** A splash of becoming a participant: the type, the client data wizard, with its default copy (and only its area's). */
export function ParticipantSplash(props: ParticipantSplashProps) {
  return <SplashPanel copy={participantSplashCopy[props.type]} {...props} />;
}
