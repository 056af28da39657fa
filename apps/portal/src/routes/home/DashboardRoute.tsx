import { usePortfolio, useScheduledRescueActions, useSession } from '@saf/flows';
import { HOME_TITLE, HomeScreen, Portfolio } from '@saf/ui';
import { routerLink } from '../../links';
import { paths } from '../../paths';
import { usePageTitle } from '../../usePageTitle';

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
      holdings={portfolio.holdings}
      totals={portfolio.totals}
      pendingOrders={portfolio.pendingOrders}
      scheduleActions={schedules}
      scheduleNotice={schedules.notice}
      scheduleError={schedules.error}
      renderLink={routerLink}
    />
  );
}

export function Component() {
  const { user, steps, nextStep } = useSession();
  const portfolio = usePortfolio();
  usePageTitle(HOME_TITLE);
  const next = steps.find((s) => s.id === nextStep);
  const nextHref = next && STEP_HREF[next.id];
  return (
    <HomeScreen
      customerName={user?.name ?? ''}
      steps={steps}
      nextStep={next && nextHref ? { label: next.label, href: nextHref } : undefined}
      yearlyUpdateHref={user?.has_passed_year ? paths.naturalClient() : undefined}
      productsHref={paths.fundList()}
      investments={portfolio.empty ? undefined : <Investments portfolio={portfolio} />}
      renderLink={routerLink}
    />
  );
}
