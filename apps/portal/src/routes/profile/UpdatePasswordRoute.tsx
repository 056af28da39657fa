import { useUpdatePassword } from '@saf/flows';
import { PasswordUpdatedSplash, UpdatePasswordScreen, UPDATE_PASSWORD_TITLES } from '@saf/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { routerLink } from '../../links';
import { usePageTitle } from '../../usePageTitle';
import { paths } from '../../paths';

/** `/profile/update-password`: the current password and a new one; then "password updated". */
export function Component() {
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const flow = useUpdatePassword({ onSuccess: () => setDone(true) });
  usePageTitle(UPDATE_PASSWORD_TITLES[done ? 'done' : 'form'], !done && flow.hasErrors);
  if (done) return <PasswordUpdatedSplash onHome={() => void navigate(paths.dashboard())} />;
  return <UpdatePasswordScreen {...flow} backHref={paths.dashboard()} renderLink={routerLink} />;
}
