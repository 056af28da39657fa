import { useId } from 'react';
import { formatPercentParts, Percent } from '../../primitives/Money';
import { cn } from '../../lib/cn';
import { donutSlices } from '../../lib/svgPaths';
import { formatLongDate } from '../NavChart/format';

/** One asset class of the portfolio. */
export interface AssetClassShare {
  /** What it is, e.g. "Depósitos a plazo". */
  label: string;
  /** Share of the portfolio in percentage points, as a decimal string (`'42.5'`). */
  pct: string;
}

/** One of the largest investments of the portfolio. */
export interface HoldingShare {
  /** Issuer and instrument, e.g. "Bonos BCP 2028". */
  name: string;
  /** Share of the portfolio in percentage points, as a decimal string. */
  pct: string;
}

export interface CompositionChartProps {
  /** Asset classes, in the order to show them (largest first reads best). */
  assetClasses: AssetClassShare[];
  /** The top holdings, largest first. */
  holdings: HoldingShare[];
  /** Day the composition refers to, `YYYY-MM-DD`. */
  asOf?: string;
  /** Level of the two sub-headings in the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Extra classes. */
  className?: string;
}

/**
 * Slice and swatch colours from the brand tokens, as literal classes (Tailwind only generates
 * what it can read). Neighbouring slices are also apart by a gap, and the list names every item.
 */
const palette = [
  { fill: 'fill-fund-1', swatch: 'bg-fund-1' },
  { fill: 'fill-fund-2', swatch: 'bg-fund-2' },
  { fill: 'fill-accent', swatch: 'bg-accent' },
  { fill: 'fill-fund-3', swatch: 'bg-fund-3' },
  { fill: 'fill-fund-4', swatch: 'bg-fund-4' },
  { fill: 'fill-info', swatch: 'bg-info' },
  { fill: 'fill-fund-5', swatch: 'bg-fund-5' },
  { fill: 'fill-border-strong', swatch: 'bg-border-strong' },
] as const;

function colourOf(index: number) {
  return palette[index % palette.length]!;
}

/** Share as a number, to size a slice or a bar; texts always come from the decimal string. */
function share(pct: string): number {
  const value = Number(pct);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** "Composición por tipo de activo: 5 tipos; el mayor es Depósitos a plazo, con 42.50 por ciento." */
export function describeComposition(assetClasses: AssetClassShare[]): string {
  const largest = assetClasses.reduce<AssetClassShare | undefined>(
    (best, item) => (!best || share(item.pct) > share(best.pct) ? item : best),
    undefined,
  );
  if (!largest) return 'Composición por tipo de activo: sin datos.';
  const count = assetClasses.length === 1 ? '1 tipo' : `${assetClasses.length} tipos`;
  return `Composición por tipo de activo: ${count}; el mayor es ${largest.label}, con ${formatPercentParts(largest.pct).speech}.`;
}

const SIZE = 200;
const OUTER = 96;
const INNER = 60;

/**
 * What a fund invests in: a donut of its asset classes beside the list that carries the data
 * (each item named, with its share and a swatch matching its slice), and its top holdings.
 */
export function CompositionChart({
  assetClasses,
  holdings,
  asOf,
  headingLevel = 3,
  className,
}: CompositionChartProps) {
  const ids = useId().replace(/:/g, '');
  const Heading = `h${headingLevel}` as const;
  const slices = donutSlices(
    assetClasses.map((item) => share(item.pct)),
    INNER,
    OUTER,
    assetClasses.length > 1 ? 0.02 : 0,
  );
  const largestHolding = Math.max(0, ...holdings.map((item) => share(item.pct)));

  return (
    <div
      data-slot="composition-chart"
      className={cn('@container flex min-w-0 flex-col gap-6 text-text', className)}
    >
      <div className="grid gap-8 @2xl:grid-cols-2">
        <section aria-labelledby={`${ids}-classes`} className="@container min-w-0">
          <Heading id={`${ids}-classes`} className="font-display text-lg font-semibold">
            Por tipo de activo
          </Heading>
          {assetClasses.length === 0 ? (
            <p className="mt-3 text-muted">Aún no publicamos la composición de este fondo.</p>
          ) : (
            <div className="mt-4 flex flex-col items-center gap-6 @sm:flex-row @sm:items-start">
              <svg
                role="img"
                aria-label={describeComposition(assetClasses)}
                viewBox={`${-SIZE / 2} ${-SIZE / 2} ${SIZE} ${SIZE}`}
                className="size-40 shrink-0 forced-color-adjust-none @sm:size-32 @lg:size-40"
              >
                {assetClasses.map((item, index) => (
                  <path
                    key={item.label}
                    d={slices[index]}
                    data-slice={index}
                    className={colourOf(index).fill}
                  />
                ))}
              </svg>
              <ul className="flex w-full min-w-0 flex-col divide-y divide-border">
                {assetClasses.map((item, index) => (
                  <li
                    key={item.label}
                    data-slice={index}
                    className="flex items-center gap-3 py-2 first:pt-0 last:pb-0"
                  >
                    <span
                      aria-hidden="true"
                      className={cn(
                        'size-3.5 shrink-0 rounded-sm forced-color-adjust-none',
                        colourOf(index).swatch,
                      )}
                    />
                    <span className="min-w-0 flex-1">{item.label}</span>
                    <Percent value={item.pct} className="font-semibold" />
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
        <section aria-labelledby={`${ids}-holdings`} className="min-w-0">
          <Heading id={`${ids}-holdings`} className="font-display text-lg font-semibold">
            Principales inversiones
          </Heading>
          {holdings.length === 0 ? (
            <p className="mt-3 text-muted">Aún no publicamos las principales inversiones.</p>
          ) : (
            <ol className="mt-4 flex flex-col gap-3">
              {holdings.map((item) => (
                <li key={item.name} className="flex flex-col gap-1.5">
                  <div className="flex items-baseline justify-between gap-3">
                    <span className="min-w-0 wrap-break-word">{item.name}</span>
                    <Percent value={item.pct} className="font-semibold" />
                  </div>
                  <div
                    aria-hidden="true"
                    className="h-1.5 overflow-hidden rounded-full bg-surface-sunken"
                  >
                    <div
                      className="h-full rounded-full bg-primary forced-color-adjust-none"
                      style={{
                        width: `${largestHolding ? (share(item.pct) / largestHolding) * 100 : 0}%`,
                      }}
                    />
                  </div>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
      {asOf ? (
        <p className="text-sm text-muted">
          Composición al <time dateTime={asOf}>{formatLongDate(asOf)}</time>.
        </p>
      ) : null}
    </div>
  );
}
