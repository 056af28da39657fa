import { useRiskResult } from '@saf/flows';
import { RiskResultScreen, RISK_RESULT_TITLE } from '@saf/ui';
import { Navigate } from 'react-router';
import { routerLink } from '../../links';
import { usePageTitle } from '../../usePageTitle';
import { paths } from '../../paths';

/** `/risk-profile/result`: the profile the last questionnaire gave, and the funds that suit it. */
export function Component() {
  const result = useRiskResult();
  usePageTitle(RISK_RESULT_TITLE);
  // Nothing to show before the questionnaire: it starts instead.
  if (result.state === 'none') return <Navigate to={paths.riskProfile()} replace />;
  return (
    <RiskResultScreen
      state={result.state}
      onRetry={result.retry}
      profile={result.profile ?? 'conservador'}
      profileLabel={result.profileLabel}
      description={result.description}
      score={result.score}
      maxScore={result.maxScore}
      bands={result.bands}
      version={result.version}
      answeredAt={result.answeredAt}
      recommended={result.recommended.map((fund) => ({
        ...fund,
        href: paths.fundDetail({ fund: fund.code }),
      }))}
      productsHref={paths.fundList()}
      retakeHref={paths.riskProfile({ question: 1 })}
      renderLink={routerLink}
    />
  );
}
