import { useFundDetail } from '@saf/flows';
import { FundDetailScreen, fundDetailPageTitle } from '@saf/ui';
import { useSearchParams } from 'react-router';
import { routerLink } from '../../links';
import { usePageTitle } from '../../usePageTitle';
import { paths } from '../../paths';
import { queries } from '../../queries';

/** `/products/detail?fondo=<code>`: one fund, its history, its rules and the simulator. */
export function Component() {
  const [params] = useSearchParams();
  const detail = useFundDetail(queries.fundDetail(params).fund);
  usePageTitle(
    fundDetailPageTitle(detail.fund?.name, detail.state),
    Boolean(detail.simulator.errors.amount || detail.simulator.errors.startDate),
  );
  return (
    <FundDetailScreen
      state={detail.state}
      onRetry={detail.retry}
      backHref={paths.fundList()}
      renderLink={routerLink}
      fund={detail.fund}
      returns={detail.returns}
      chart={{
        ...detail.chart,
        fundName: detail.fund?.name ?? '',
        currency: detail.fund?.currency ?? 'PEN',
      }}
      cutoff={detail.cutoff}
      fees={detail.fees}
      series={detail.series}
      composition={detail.composition}
      balance={detail.balance}
      documents={detail.documents}
      suitability={detail.suitability}
      investHref={paths.investment({ fund: detail.fund?.code })}
      simulator={detail.simulator}
    />
  );
}
