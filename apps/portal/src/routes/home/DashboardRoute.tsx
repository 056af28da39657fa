import {
  scheduledRescuePath,
  usePortfolio,
  useScheduledRescueActions,
  useSession,
} from '@saf/flows';
import { HomeScreen, Portfolio } from '@saf/ui';
import { routerLink } from '../../links';
import { usePageTitle } from '../../usePageTitle';

/** Where each onboarding step is completed, for the steps whose pages exist. */
const STEP_HREF: Partial<Record<string, string>> = {
  IDENTITY_VALIDATED: '/auth/identity-validation',
  PASSWORD_CREATED: '/auth/generate-password',
  RISK_QUESTIONNAIRE: '/risk-profile',
  CLIENT_DATA: '/subscription/type-participate',
};

/** The customer's holdings and orders in process (the portfolio says when they cannot load). */
function Investments({ portfolio }: { portfolio: ReturnType<typeof usePortfolio> }) {
  const schedules = useScheduledRescueActions();
  return (
    <Portfolio
      loading={portfolio.state === 'loading'}
      error={portfolio.loadError}
      onRetry={portfolio.retry}
      holdings={portfolio.holdings.map((h) => ({
        ...h,
        href: `/products/detail?fondo=${h.fundCode}`,
        rescueHref: `/rescue/create-rescue?fondo=${h.fundCode}`,
        scheduleHref: h.canSchedule ? scheduledRescuePath(h.fundCode, h.series) : undefined,
      }))}
      scheduleActions={schedules}
      scheduleNotice={schedules.notice}
      scheduleError={schedules.error}
      totals={portfolio.totals}
      pendingOrders={portfolio.pendingOrders.map((o) => ({
        ...o,
        // A transfer still waiting for its receipt goes on where it was left.
        linkLabel: o.continueStep ? 'Continuar con el pago' : undefined,
        href: o.continueStep
          ? `/subscription/investment?paso=${o.continueStep}&fondo=${o.fundCode}&orden=${o.reference}`
          : `/movements?orden=${o.reference}`,
      }))}
      renderLink={routerLink}
    />
  );
}

export function Component() {
  const { user, steps, nextStep } = useSession();
  const portfolio = usePortfolio();
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
      investments={portfolio.empty ? undefined : <Investments portfolio={portfolio} />}
      renderLink={routerLink}
    />
  );
}
