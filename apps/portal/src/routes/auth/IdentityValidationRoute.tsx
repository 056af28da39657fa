import { useIdentityValidation } from '@saf/flows';
import { IdentityValidatedSplash, IdentityValidationScreen } from '@saf/ui';
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
    return <IdentityValidatedSplash onCreatePassword={() => navigate(paths.generatePassword())} />;
  }
  return (
    <IdentityValidationScreen
      {...authFrame}
      {...formScreen(identity)}
      documentTypes={[...identity.documentTypes]}
    />
  );
}
