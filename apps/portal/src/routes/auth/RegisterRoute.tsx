import { FlowsDataScope, useEmailVerification, useRegister } from '@saf/flows';
import { EmailVerificationScreen, RegisterScreen, Splash } from '@saf/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { routerLink } from '../../links';
import { authFrame } from '../../frame';
import { usePageTitle } from '../../usePageTitle';

/** Registration reads the global configuration (document types, consent versions). */
export function Component() {
  return (
    <FlowsDataScope>
      <Register />
    </FlowsDataScope>
  );
}

/** Registration: the form, then the emailed code, then the "email verified" splash. */
function Register() {
  const [email, setEmail] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  const navigate = useNavigate();

  if (verified) {
    return (
      <Splash
        type="email-verified"
        primaryAction={{ onClick: () => navigate('/auth/identity-validation') }}
      />
    );
  }
  if (email) return <VerifyEmail email={email} onVerified={() => setVerified(true)} />;
  return <RegisterForm onRegistered={setEmail} />;
}

function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const register = useRegister({ onSuccess: onRegistered });
  usePageTitle('Crea tu cuenta', register.hasErrors);
  return (
    <RegisterScreen
      {...authFrame}
      values={register.values}
      errors={register.errors}
      formError={register.formError}
      submitCount={register.submitCount}
      submitting={register.submitting}
      onValueChange={register.onValueChange}
      onBlur={register.onBlur}
      onSubmit={register.onSubmit}
      termsHref={register.termsHref ?? '#'}
      privacyHref={register.privacyHref ?? '#'}
      loginHref="/"
      renderLink={routerLink}
    />
  );
}

function VerifyEmail({ email, onVerified }: { email: string; onVerified: () => void }) {
  const verification = useEmailVerification({ email, sendOnOpen: false, onSuccess: onVerified });
  usePageTitle('Verifica tu correo', verification.hasErrors);
  return (
    <EmailVerificationScreen
      {...authFrame}
      email={email}
      values={verification.values}
      errors={verification.errors}
      formError={verification.formError}
      submitCount={verification.submitCount}
      submitting={verification.submitting}
      onValueChange={verification.onValueChange}
      onBlur={verification.onBlur}
      onSubmit={verification.onSubmit}
      resend={verification.resend}
    />
  );
}
