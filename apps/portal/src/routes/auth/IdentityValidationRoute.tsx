import { useIdentityValidation } from '@saf/flows';
import {
  IdentityValidatedSplash,
  IdentityValidationScreen,
  IDENTITY_VALIDATION_TITLE,
} from '@saf/ui';
import { useNavigate } from 'react-router';
import { authFrame } from '../../frame';
import { usePageTitle } from '../../usePageTitle';
import { paths } from '../../paths';
import { formScreen } from '../../formScreen';

export function Component() {
  const navigate = useNavigate();
  const identity = useIdentityValidation();
  usePageTitle(IDENTITY_VALIDATION_TITLE, identity.hasErrors);

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
