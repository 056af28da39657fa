import { useGeneratePassword, useSession } from '@saf/flows';
import { AccountReadySplash, GeneratePasswordScreen, GENERATE_PASSWORD_TITLE } from '@saf/ui';
import { useNavigate } from 'react-router';
import { authFrame } from '../../frame';
import { usePageTitle } from '../../usePageTitle';
import { paths } from '../../paths';
import { formScreen } from '../../formScreen';

export function Component() {
  const navigate = useNavigate();
  const { user } = useSession();
  const password = useGeneratePassword({ email: user?.email ?? '' });
  usePageTitle(GENERATE_PASSWORD_TITLE, password.hasErrors);

  if (password.result) {
    return (
      // Creating the password opened the session: the next place is the home page.
      <AccountReadySplash onHome={() => navigate(paths.dashboard())} />
    );
  }
  return (
    <GeneratePasswordScreen
      {...authFrame}
      email={password.email}
      {...formScreen(password)}
      resend={password.resend}
      rules={password.rules}
      strength={password.strength}
    />
  );
}
