import { useRegister } from '@saf/flows';
import { REGISTER_TITLE, RegisterScreen } from '@saf/ui';
import { useEffect, useState, type ComponentType } from 'react';
import { routerLink } from '../../links';
import { authFrame } from '../../frame';
import { usePageTitle } from '../../usePageTitle';
import { paths } from '../../paths';
import { Captcha } from './Captcha';

/** The steps after the form (code, splash), fetched while the form is sent. */
const loadVerifyStep = () => import('./RegisterVerifyStep');

interface Registered {
  email: string;
  Step: ComponentType<{ email: string }>;
}

/** Registration: the form, then the emailed code, then the "email verified" splash. */
export function Component() {
  const [registered, setRegistered] = useState<Registered | null>(null);
  const onRegistered = (email: string) => {
    loadVerifyStep().then(
      ({ RegisterVerifyStep }) => setRegistered({ email, Step: RegisterVerifyStep }),
      () => window.location.reload(), // a new version was deployed meanwhile: start again
    );
  };
  if (registered) return <registered.Step email={registered.email} />;
  return <RegisterForm onRegistered={onRegistered} />;
}

function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const register = useRegister({ onSuccess: onRegistered });
  usePageTitle(REGISTER_TITLE, register.hasErrors);
  // The next step is fetched as soon as the form is on its way.
  useEffect(() => {
    if (register.submitting) void loadVerifyStep().catch(() => undefined);
  }, [register.submitting]);
  return (
    <RegisterScreen
      {...authFrame}
      {...register}
      termsHref={register.termsHref ?? '#'}
      privacyHref={register.privacyHref ?? '#'}
      loginHref={paths.login()}
      renderLink={routerLink}
      captcha={
        <Captcha
          settings={register.captcha}
          action={register.captchaAction}
          onProblem={register.setFormError}
        />
      }
    />
  );
}
