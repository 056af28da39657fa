import {
  biometricPurposeOf,
  safeReturnPath,
  useBiometricCheck,
  useFlowsLinks,
  type Place,
} from '@saf/flows';
import { BiometricCheckScreen, biometricPageTitle, type BiometricPurpose } from '@saf/ui';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { routerLink } from '../../links';
import { usePageTitle } from '../../usePageTitle';
import { supportChat } from './support';
import { ROUTES } from '../../paths';

/** Where "Volver" and the success splash lead when the address names no page. */
const DEFAULT_BACK: Record<BiometricPurpose, Place> = {
  ONBOARDING: { wizard: 'clientData', step: 'validacion' },
  SUBSCRIPTION: { page: 'fundList' },
  RESCUE: { page: 'dashboard' },
};

/**
 * `/subscription/biometric-validation?proposito=onboarding|subscription|rescue&volver=<path>`:
 * the facial check, then the success splash back to `volver` (a path of the portal only), or
 * the limit splash with when the customer may try again.
 */
export function Component() {
  const navigate = useNavigate();
  const { href } = useFlowsLinks();
  const [params] = useSearchParams();
  // `/rescue/biometric-validation` is the rescue's check whatever the address says.
  const rescuePath = useLocation().pathname === ROUTES.rescueBiometricValidation;
  const purpose = rescuePath ? 'RESCUE' : biometricPurposeOf(params.get('proposito'));
  const back = safeReturnPath(params.get('volver'), href(DEFAULT_BACK[purpose]));
  const check = useBiometricCheck({ purpose });
  usePageTitle(biometricPageTitle(check.phase), check.phase === 'failed');
  return (
    <BiometricCheckScreen
      purpose={purpose}
      check={check.phase}
      passed={check.passed}
      message={check.message}
      attemptsLeft={check.attemptsLeft}
      attemptsPerDay={check.attemptsPerDay}
      retryAtLabel={check.retryAtLabel}
      onSend={check.onSend}
      onRetryLoad={check.retry}
      onContinue={() => navigate(back)}
      onHome={() => navigate(href({ page: 'dashboard' }))}
      supportHref={supportChat()}
      backHref={back}
      renderLink={routerLink}
    />
  );
}
