import { useIdentityValidation } from '@saf/flows';
import { IdentityValidationScreen, Splash } from '@saf/ui';
import { useNavigate } from 'react-router';
import { authFrame } from '../../frame';
import { usePageTitle } from '../../usePageTitle';
import { paths } from '../../paths';
import { formScreen } from '../../formScreen';

export function Component() {
  const navigate = useNavigate();
  const identity = useIdentityValidation();
  usePageTitle('Valida tu identidad', identity.hasErrors);

  if (identity.result) {
    return (
      <Splash
        type="prospect-completed"
        heading="¡Validamos tus datos!"
        text="Solo falta un paso: crea tu contraseña para ingresar al portal. Te enviaremos un código a tu correo."
        primaryAction={{
          label: 'Crear mi contraseña',
          onClick: () => navigate(paths.generatePassword()),
        }}
      />
    );
  }
  return (
    <IdentityValidationScreen
      {...authFrame}
      {...formScreen(identity)}
      documentTypes={[...identity.documentTypes]}
    />
  );
}
