import { useSession } from '@saf/flows';
import { HomeScreen } from '@saf/ui';
import { routerLink } from '../../links';
import { usePageTitle } from '../../usePageTitle';

/** Where each onboarding step is completed, for the steps whose pages exist. */
const STEP_HREF: Partial<Record<string, string>> = {
  IDENTITY_VALIDATED: '/auth/identity-validation',
  PASSWORD_CREATED: '/auth/generate-password',
  RISK_QUESTIONNAIRE: '/risk-profile',
  CLIENT_DATA: '/subscription/type-participate',
};

export function Component() {
  const { user, steps, nextStep } = useSession();
  usePageTitle('Inicio');
  const next = steps.find((s) => s.id === nextStep);
  const nextHref = next ? STEP_HREF[next.id] : undefined;
  return (
    <HomeScreen
      customerName={user?.name ?? ''}
      steps={steps}
      nextStep={next && nextHref ? { label: next.label, href: nextHref } : undefined}
      yearlyUpdate={user?.has_passed_year ?? false}
      productsHref="/products/recommended"
      renderLink={routerLink}
    />
  );
}
