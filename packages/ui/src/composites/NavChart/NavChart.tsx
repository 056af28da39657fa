import { useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ChevronDown } from '../../icons';
import { LoadError } from '../../primitives/Alert/LoadError';
import { Button } from '../../primitives/Button';
import { formatPercentParts, Percent, type Currency } from '../../primitives/Money';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton';
import { cn } from '../../lib/cn';
import { formatNavPerUnit } from '../FundCard/format';
import { formatLongDate, formatShortDate, percentChange, spokenNavPerUnit } from './format';
import { AXIS_FONT, geometry, nearestIndex, type NavPoint } from './geometry';
import { useWidth } from './useWidth';

export type { NavPoint } from './geometry';

/** The periods of the valor cuota history. */
export type NavRange = '1M' | '6M' | '1Y' | '3Y' | '5Y';

/** One choice of the period control. */
export interface NavRangeOption {
  value: NavRange;
  /** Short visible label, e.g. "1A". */
  label: string;
  /** What a screen reader says, e.g. "1 año". */
  name: string;
}

export const navRangeOptions: readonly NavRangeOption[] = [
  { value: '1M', label: '1M', name: '1 mes' },
  { value: '6M', label: '6M', name: '6 meses' },
  { value: '1Y', label: '1A', name: '1 año' },
  { value: '3Y', label: '3A', name: '3 años' },
  { value: '5Y', label: '5A', name: '5 años' },
];

export type NavChartState = 'ready' | 'loading' | 'error';

export interface NavChartProps {
  /** Valor cuota per day, oldest first. */
  points: NavPoint[];
  /** Currency of the fund. */
  currency: Currency;
  /** The period shown. */
  range: NavRange;
  /** Called with the period the customer picks; the caller loads its points. */
  onRangeChange: (range: NavRange) => void;
  /** The periods offered. @default navRangeOptions (1M, 6M, 1A, 3A, 5A) */
  ranges?: readonly NavRangeOption[];
  /** `loading` shows a placeholder, `error` a message with "Reintentar". */
  state: NavChartState;
  /** Loads the points again after an error; without it there is no "Reintentar" button. */
  onRetry?: () => void;
  /** Name of the fund, for the chart's title and the table's caption. */
  fundName: string;
  /** Extra classes. */
  className?: string;
}

/**
 * The trend in words, for the chart's description: "Valor cuota del 24 de noviembre de 2025 al
 * 23 de noviembre de 2026: de 1.234567 soles peruanos a 1.301234 soles peruanos, más 5.40 por
 * ciento."
 */
export function describeTrend(points: NavPoint[], currency: Currency): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return 'Aún no hay valores cuota en este periodo.';
  if (points.length === 1)
    return `Valor cuota del ${formatLongDate(first.date)}: ${spokenNavPerUnit(first.value, currency)}.`;
  const change = percentChange(first.value, last.value);
  const changeText =
    change === null ? '' : `, ${formatPercentParts(change, { sign: 'always' }).speech}`;
  return `Valor cuota del ${formatLongDate(first.date)} al ${formatLongDate(last.date)}: de ${spokenNavPerUnit(first.value, currency)} a ${spokenNavPerUnit(last.value, currency)}${changeText}.`;
}

/**
 * A fund's valor cuota over a period: a line chart with its period control, a readout of the
 * highlighted day (pointer or Left/Right/Home/End on the focused chart, announced politely),
 * the trend in words for screen readers, and the same points as a table on demand.
 */
