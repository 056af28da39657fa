import {
  CLIENT_STEP_SLUGS,
  biometricPurposeOf,
  safeReturnPath,
  useBiometricCheck,
  type BiometricCheckPurpose as BiometricPurposeName,
  type BiometricPassed,
} from '@saf/flows';
import { BiometricCaptureScreen, Splash } from '@saf/ui';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { routerLink } from '../../links';
import { usePageTitle } from '../../usePageTitle';
import { supportChat } from './support';

/** Where "Volver" and the success splash lead when the address names no page. */
const DEFAULT_BACK: Record<BiometricPurposeName, string> = {
  ONBOARDING: `/subscription/natural-client?paso=${CLIENT_STEP_SLUGS.VALIDATION}`,
  SUBSCRIPTION: '/products/recommended',
  RESCUE: '/dashboard',
};

const EYEBROW: Record<BiometricPurposeName, string> = {
  ONBOARDING: 'Tus datos de cliente',
  SUBSCRIPTION: 'Tu inversión',
  RESCUE: 'Tu rescate',
};

function PassedSplash({
  passed,
  purpose,
  onContinue,
}: {
  passed: BiometricPassed;
  purpose: BiometricPurposeName;
  onContinue: () => void;
}) {
  if (passed.firstSuccess)
    return (
      <Splash type="identity-validation-first-success" primaryAction={{ onClick: onContinue }} />
    );
  if (purpose === 'RESCUE')
    return (
      <Splash type="identity-validation-rescue-success" primaryAction={{ onClick: onContinue }} />
    );
  return (
    <Splash
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

/**
 * `/subscription/biometric-validation?proposito=onboarding|subscription|rescue&volver=<path>`:
 * the facial check, then the success splash back to `volver` (a path of the portal only), or
 * the limit splash with when the customer may try again.
 */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // `/rescue/biometric-validation` is the rescue's check whatever the address says.
  const rescuePath = useLocation().pathname.startsWith('/rescue/');
  const purpose = rescuePath ? 'RESCUE' : biometricPurposeOf(params.get('proposito'));
  const back = safeReturnPath(params.get('volver'), DEFAULT_BACK[purpose]);
  const check = useBiometricCheck({ purpose });
  usePageTitle(
    check.phase === 'passed'
      ? 'Identidad validada'
      : check.phase === 'limit'
        ? 'Superaste el número de intentos'
        : 'Validación facial',
    check.phase === 'failed',
  );

  if (check.phase === 'passed' && check.passed) {
    return (
      <PassedSplash passed={check.passed} purpose={purpose} onContinue={() => navigate(back)} />
    );
  }
  if (check.phase === 'limit') {
    return (
      <Splash
        type="identity-validation-limit"
        text={`Usaste los ${check.attemptsPerDay} intentos de validación facial de hoy. Podrás volver a intentarlo ${
          check.retryAtLabel ?? 'mañana'
        }. Si necesitas ayuda, comunícate con nuestro equipo de atención.`}
        primaryAction={{ onClick: () => navigate('/dashboard') }}
        secondaryAction={{ href: supportChat() }}
      />
    );
  }
  return (
    <BiometricCaptureScreen
      check={check.phase}
      message={check.message}
      attemptsLeft={check.attemptsLeft}
      attemptsPerDay={check.attemptsPerDay}
      retryAtLabel={check.retryAtLabel}
      onSend={check.onSend}
      onRetryLoad={check.retry}
      eyebrow={EYEBROW[purpose]}
      backHref={back}
      renderLink={routerLink}
    />
  );
}
