import { SplashPanel, type SplashProps } from '../SplashPanel';
import { HOME, MOVEMENTS, type SplashText, type SplashType } from '../splashTypes';

/** Default Spanish (Peru) copy of the splashes of rescues and bank accounts. */
export const moneySplashCopy = {
  'rescue-created': {
    heading: 'Tu solicitud de rescate fue registrada',
    text: 'Depositaremos el dinero en la cuenta que elegiste, dentro del plazo de pago del fondo. Te avisaremos por correo electrónico.',
    primaryLabel: HOME,
    secondaryLabel: MOVEMENTS,
  },
  'bank-account-created': {
    heading: '¡Tu cuenta bancaria fue registrada!',
    text: 'Ya puedes elegirla para recibir el dinero de tus rescates.',
    primaryLabel: 'Ver mis cuentas',
    secondaryLabel: HOME,
  },
} satisfies Partial<Record<SplashType, SplashText>>;

export type MoneySplashType = keyof typeof moneySplashCopy;

export interface MoneySplashProps extends Omit<SplashProps, 'type'> {
  type: MoneySplashType;
}

/** A splash of rescues and bank accounts, with its default copy (and only its area's). */
export function MoneySplash(props: MoneySplashProps) {
  return <SplashPanel copy={moneySplashCopy[props.type]} {...props} />;
}
