import { useChangeEmail } from '@saf/flows';
import { ChangeEmailScreen, CHANGE_EMAIL_TITLES } from '@saf/ui';
import { useState } from 'react';
import { routerLink } from '../../links';
import { paths } from '../../paths';
import { usePageTitle } from '../../usePageTitle';
import { ContactChanged } from './changes/ContactChanged';

/** `/profile/email` (and `/profile/validate-email`): a new address confirmed with its code. */
export function Component() {
  const [changed, setChanged] = useState(false);
  const flow = useChangeEmail({ onChanged: () => setChanged(true) });
  const form = flow.step === 'email' ? flow.emailForm : flow.codeForm;
  usePageTitle(CHANGE_EMAIL_TITLES[changed ? 'changed' : 'form'], form.hasErrors);
  if (changed) return <ContactChanged type="email-changed" />;
  return (
    <ChangeEmailScreen
      {...flow}
      onResend={() => void flow.onResend()}
      backHref={paths.profile()}
      renderLink={routerLink}
    />
  );
}
