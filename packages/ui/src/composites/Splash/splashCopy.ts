/** Every splash screen of the spec. */
export const splashTypes = [
  'auth',
  'maintenance',
  'email-verified',
  'register-completed',
  'recovery-completed',
  'prospect-completed',
  'type-of-participant-completed',
  'pep-completed',
  'identity-validation-limit',
  'identity-validation-first-success',
  'identity-validation-success',
  'identity-validation-rescue-success',
  'payment-success',
  'failed-aml',
  'yearly-update',
  'bank-account-created',
  'rescue-created',
  'profile-updated',
  'phone-verified',
  'email-changed',
  'phone-changed',
  'password-updated',
  'risk-changed',
  'final-beneficiary',
] as const;

export type SplashType = (typeof splashTypes)[number];

/** Sets the colours and the badge of the illustration. */
export type SplashTone = 'success' | 'info' | 'warning' | 'error' | 'maintenance';

export interface SplashCopy {
  tone: SplashTone;
  heading: string;
  text: string;
  /** Label of the primary action. */
  primaryLabel: string;
  /** Label of the secondary action, when the screen has one. */
  secondaryLabel?: string;
}

const HOME = 'Ir al inicio';
const PROFILE = 'Volver a mi perfil';
const SUPPORT = 'Contactar a soporte';
const MOVEMENTS = 'Ver mis movimientos';
const LOGIN = 'Iniciar sesión';

