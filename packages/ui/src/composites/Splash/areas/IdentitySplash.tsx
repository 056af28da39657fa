import { SplashPanel, type SplashProps } from '../SplashPanel';
import { HOME, SUPPORT, type SplashText, type SplashType } from '../splashTypes';

/** Default Spanish (Peru) copy of the splashes of the facial validation. */
export const identitySplashCopy = {
  'identity-validation-limit': {
    heading: 'Superaste el número de intentos',
    text: 'No pudimos validar tu identidad y agotaste los intentos disponibles. Vuelve a intentarlo más tarde o comunícate con nuestro equipo de atención.',
    primaryLabel: HOME,
    secondaryLabel: SUPPORT,
  },
  'identity-validation-first-success': {
    heading: '¡Tu identidad fue validada!',
    text: 'Registramos tu validación facial. La usaremos para confirmar que eres tú cada vez que inviertas o rescates.',
    primaryLabel: 'Continuar',
  },
  'identity-validation-success': {
    heading: '¡Confirmamos que eres tú!',
    text: 'Tu identidad fue validada. Ya puedes continuar con tu inversión.',
    primaryLabel: 'Continuar con mi inversión',
  },
  'identity-validation-rescue-success': {
    heading: '¡Confirmamos que eres tú!',
    text: 'Tu identidad fue validada. Ya puedes continuar con tu solicitud de rescate.',
    primaryLabel: 'Continuar con mi rescate',
  },
} satisfies Partial<Record<SplashType, SplashText>>;

export type IdentitySplashType = keyof typeof identitySplashCopy;

export interface IdentitySplashProps extends Omit<SplashProps, 'type'> {
  type: IdentitySplashType;
}

/** A splash of the facial validation, with its default copy (and only its area's). */
export function IdentitySplash(props: IdentitySplashProps) {
  return <SplashPanel copy={identitySplashCopy[props.type]} {...props} />;
}
