import { Splash } from '@saf/ui';

/** The "profile updated" splash after an address change, loaded only when it is shown. */
export default function AddressSaved({ onDone }: { onDone: () => void }) {
  return (
    <Splash
      type="profile-updated"
      heading="¡Actualizamos tu dirección!"
      text="Desde ahora te enviaremos tus documentos a tu nueva dirección. Te avisamos del cambio por correo."
      primaryAction={{ label: 'Ir a mi perfil', onClick: onDone }}
    />
  );
}
