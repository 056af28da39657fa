import { useProfile } from '@saf/flows';
import { ProfileLoadState, ProfileScreen, PROFILE_TITLE } from '@saf/ui';
import { routerLink } from '../../links';
import { usePageTitle } from '../../usePageTitle';
import { paths } from '../../paths';

/** `/profile` (main menu "Perfil"): the customer's data, investor profile, security, consents. */
export function Component() {
  const flow = useProfile();
  usePageTitle(PROFILE_TITLE);
  if (flow.state === 'error' || !flow.profile)
    return (
      <ProfileLoadState
        state={flow.state === 'error' ? 'error' : 'loading'}
        loadError={flow.loadError}
        onRetry={flow.retry}
      />
    );
  return (
    <ProfileScreen
      profile={flow.profile}
      onConsentChange={flow.onConsentChange}
      consentBusy={flow.consentBusy}
      consentNotice={flow.consentNotice}
      consentError={flow.consentError}
      links={{
        updatePassword: paths.updatePassword(),
        deleteAccount: paths.deleteAccount(),
        riskProfile: paths.riskProfile(),
        securityLog: paths.securityLog(),
        changeEmail: paths.changeEmail(),
        changePhone: paths.changePhone(),
        editAddress: paths.editAddress(),
        changeRisk: paths.changeRisk(),
        finalBeneficiary: paths.finalBeneficiary(),
        statements: paths.statements(),
        documents: paths.documents(),
      }}
      renderLink={routerLink}
    />
  );
}
