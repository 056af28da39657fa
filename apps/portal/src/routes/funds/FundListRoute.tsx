import { useFundList } from '@saf/flows';
import { FundListScreen, FUND_LIST_TITLE } from '@saf/ui';
import { routerLink } from '../../links';
import { usePageTitle } from '../../usePageTitle';
import { paths } from '../../paths';

/** `/products/recommended`: "Nuestros fondos", those that suit the customer's profile first. */
export function Component() {
  const list = useFundList();
  usePageTitle(FUND_LIST_TITLE);
  return (
    <FundListScreen
      {...list}
      onRetry={list.retry}
      riskProfileHref={paths.riskProfile()}
      renderLink={routerLink}
    />
  );
}
