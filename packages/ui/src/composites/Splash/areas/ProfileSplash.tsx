import { SplashPanel, type SplashProps } from '../SplashPanel';
import { HOME, PROFILE, type SplashText, type SplashType } from '../splashTypes';

/** Default Spanish (Peru) copy of the splashes of the profile and its changes. */
export const profileSplashCopy = {
  'profile-updated': {
    heading: '¡Tus datos fueron actualizados!',
    text: 'Guardamos los cambios en tu perfil.',
    primaryLabel: PROFILE,
  },
  'phone-verified': {
    heading: '¡Tu celular fue verificado!',
    text: 'Guardamos tu número de celular. Lo usaremos para comunicarnos contigo y proteger tu cuenta.',
    primaryLabel: PROFILE,
  },
  'email-changed': {
    heading: '¡Tu correo fue actualizado!',
    text: 'Desde ahora te escribiremos a tu nuevo correo. Avisamos del cambio a tu correo anterior.',
    primaryLabel: 'Ir a mi perfil',
  },
  'phone-changed': {
    heading: '¡Tu celular fue verificado!',
    text: 'Desde ahora te avisaremos de tus operaciones a tu nuevo número. Avisamos del cambio a tu correo.',
    primaryLabel: 'Ir a mi perfil',
  },
  'password-updated': {
    heading: '¡Tu contraseña fue actualizada!',
    text: 'La próxima vez que ingreses, usa tu nueva contraseña.',
    primaryLabel: PROFILE,
  },
  'risk-changed': {
    heading: '¡Tu perfil de riesgo fue actualizado!',
    text: 'Ahora te recomendaremos los fondos que mejor se ajustan a tu nuevo perfil.',
    primaryLabel: 'Ver fondos recomendados',
    secondaryLabel: HOME,
  },
  'final-beneficiary': {
    heading: 'Registramos tu beneficiario final',
    text: 'Guardamos la información del beneficiario final de tus inversiones. Puedes actualizarla cuando lo necesites desde tu perfil.',
    primaryLabel: PROFILE,
  },
} satisfies Partial<Record<SplashType, SplashText>>;

export type ProfileSplashType = keyof typeof profileSplashCopy;

export interface ProfileSplashProps extends Omit<SplashProps, 'type'> {
  type: ProfileSplashType;
}

/** A splash of the profile and its changes, with its default copy (and only its area's). */
export function ProfileSplash(props: ProfileSplashProps) {
  return <SplashPanel copy={profileSplashCopy[props.type]} {...props} />;
}