export function NavChart({
  points,
  currency,
  range,
  onRangeChange,
  ranges = navRangeOptions,
  state,
  onRetry,
  fundName,
  className,
}: NavChartProps) {
  const name = `nav-range${useId().replace(/:/g, '')}`;
  return (
    <div
      data-slot="nav-chart"
      data-state={state}
      className={cn('flex min-w-0 flex-col gap-4 text-text', className)}
    >
      <fieldset className="m-0 min-w-0 border-0 p-0">
        <legend className="sr-only">Periodo del gráfico</legend>
        <div className="inline-flex max-w-full flex-wrap gap-0.5 rounded-lg bg-surface-sunken p-1">
          {ranges.map((option) => (
            <label
              key={option.value}
              data-range={option.value}
              className={cn(
                'relative inline-flex h-10 min-w-11 cursor-pointer items-center justify-center rounded-md px-2.5 text-sm font-semibold text-muted transition-colors hover:text-text',
                'has-checked:bg-surface has-checked:text-primary has-checked:shadow-sm',
                // Forced colours drop the fill and the shadow: the chosen period takes the theme's
                // selection colours, so the focus outline stays the only outline, painted as is
                // (no page-coloured backplate behind the text).
                'forced-colors:has-checked:bg-[color:Highlight] forced-colors:has-checked:text-[color:HighlightText] forced-colors:has-checked:forced-color-adjust-none',
                // An outline takes the text's colour in forced colours: the theme's text colour
                // keeps it visible around a chosen period's selection-coloured text.
                'forced-colors:has-focus-visible:outline-[color:CanvasText]',
                'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={range === option.value}
                onChange={() => onRangeChange(option.value)}
                className="sr-only"
              />
              <span aria-hidden="true">{option.label}</span>
              <span className="sr-only">{option.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {state === 'loading' ? (
        <SkeletonGroup label="Cargando el valor cuota" className="flex flex-col gap-3">
          <Skeleton className="h-10 w-56 max-w-full" variant="block" />
          <Skeleton className="h-52 sm:h-64" variant="block" />
        </SkeletonGroup>
      ) : state === 'error' ? (
        <LoadError title="No pudimos cargar el valor cuota de este periodo" onRetry={onRetry}>
          Revisa tu conexión e inténtalo de nuevo en unos segundos.
        </LoadError>
      ) : points.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border-strong px-4 py-10 text-center text-muted">
          Aún no hay valores cuota en este periodo.
        </p>
      ) : (
        <Chart points={points} currency={currency} fundName={fundName} />
      )}
    </div>
  );
}

interface ChartProps {
  points: NavPoint[];
  currency: Currency;
  fundName: string;
}

function Chart({ points, currency, fundName }: ChartProps) {
  const ids = useId().replace(/:/g, '');
  const titleId = `${ids}-title`;
  const descId = `${ids}-desc`;
  const hintId = `${ids}-hint`;
  const tableId = `${ids}-table`;
  const captionId = `${ids}-caption`;
  const plotRef = useRef<HTMLDivElement>(null);
  const width = useWidth(plotRef);
  const height = width < 480 ? 200 : 260;
  const [active, setActive] = useState<number | null>(null);
  const [tableOpen, setTableOpen] = useState(false);
  // New points (another period) start without a highlighted day.
  const [shownPoints, setShownPoints] = useState(points);
  if (shownPoints !== points) {
    setShownPoints(points);
    setActive(null);
  }

  const shape = useMemo(
    () => geometry(points, width, height, currency),
    [points, width, height, currency],
  );
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const lastIndex = points.length - 1;
  const activeIndex = active !== null && active <= lastIndex ? active : null;
  const shown = points[activeIndex ?? lastIndex]!;
  const change = points.length > 1 ? percentChange(first.value, last.value) : null;
  const period = `del ${formatShortDate(first.date)} al ${formatShortDate(last.date)}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = activeIndex ?? lastIndex;
    const page = Math.max(1, Math.round(points.length / 10));
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      PageUp: current - page,
      PageDown: current + page,
      Home: 0,
      End: lastIndex,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    // The first key press shows where the customer is: the last day.
    setActive(activeIndex === null ? lastIndex : Math.min(lastIndex, Math.max(0, next)));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const svg = event.currentTarget.querySelector('svg');
    if (!svg) return;
    const box = svg.getBoundingClientRect();
    const at = ((event.clientX - box.left) / box.width) * width;
    setActive(nearestIndex(shape.xs, at));
  };
  const onPointerLeave = (event: PointerEvent<HTMLDivElement>) => {
    if (document.activeElement !== event.currentTarget) setActive(null);
  };

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        {/* The readout of the highlighted day; screen readers hear each new day politely. */}
        <div
          aria-live="polite"
          aria-atomic="true"
          data-slot="nav-chart-readout"
          className="min-w-0"
        >
          <p aria-hidden="true" className="text-sm text-muted">
            {activeIndex === null ? (
              <>
                Último valor cuota, al{' '}
                <time dateTime={shown.date}>{formatShortDate(shown.date)}</time>
              </>
            ) : (
              <time dateTime={shown.date}>{formatShortDate(shown.date)}</time>
            )}
          </p>
          <p aria-hidden="true" className="font-display text-2xl font-semibold tabular-nums">
            {formatNavPerUnit(shown.value, currency)}
          </p>
          <p className="sr-only">
            {activeIndex === null ? 'Último valor cuota, al ' : ''}
            {formatLongDate(shown.date)}: {spokenNavPerUnit(shown.value, currency)}
          </p>
        </div>
        {change !== null ? (
          <p className="text-sm text-muted">
            Variación {period}:{' '}
            <Percent value={change} sign="always" tone="sign" className="text-base font-semibold" />
          </p>
        ) : null}
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the keys move the highlighted day, as the hint says */}
      <div
        ref={plotRef}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users explore the days
        tabIndex={0}
        data-slot="nav-chart-plot"
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        onPointerMove={onPointerMove}
        onPointerLeave={onPointerLeave}
        onFocus={(event) => {
          if (activeIndex === null && event.currentTarget.matches(':focus-visible'))
            setActive(lastIndex);
        }}
        className="peer/plot relative min-w-0 touch-pan-y rounded-md focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-focus"
      >
        <svg
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
          width="100%"
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className="block overflow-visible"
        >
          <title id={titleId}>{`Valor cuota de ${fundName}`}</title>
          <desc id={descId}>{describeTrend(points, currency)}</desc>
          <g aria-hidden="true" fontSize={AXIS_FONT} className="fill-muted tabular-nums">
            {shape.yTicks.map((tick) => (
              <g key={tick.y}>
                <line
                  x1={shape.left}
                  x2={shape.right}
                  y1={tick.y}
                  y2={tick.y}
                  className="stroke-border forced-colors:stroke-[color:GrayText]"
                  shapeRendering="crispEdges"
                />
                <text x={shape.left - 8} y={tick.y} dy="0.32em" textAnchor="end">
                  {tick.label}
                </text>
              </g>
            ))}
            {shape.xTicks.map((tick) => (
              <text key={tick.key} x={tick.x} y={shape.bottom + 20} textAnchor={tick.anchor}>
                {tick.label}
              </text>
            ))}
          </g>
          <path
            d={shape.areaPath}
            className="fill-primary/10 forced-colors:fill-none"
            aria-hidden="true"
          />
          <path
            d={shape.linePath}
            data-slot="nav-chart-line"
            fill="none"
            strokeWidth={2.5}
            strokeLinejoin="round"
            strokeLinecap="round"
            className="stroke-primary forced-colors:stroke-[color:CanvasText]"
          />
          {points.length === 1 ? (
            <circle
              cx={shape.xs[0]}
              cy={shape.ys[0]}
              r={4}
              className="fill-primary forced-colors:fill-[color:CanvasText]"
            />
          ) : null}
          {activeIndex !== null ? (
            <g data-slot="nav-chart-marker" data-index={activeIndex}>
              <line
                x1={shape.xs[activeIndex]}
                x2={shape.xs[activeIndex]}
                y1={shape.top}
                y2={shape.bottom}
                strokeDasharray="4 4"
                className="stroke-border-strong forced-colors:stroke-[color:GrayText]"
              />
              <circle
                cx={shape.xs[activeIndex]}
                cy={shape.ys[activeIndex]}
                r={6}
                strokeWidth={3}
                className="fill-surface stroke-primary forced-colors:fill-[color:Canvas] forced-colors:stroke-[color:Highlight]"
              />
            </g>
          ) : null}
        </svg>
      </div>
      {/* Its room is kept while hidden: a pointer leaving the plot for the button below must
          not see the button move away under it. */}
      <p id={hintId} className="invisible text-sm text-muted peer-focus-visible/plot:visible">
        Usa las flechas izquierda y derecha para recorrer los días; Inicio y Fin van al primero y al
        último.
      </p>
      <div>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={tableOpen}
          aria-controls={tableId}
          onClick={() => setTableOpen((open) => !open)}
          endIcon={
            <ChevronDown
              aria-hidden
              className={cn('size-4 transition-transform', tableOpen && 'rotate-180')}
            />
          }
        >
          Ver como tabla
        </Button>
        <div
          id={tableId}
          hidden={!tableOpen}
          role="region"
          aria-labelledby={captionId}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users scroll it
          tabIndex={0}
          data-slot="nav-chart-table"
          className="mt-3 max-h-80 overflow-auto rounded-lg border border-border focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          <table className="w-full border-collapse text-sm">
            <caption id={captionId} className="px-4 pt-3 pb-2 text-left font-semibold text-text">
              Valor cuota de {fundName} {period}
            </caption>
            <thead className="sticky top-0 bg-surface-sunken">
              <tr>
                <th scope="col" className="px-4 py-2 text-left font-semibold">
                  Fecha
                </th>
                <th scope="col" className="px-4 py-2 text-right font-semibold">
                  Valor cuota
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.date} className="border-t border-border">
                  <td className="px-4 py-2 whitespace-nowrap">
                    <time dateTime={point.date}>{formatShortDate(point.date)}</time>
                  </td>
                  <td className="px-4 py-2 text-right whitespace-nowrap tabular-nums">
                    {formatNavPerUnit(point.value, currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </>
  );
}
