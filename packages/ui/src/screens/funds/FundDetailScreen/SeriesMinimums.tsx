import { Money } from '../../../primitives/Money';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../primitives/Tabs';
import type { FundDetailFund, FundSeries } from './types';

const minimumLabels = [
  ['minInitial', 'Primera inversión'],
  ['minAdditional', 'Inversiones adicionales'],
  ['minRescue', 'Rescate'],
  ['minBalance', 'Saldo que debe quedar'],
] as const;

function MinimumList({
  series,
  currency,
}: {
  series: FundSeries;
  currency: FundDetailFund['currency'];
}) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 xs:grid-cols-2">
      {minimumLabels.map(([key, label]) => (
        <div key={key}>
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="font-semibold">
            <Money amount={series[key]} currency={currency} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The minimums per series: tabs for two series, the list alone for one. */
export function SeriesMinimums({
  series,
  currency,
}: {
  series: FundSeries[];
  currency: FundDetailFund['currency'];
}) {
  const [first] = series;
  if (!first) return <p className="mt-3 text-muted">Sin series disponibles por ahora.</p>;
  if (series.length === 1) {
    return (
      <div className="mt-3 flex flex-col gap-3">
        <p className="font-semibold">{first.name}</p>
        <MinimumList series={first} currency={currency} />
      </div>
    );
  }
  return (
    <Tabs defaultValue={first.code} className="mt-3">
      <TabsList label="Series del fondo">
        {series.map((item) => (
          <TabsTrigger key={item.code} value={item.code}>
            {item.name}
          </TabsTrigger>
        ))}
      </TabsList>
      {series.map((item) => (
        <TabsContent key={item.code} value={item.code}>
          <MinimumList series={item} currency={currency} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
