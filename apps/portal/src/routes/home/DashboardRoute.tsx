import { usePortfolio, useScheduledRescueActions, useSession } from '@saf/flows';
import { HomeScreen, Portfolio } from '@saf/ui';
import { routerLink } from '../../links';
import { usePageTitle } from '../../usePageTitle';
import { paths } from '../../paths';

/** Where each onboarding step is completed, for the steps whose pages exist. */
const STEP_HREF: Partial<Record<string, string>> = {
  IDENTITY_VALIDATED: paths.identityValidation(),
  PASSWORD_CREATED: paths.generatePassword(),
  RISK_QUESTIONNAIRE: paths.riskProfile(),
  CLIENT_DATA: paths.typeParticipate(),
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
        href: paths.fundDetail({ fund: h.fundCode }),
        rescueHref: paths.rescue({ fund: h.fundCode }),
        scheduleHref: h.canSchedule
          ? paths.scheduledRescue({ fund: h.fundCode, series: h.series })
          : undefined,
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
          ? paths.investment({ step: o.continueStep, fund: o.fundCode, order: o.reference })
          : paths.movements({ order: o.reference }),
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
      productsHref={paths.fundList()}
      investments={portfolio.empty ? undefined : <Investments portfolio={portfolio} />}
      renderLink={routerLink}
    />
  );
}