/** Default Spanish (Peru) copy of each splash; screens override any field through props. */
export const splashCopy: Record<SplashType, SplashCopy> = {
  auth: {
    tone: 'info',
    heading: 'Tu sesión ha finalizado',
    text: 'Por tu seguridad, cerramos tu sesión. Vuelve a ingresar para continuar donde te quedaste.',
    primaryLabel: LOGIN,
  },
  maintenance: {
    tone: 'maintenance',
    heading: 'Estamos en mantenimiento',
    text: 'Estamos haciendo mejoras para atenderte mejor. Tu dinero y tus datos están seguros. Vuelve a intentarlo en unos minutos.',
    primaryLabel: 'Volver a intentar',
    secondaryLabel: SUPPORT,
  },
  'email-verified': {
    tone: 'success',
    heading: '¡Tu correo fue verificado!',
    text: 'Gracias por confirmar tu correo electrónico. Ya puedes continuar.',
    primaryLabel: 'Continuar',
  },
  'register-completed': {
    tone: 'success',
    heading: '¡Tu registro está completo!',
    text: 'Te damos la bienvenida. Ya puedes ingresar al portal con tu correo electrónico y tu contraseña.',
    primaryLabel: LOGIN,
  },
  'recovery-completed': {
    tone: 'success',
    heading: '¡Tu contraseña fue restablecida!',
    text: 'Ya puedes ingresar con tu nueva contraseña. Recuerda no compartirla con nadie.',
    primaryLabel: LOGIN,
  },
  'prospect-completed': {
    tone: 'success',
    heading: '¡Recibimos tus datos!',
    text: 'Revisaremos tu información y te escribiremos a tu correo electrónico con los siguientes pasos.',
    primaryLabel: HOME,
  },
  'type-of-participant-completed': {
    tone: 'success',
    heading: 'Registramos tu tipo de partícipe',
    text: 'Ahora completa tus datos personales para empezar a invertir.',
    primaryLabel: 'Completar mis datos',
  },
  'pep-completed': {
    tone: 'success',
    heading: 'Recibimos tu declaración',
    text: 'Gracias por informarnos sobre tu condición de persona expuesta políticamente (PEP). Continúa con los siguientes pasos.',
    primaryLabel: 'Continuar',
  },
  'identity-validation-limit': {
    tone: 'warning',
    heading: 'Superaste el número de intentos',
    text: 'No pudimos validar tu identidad y agotaste los intentos disponibles. Vuelve a intentarlo más tarde o comunícate con nuestro equipo de atención.',
    primaryLabel: HOME,
    secondaryLabel: SUPPORT,
  },
  'identity-validation-first-success': {
    tone: 'success',
    heading: '¡Tu identidad fue validada!',
    text: 'Registramos tu validación facial. La usaremos para confirmar que eres tú cada vez que inviertas o rescates.',
    primaryLabel: 'Continuar',
  },
  'identity-validation-success': {
    tone: 'success',
    heading: '¡Confirmamos que eres tú!',
    text: 'Tu identidad fue validada. Ya puedes continuar con tu inversión.',
    primaryLabel: 'Continuar con mi inversión',
  },
  'identity-validation-rescue-success': {
    tone: 'success',
    heading: '¡Confirmamos que eres tú!',
    text: 'Tu identidad fue validada. Ya puedes continuar con tu solicitud de rescate.',
    primaryLabel: 'Continuar con mi rescate',
  },
  'payment-success': {
    tone: 'success',
    heading: '¡Tu pago fue exitoso!',
    text: 'Registramos tu inversión. Te enviaremos la constancia a tu correo electrónico y verás tus cuotas cuando se procese la operación.',
    primaryLabel: HOME,
    secondaryLabel: MOVEMENTS,
  },
  'failed-aml': {
    tone: 'error',
    heading: 'No podemos continuar con tu solicitud',
    text: 'En este momento no es posible completar tu solicitud por este medio. Comunícate con nuestro equipo de atención al cliente y te ayudaremos a revisarla.',
    primaryLabel: SUPPORT,
    secondaryLabel: HOME,
  },
  'yearly-update': {
    tone: 'warning',
    heading: 'Es momento de actualizar tus datos',
    text: 'Ya pasó un año desde tu última actualización. Revisa y confirma tus datos para seguir invirtiendo.',
    primaryLabel: 'Actualizar mis datos',
    secondaryLabel: 'Ahora no',
  },
  'bank-account-created': {
    tone: 'success',
    heading: '¡Tu cuenta bancaria fue registrada!',
    text: 'Ya puedes elegirla para recibir el dinero de tus rescates.',
    primaryLabel: 'Ver mis cuentas',
    secondaryLabel: HOME,
  },
  'rescue-created': {
    tone: 'success',
    heading: 'Tu solicitud de rescate fue registrada',
    text: 'Depositaremos el dinero en la cuenta que elegiste, dentro del plazo de pago del fondo. Te avisaremos por correo electrónico.',
    primaryLabel: HOME,
    secondaryLabel: MOVEMENTS,
  },
  'profile-updated': {
    tone: 'success',
    heading: '¡Tus datos fueron actualizados!',
    text: 'Guardamos los cambios en tu perfil.',
    primaryLabel: PROFILE,
  },
  'phone-verified': {
    tone: 'success',
    heading: '¡Tu celular fue verificado!',
    text: 'Guardamos tu número de celular. Lo usaremos para comunicarnos contigo y proteger tu cuenta.',
    primaryLabel: PROFILE,
  },
  'email-changed': {
    tone: 'success',
    heading: '¡Tu correo fue actualizado!',
    text: 'Desde ahora te escribiremos a tu nuevo correo. Avisamos del cambio a tu correo anterior.',
    primaryLabel: 'Ir a mi perfil',
  },
  'phone-changed': {
    tone: 'success',
    heading: '¡Tu celular fue verificado!',
    text: 'Desde ahora te avisaremos de tus operaciones a tu nuevo número. Avisamos del cambio a tu correo.',
    primaryLabel: 'Ir a mi perfil',
  },
  'password-updated': {
    tone: 'success',
    heading: '¡Tu contraseña fue actualizada!',
    text: 'La próxima vez que ingreses, usa tu nueva contraseña.',
    primaryLabel: PROFILE,
  },
  'risk-changed': {
    tone: 'success',
    heading: '¡Tu perfil de riesgo fue actualizado!',
    text: 'Ahora te recomendaremos los fondos que mejor se ajustan a tu nuevo perfil.',
    primaryLabel: 'Ver fondos recomendados',
    secondaryLabel: HOME,
  },
  'final-beneficiary': {
    tone: 'success',
    heading: 'Registramos tu beneficiario final',
    text: 'Guardamos la información del beneficiario final de tus inversiones. Puedes actualizarla cuando lo necesites desde tu perfil.',
    primaryLabel: PROFILE,
  },
};
