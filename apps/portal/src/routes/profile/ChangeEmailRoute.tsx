import { useChangeEmail } from '@saf/flows';
import { ChangeEmailScreen, Splash } from '@saf/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { routerLink } from '../../links';
import { usePageTitle } from '../../usePageTitle';
import { paths } from '../../paths';

/** `/profile/email` (and `/profile/validate-email`): a new address confirmed with its code. */
export function Component() {
  const navigate = useNavigate();
  const [changed, setChanged] = useState<string | null>(null);
  const flow = useChangeEmail({ onChanged: setChanged });
  const form = flow.step === 'email' ? flow.emailForm : flow.codeForm;
  usePageTitle(changed ? 'Correo actualizado' : 'Cambiar correo electrónico', form.hasErrors);
  if (changed)
    return (
      <Splash
        type="email-verified"
        heading="¡Tu correo fue actualizado!"
        text="Desde ahora te escribiremos a tu nuevo correo. Avisamos del cambio a tu correo anterior."
        primaryAction={{ label: 'Ir a mi perfil', onClick: () => void navigate(paths.profile()) }}
      />
    );
  return (
    <ChangeEmailScreen
      step={flow.step}
      emailForm={flow.emailForm}
      codeForm={flow.codeForm}
      newEmail={flow.newEmail}
      onResend={() => void flow.onResend()}
      resending={flow.resending}
      resent={flow.resent}
      onBack={flow.onBack}
      backHref={paths.profile()}
      renderLink={routerLink}
    />
  );
}
