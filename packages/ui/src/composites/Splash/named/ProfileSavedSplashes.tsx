import { ProfileSplash } from '../areas/ProfileSplash';
import { HOME } from '../splashTypes';

export interface PasswordUpdatedSplashProps {
  /** "Ir al inicio". */
  onHome: () => void;
}

/** After changing the password: the other sessions were closed. */
export function PasswordUpdatedSplash({ onHome }: PasswordUpdatedSplashProps) {
  return (
    <ProfileSplash
      type="password-updated"
      text="Cerramos tu sesión en los demás dispositivos. La próxima vez que ingreses, usa tu nueva contraseña."
      primaryAction={{ label: HOME, onClick: onHome }}
    />
  );
}

export interface AddressSavedSplashProps {
  /** "Ir a mi perfil". */
  onDone: () => void;
}

/** After changing the home address: documents go to the new one. */
export function AddressSavedSplash({ onDone }: AddressSavedSplashProps) {
  return (
    <ProfileSplash
      type="profile-updated"
      heading="¡Actualizamos tu dirección!"
      text="Desde ahora te enviaremos tus documentos a tu nueva dirección. Te avisamos del cambio por correo."
      primaryAction={{ label: 'Ir a mi perfil', onClick: onDone }}
    />
  );
}
