import { useEmailVerification } from '@saf/flows';
import { AuthSplash, EmailVerificationScreen, EMAIL_VERIFICATION_TITLE } from '@saf/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { authFrame } from '../../frame';
import { usePageTitle } from '../../usePageTitle';
import { paths } from '../../paths';
import { formScreen } from '../../formScreen';

/**
 * The registration after the form: the emailed code, then the "email verified" splash. Loaded
 * while the form is being sent, so the registration page itself ships only the form.
 */
export function RegisterVerifyStep({ email }: { email: string }) {
  const [verified, setVerified] = useState(false);
  const navigate = useNavigate();
  if (verified) {
    return (
      <AuthSplash
        type="email-verified"
        primaryAction={{ onClick: () => navigate(paths.identityValidation()) }}
      />
    );
  }
  return <VerifyEmail email={email} onVerified={() => setVerified(true)} />;
}

function VerifyEmail({ email, onVerified }: { email: string; onVerified: () => void }) {
  const verification = useEmailVerification({ email, sendOnOpen: false, onSuccess: onVerified });
  usePageTitle(EMAIL_VERIFICATION_TITLE, verification.hasErrors);
  return (
    <EmailVerificationScreen
      {...authFrame}
      email={email}
      {...formScreen(verification)}
      resend={verification.resend}
    />
  );
}
