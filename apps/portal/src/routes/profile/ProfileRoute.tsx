import { useProfile } from '@saf/flows';
import { LoadError, ProfileScreen, Skeleton, SkeletonGroup } from '@saf/ui';
import { routerLink } from '../../links';
import { usePageTitle } from '../../usePageTitle';
import { paths } from '../../paths';

/** `/profile` (main menu "Perfil"): the customer's data, investor profile, security, consents. */
export function Component() {
  const flow = useProfile();
  usePageTitle('Mi perfil');
  if (flow.state === 'error')
    return (
      <LoadError title="No pudimos cargar tu perfil" onRetry={flow.retry}>
        {flow.loadError}
      </LoadError>
    );
  if (!flow.profile)
    return (
      <SkeletonGroup label="Cargando tu perfil" className="mx-auto max-w-3xl space-y-4">
        <Skeleton className="h-8 w-1/3" variant="block" />
        <Skeleton className="h-48" variant="block" />
        <Skeleton className="h-32" variant="block" />
      </SkeletonGroup>
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
