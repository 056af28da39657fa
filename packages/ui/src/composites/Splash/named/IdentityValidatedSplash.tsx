import { SplashPanel } from '../SplashPanel';

const copy = {
  heading: '¡Validamos tus datos!',
  text: 'Solo falta un paso: crea tu contraseña para ingresar al portal. Te enviaremos un código a tu correo.',
  primaryLabel: 'Crear mi contraseña',
};

export interface IdentityValidatedSplashProps {
  /** "Crear mi contraseña": on to the password. */
  onCreatePassword: () => void;
}

/** After the identity validation of a new customer: one step left, creating the password. */
export function IdentityValidatedSplash({ onCreatePassword }: IdentityValidatedSplashProps) {
  return (
    <SplashPanel
      type="prospect-completed"
      copy={copy}
      primaryAction={{ onClick: onCreatePassword }}
    />
  );
}
