import { useChangePhone } from '@saf/flows';
import { ChangePhoneScreen, Splash } from '@saf/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { routerLink } from '../../links';
import { usePageTitle } from '../../usePageTitle';
import { paths } from '../../paths';

/** `/profile/phone` (and `/profile/validate-phone`): a new mobile number confirmed by SMS. */
export function Component() {
  const navigate = useNavigate();
  const [changed, setChanged] = useState(false);
  const flow = useChangePhone({ onChanged: () => setChanged(true) });
  const form = flow.step === 'phone' ? flow.phoneForm : flow.codeForm;
  usePageTitle(changed ? 'Celular verificado' : 'Cambiar celular', form.hasErrors);
  if (changed)
    return (
      <Splash
        type="phone-verified"
        heading="¡Tu celular fue verificado!"
        text="Desde ahora te avisaremos de tus operaciones a tu nuevo número. Avisamos del cambio a tu correo."
        primaryAction={{ label: 'Ir a mi perfil', onClick: () => void navigate(paths.profile()) }}
      />
    );
  return (
    <ChangePhoneScreen
      step={flow.step}
      phoneForm={flow.phoneForm}
      codeForm={flow.codeForm}
      currentPhone={flow.currentPhone}
      maskedPhone={flow.maskedPhone}
      onResend={() => void flow.onResend()}
      resending={flow.resending}
      resent={flow.resent}
      onBack={flow.onBack}
      backHref={paths.profile()}
      renderLink={routerLink}
    />
  );
}
