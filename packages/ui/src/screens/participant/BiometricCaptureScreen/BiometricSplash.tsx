import { IdentitySplash } from '../../../composites/Splash';
import { BiometricCaptureScreen, type BiometricCaptureScreenProps } from './BiometricCaptureScreen';

/** Why the facial check is asked: to finish the client data, to invest, to rescue. */
export type BiometricPurpose = 'ONBOARDING' | 'SUBSCRIPTION' | 'RESCUE';

/** The line above the capture screen's title, by purpose. */
export const biometricEyebrow: Record<BiometricPurpose, string> = {
  ONBOARDING: 'Tus datos de cliente',
  SUBSCRIPTION: 'Tu inversión',
  RESCUE: 'Tu rescate',
};

/** The facial check's page titles, by phase. */
export const biometricTitle = {
  passed: 'Identidad validada',
  limit: 'Superaste el número de intentos',
  capture: 'Validación facial',
} as const;

export interface BiometricPassedSplashProps {
  purpose: BiometricPurpose;
  /** The customer's first facial check ever passed. */
  firstSuccess: boolean;
  /** Back to where the check was asked. */
  onContinue: () => void;
}

/** The facial check passed: the first time, for a rescue, or otherwise. */
export function BiometricPassedSplash({
  purpose,
  firstSuccess,
  onContinue,
}: BiometricPassedSplashProps) {
  if (firstSuccess)
    return (
      <IdentitySplash
        type="identity-validation-first-success"
        primaryAction={{ onClick: onContinue }}
      />
    );
  if (purpose === 'RESCUE')
    return (
      <IdentitySplash
        type="identity-validation-rescue-success"
        primaryAction={{ onClick: onContinue }}
      />
    );
  return (
    <IdentitySplash
      type="identity-validation-success"
      text={
        purpose === 'ONBOARDING'
          ? 'Tu identidad fue validada. Ya puedes terminar de confirmar tus datos.'
          : undefined
      }
      primaryAction={{
        label: purpose === 'ONBOARDING' ? 'Continuar' : undefined,
        onClick: onContinue,
      }}
    />
  );
}

export interface BiometricLimitSplashProps {
  /** The attempts a day allows. */
  attemptsPerDay: number;
  /** When the customer may try again, in words ("mañana a las 00:00"). */
  retryAtLabel?: string | undefined;
  /** To Inicio. */
  onHome: () => void;
  /** The support chat. */
  supportHref: string;
}

/** The day's attempts are used up: when to try again, and support. */
export function BiometricLimitSplash({
  attemptsPerDay,
  retryAtLabel,
  onHome,
  supportHref,
}: BiometricLimitSplashProps) {
  return (
    <IdentitySplash
      type="identity-validation-limit"
      text={`Usaste los ${attemptsPerDay} intentos de validación facial de hoy. Podrás volver a intentarlo ${
        retryAtLabel ?? 'mañana'
      }. Si necesitas ayuda, comunícate con nuestro equipo de atención.`}
      primaryAction={{ onClick: onHome }}
      secondaryAction={{ href: supportHref }}
    />
  );
}

export interface BiometricCheckScreenProps extends Omit<BiometricCaptureScreenProps, 'eyebrow'> {
  purpose: BiometricPurpose;
  /** The check passed (the `passed` phase): whether it was the customer's first ever. */
  passed?: { firstSuccess: boolean } | null | undefined;
  /** After the check passed: back to where it was asked. */
  onContinue: () => void;
  /** From the limit splash: to Inicio. */
  onHome: () => void;
  /** The support chat, from the limit splash. */
  supportHref: string;
}

/**
 * The facial check's page, whatever its phase: the capture, the success splash, or the splash
 * of the day's attempts used up.
 */
export function BiometricCheckScreen({
  purpose,
  passed,
  onContinue,
  onHome,
  supportHref,
  ...capture
}: BiometricCheckScreenProps) {
  if (capture.check === 'passed' && passed)
    return (
      <BiometricPassedSplash
        purpose={purpose}
        firstSuccess={passed.firstSuccess}
        onContinue={onContinue}
      />
    );
  if (capture.check === 'limit')
    return (
      <BiometricLimitSplash
        attemptsPerDay={capture.attemptsPerDay ?? 3}
        retryAtLabel={capture.retryAtLabel}
        onHome={onHome}
        supportHref={supportHref}
      />
    );
  return <BiometricCaptureScreen {...capture} eyebrow={biometricEyebrow[purpose]} />;
}

/** The facial check's page title in a phase. */
export const biometricPageTitle = (phase: string): string =>
  phase === 'passed'
    ? biometricTitle.passed
    : phase === 'limit'
      ? biometricTitle.limit
      : biometricTitle.capture;
