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

/** The words of a splash: what each area's copy module holds for its splashes. */
export interface SplashText {
  heading: string;
  text: string;
  /** Label of the primary action. */
  primaryLabel: string;
  /** Label of the secondary action, when the screen has one. */
  secondaryLabel?: string;
}

/** A splash's words with its tone, as `splashCopy` lists them. */
export interface SplashCopy extends SplashText {
  tone: SplashTone;
}

/** Each splash's tone: the colours and badge of its illustration. */
export const splashTones: Record<SplashType, SplashTone> = {
  auth: 'info',
  maintenance: 'maintenance',
  'email-verified': 'success',
  'register-completed': 'success',
  'recovery-completed': 'success',
  'prospect-completed': 'success',
  'type-of-participant-completed': 'success',
  'pep-completed': 'success',
  'identity-validation-limit': 'warning',
  'identity-validation-first-success': 'success',
  'identity-validation-success': 'success',
  'identity-validation-rescue-success': 'success',
  'payment-success': 'success',
  'failed-aml': 'error',
  'yearly-update': 'warning',
  'bank-account-created': 'success',
  'rescue-created': 'success',
  'profile-updated': 'success',
  'phone-verified': 'success',
  'email-changed': 'success',
  'phone-changed': 'success',
  'password-updated': 'success',
  'risk-changed': 'success',
  'final-beneficiary': 'success',
};

// Action labels that splashes of several areas share (here, not in a module of their own, so
// they travel in the chunk every splash already loads).
export const HOME = 'Ir al inicio';
export const PROFILE = 'Volver a mi perfil';
export const SUPPORT = 'Contactar a soporte';
export const MOVEMENTS = 'Ver mis movimientos';
export const LOGIN = 'Iniciar sesión';
