import { AuthSplash } from '../areas/AuthSplash';
import { HOME } from '../splashTypes';

export interface AccountReadySplashProps {
  /** "Ir al inicio": creating the password opened the session. */
  onHome: () => void;
}

/** After creating the password: the account is ready and the session open. */
export function AccountReadySplash({ onHome }: AccountReadySplashProps) {
  return (
    <AuthSplash
      type="register-completed"
      text="Tu cuenta está lista. Ya puedes conocer nuestros fondos y empezar a invertir."
      primaryAction={{ label: HOME, onClick: onHome }}
    />
  );
}
