import { Info } from '../../icons';
import { Money, currencyWords, type Currency } from '../../primitives/Money';
import { Gain } from './Gain';

/** The totals of the holdings of one currency. Totals are never added across currencies. */
export interface PortfolioTotal {
  currency: Currency;
  value: string;
  invested: string;
  /** Signed: negative is a loss. */
  gain: string;
  gainPct: string | null;
}

/** The totals of each currency side by side: soles and dollars are never added up. */
export function PortfolioTotals({ totals }: { totals: readonly PortfolioTotal[] }) {
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label="Totales por moneda" className="grid gap-4 sm:grid-cols-2">
        {totals.map((total) => (
          <li
            key={total.currency}
            data-currency={total.currency}
            className="@container rounded-xl border border-border bg-surface p-5 shadow-sm"
          >
            <p className="text-sm font-semibold text-muted">
              Total en {currencyWords[total.currency]}
            </p>
            {/* Smaller where the customer's larger text leaves the card too narrow for it. */}
            <p className="mt-1 font-display text-3xl font-bold @max-[12rem]:text-xl @max-[8.5rem]:text-base">
              <Money amount={total.value} currency={total.currency} />
            </p>
            {/* A label and its value on one line while they fit, the value under it when not. */}
            <dl className="mt-3 flex flex-col gap-1 text-sm">
              <div className="flex flex-wrap items-baseline gap-x-3">
                <dt className="text-muted">Invertido</dt>
                <dd>
                  <Money amount={total.invested} currency={total.currency} />
                </dd>
              </div>
              <div className="flex flex-wrap items-baseline gap-x-3">
                <dt className="text-muted">Ganancia o pérdida</dt>
                <dd>
                  <Gain
                    amount={total.gain}
                    currency={total.currency}
                    percent={total.gainPct}
                    className="flex-wrap font-semibold"
                  />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <p className="flex items-start gap-2 text-sm text-muted">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        Los totales se muestran por moneda: los montos en soles y en dólares no se suman.
      </p>
    </div>
  );
}
