import { usePasswordRecovery } from '@saf/flows';
import { AuthSplash, PasswordRecoveryScreen, PASSWORD_RECOVERY_TITLE } from '@saf/ui';
import { useNavigate } from 'react-router';
import { routerLink } from '../../links';
import { authFrame } from '../../frame';
import { usePageTitle } from '../../usePageTitle';
import { paths } from '../../paths';
import { lazy, Suspense, useSyncExternalStore } from 'react';

/** The captcha's widget, with the configuration that says whether it is on: after the form paints. */
const RecoveryCaptcha = lazy(() => import('./RecoveryCaptcha'));
const unchanging = () => () => {};
/** False while the page is prerendered and hydrated, true once it is live: the captcha waits. */
const useLive = () =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );

export function Component() {
  const navigate = useNavigate();
  const recovery = usePasswordRecovery();
  const live = useLive();
  usePageTitle(PASSWORD_RECOVERY_TITLE, recovery.hasErrors);

  if (recovery.step === 'done') {
    return (
      <AuthSplash
        type="recovery-completed"
        primaryAction={{ onClick: () => navigate(paths.login()) }}
      />
    );
  }
  return (
    <PasswordRecoveryScreen
      {...authFrame}
      {...recovery}
      step={recovery.step}
      onBack={recovery.back}
      loginHref={paths.login()}
      renderLink={routerLink}
      captcha={
        live && (
          <Suspense fallback={null}>
            <RecoveryCaptcha action={recovery.captchaAction} onProblem={recovery.setFormError} />
          </Suspense>
        )
      }
    />
  );
}
