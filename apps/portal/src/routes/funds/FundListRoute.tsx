import { useFundList } from '@saf/flows';
import { FundListScreen } from '@saf/ui';
import { routerLink } from '../../links';
import { usePageTitle } from '../../usePageTitle';
import { paths } from '../../paths';

/** `/products/recommended`: "Nuestros fondos", those that suit the customer's profile first. */
export function Component() {
  const list = useFundList();
  usePageTitle('Nuestros fondos');
  return (
    <FundListScreen
      state={list.state}
      onRetry={list.retry}
      funds={list.funds}
      filters={list.filters}
      onFiltersChange={list.onFiltersChange}
      onClearFilters={list.onClearFilters}
      profileLabel={list.profileLabel}
      riskProfileHref={paths.riskProfile()}
      renderLink={routerLink}
    />
  );
}
