import { useChangePhone } from '@saf/flows';
import { ChangePhoneScreen, CHANGE_PHONE_TITLES } from '@saf/ui';
import { useState } from 'react';
import { routerLink } from '../../links';
import { paths } from '../../paths';
import { usePageTitle } from '../../usePageTitle';
import { ContactChanged } from './changes/ContactChanged';

/** `/profile/phone` (and `/profile/validate-phone`): a new mobile number confirmed by SMS. */
export function Component() {
  const [changed, setChanged] = useState(false);
  const flow = useChangePhone({ onChanged: () => setChanged(true) });
  const form = flow.step === 'phone' ? flow.phoneForm : flow.codeForm;
  usePageTitle(CHANGE_PHONE_TITLES[changed ? 'changed' : 'form'], form.hasErrors);
  if (changed) return <ContactChanged type="phone-changed" />;
  return (
    <ChangePhoneScreen
      {...flow}
      onResend={() => void flow.onResend()}
      backHref={paths.profile()}
      renderLink={routerLink}
    />
  );
}
