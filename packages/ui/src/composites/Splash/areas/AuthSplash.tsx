import { SplashPanel, type SplashProps } from '../SplashPanel';
import { LOGIN, type SplashText, type SplashType } from '../splashTypes';

/** Default Spanish (Peru) copy of the splashes of the sign-in, register and recovery pages. */
export const authSplashCopy = {
  auth: {
    heading: 'Tu sesión ha finalizado',
    text: 'Por tu seguridad, cerramos tu sesión. Vuelve a ingresar para continuar donde te quedaste.',
    primaryLabel: LOGIN,
  },
  'email-verified': {
    heading: '¡Tu correo fue verificado!',
    text: 'Gracias por confirmar tu correo electrónico. Ya puedes continuar.',
    primaryLabel: 'Continuar',
  },
  'register-completed': {
    heading: '¡Tu registro está completo!',
    text: 'Te damos la bienvenida. Ya puedes ingresar al portal con tu correo electrónico y tu contraseña.',
    primaryLabel: LOGIN,
  },
  'recovery-completed': {
    heading: '¡Tu contraseña fue restablecida!',
    text: 'Ya puedes ingresar con tu nueva contraseña. Recuerda no compartirla con nadie.',
    primaryLabel: LOGIN,
  },
} satisfies Partial<Record<SplashType, SplashText>>;

export type AuthSplashType = keyof typeof authSplashCopy;

export interface AuthSplashProps extends Omit<SplashProps, 'type'> {
  type: AuthSplashType;
}

/** A splash of the sign-in, register and recovery pages, with its default copy (and only its area's). */
export function AuthSplash(props: AuthSplashProps) {
  return <SplashPanel copy={authSplashCopy[props.type]} {...props} />;
}
