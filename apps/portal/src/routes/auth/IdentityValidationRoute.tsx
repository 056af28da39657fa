import { useIdentityValidation } from '@saf/flows';
import { IdentityValidationScreen, Splash } from '@saf/ui';
import { useNavigate } from 'react-router';
import { authFrame } from '../../frame';
import { usePageTitle } from '../../usePageTitle';
import { paths } from '../../paths';

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
      values={identity.values}
      errors={identity.errors}
      formError={identity.formError}
      submitCount={identity.submitCount}
      submitting={identity.submitting}
      onValueChange={identity.onValueChange}
      onBlur={identity.onBlur}
      onSubmit={identity.onSubmit}
      documentTypes={[...identity.documentTypes]}
    />
  );
}
