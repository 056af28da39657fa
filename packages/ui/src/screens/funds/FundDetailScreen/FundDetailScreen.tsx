import { LoadError } from '../../shared/LoadError';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { ArrowRight, ChevronLeft, Wallet } from '../../../icons';
import { Alert } from '../../../primitives/Alert';
import { buttonVariants } from '../../../primitives/Button';
import { Money } from '../../../primitives/Money';
import { Skeleton, SkeletonGroup } from '../../../primitives/Skeleton';
import type { RenderLink } from '../../../composites/AppShell';
import type { CompositionChartProps } from '../../../composites/CompositionChart';
import { FundHeader, FundReturn, formatIsoDate } from '../../../composites/FundCard';
import { NavChart, type NavChartProps } from '../../../composites/NavChart';
import { cn } from '../../../lib/cn';
import { DocumentLinks, renderAnchor, screenQuietLinkClasses } from '../../shared';
import { CutoffNotice, type FundCutoff } from './CutoffNotice';
import type {
  FundBalance,
  FundDetailFund,
  FundDetailState,
  FundDocument,
  FundFees,
  FundReturnRow,
  FundSeries,
  FundSuitability,
} from './types';
import type { FundSimulatorProps } from './FundSimulator';

// Below the fold: fetched while the top of the page paints, so the page's first load stays
// small (the series tabs, the donut and the simulator's form are most of its code).
const SeriesMinimums = lazy(() =>
  import('./SeriesMinimums').then((m) => ({ default: m.SeriesMinimums })),
);
const FeeList = lazy(() => import('./FeeList').then((m) => ({ default: m.FeeList })));
const CompositionChart = lazy(() =>
  import('../../../composites/CompositionChart').then((m) => ({ default: m.CompositionChart })),
);
const FundNotFound = lazy(() =>
  import('./FundNotFound').then((m) => ({ default: m.FundNotFound })),
);
const FundSimulator = lazy(() =>
  import('./FundSimulator').then((m) => ({ default: m.FundSimulator })),
);

/** The page's title: the fund's name once it has loaded. */
export function fundDetailPageTitle(fundName: string | undefined, state: string): string {
  return fundName ?? (state === 'not-found' ? 'Fondo no encontrado' : 'Fondo');
}

/** Loads the parts of the page below the fold now (stories and tests wait for them). */
export function preloadFundDetail(): Promise<unknown> {
  return Promise.all([
    import('./SeriesMinimums'),
    import('./FeeList'),
    import('../../../composites/CompositionChart'),
    import('./FundSimulator'),
  ]);
}

/** Where a part below the fold goes while its code arrives: its room, kept. */
function Pending({ className }: { className: string }) {
  return <Skeleton variant="block" className={cn('rounded-lg', className)} />;
}

export type {
  FundBalance,
  FundDetailFund,
  FundDetailState,
  FundDocument,
  FundDocumentKind,
  FundFees,
  FundReturnRow,
  FundSeries,
  FundSuitability,
} from './types';

/** The chart's props; its name and currency come from the fund when not given. */
export type FundDetailChart = Omit<NavChartProps, 'fundName' | 'currency'> &
  Partial<Pick<NavChartProps, 'fundName' | 'currency'>>;

/**
 * Props of the fund detail page. Everything the page shows is passed whatever the state, as a
 * flows hook has it: `fund`, `cutoff` and `fees` are `null` until the fund has loaded (the page
 * shows its placeholder while `fund` is `null`, and leaves out the cut-off or fees card without
 * them).
 */
export interface FundDetailScreenProps {
  /** `loading` shows a placeholder, `error` a message with "Reintentar", `not-found` the way back. */
  state: FundDetailState;
  /** Loads the fund again after an error; without it there is no "Reintentar" button. */
  onRetry?: () => void;
  /** Renders links, so the portal can pass its router's Link. @default a plain `<a>` */
  renderLink?: RenderLink;
  /** Where the "Nuestros fondos" back link leads. */
  backHref: string;
  /** The fund; `null` until it has loaded. */
  fund: FundDetailFund | null;
  /** Rows of the returns table, in order (1 mes … 5 años (anualizada)). */
  returns: FundReturnRow[];
  /** The valor cuota chart; it loads its periods by itself (`chart.state`). */
  chart: FundDetailChart;
  /** Today's cut-off for orders. */
  cutoff: FundCutoff | null;
  /** Fees and rescue terms. */
  fees: FundFees | null;
  /** The fund's series: tabs for two, a plain list for one. */
  series: FundSeries[];
  /** What the fund invests in. */
  composition: CompositionChartProps;
  /** The customer's balance in the fund; the card is left out without it. */
  balance?: FundBalance | null;
  /** PDFs about the fund. */
  documents: FundDocument[];
  /** Set when the fund's risk is above the customer's profile: shows a warning. */
  suitability?: FundSuitability | null;
  /** Where "Invertir en este fondo" leads. */
  investHref: string;
  /** The "Simula tu inversión" form. */
  simulator: FundSimulatorProps;
}

import { cardClasses, sectionTitleClasses } from './styles';

/** Cuotas as the customer's statements show them: grouped, with their own decimals. */
function formatCuotas(cuotas: string): string {
  const decimals = Math.min(8, (cuotas.split('.')[1] ?? '').length);
  return new Intl.NumberFormat('es-PE', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(cuotas.trim() as unknown as number);
}

/**
 * A fund's detail page (`/products/:code`): the themed header with the valor cuota and the way
 * to invest, the customer's balance, today's cut-off, the valor cuota chart, returns, what the
 * fund is for, its series and minimums, fees, composition, a simulator of past returns and its
 * documents. One column on phones, pairs of sections side by side on wide screens.
 */
export function FundDetailScreen(props: FundDetailScreenProps) {
  const { state, onRetry, renderLink = renderAnchor, backHref } = props;
  const backLink = renderLink({
    href: backHref,
    className: cn(screenQuietLinkClasses, 'inline-flex items-center gap-1 self-start'),
    children: (
      <>
        <ChevronLeft aria-hidden className="size-4" />
        Nuestros fondos
      </>
    ),
  });

  if (state !== 'ready' || !props.fund) {
    return (
      <div
        data-slot="fund-detail-screen"
        data-state={state === 'ready' ? 'loading' : state}
        className="flex flex-col gap-6 text-text md:gap-8"
      >
        {backLink}
        {state === 'loading' || state === 'ready' ? (
          <>
            <h1 className="sr-only">Detalle del fondo</h1>
            <DetailSkeleton />
          </>
        ) : state === 'error' ? (
          <>
            <h1 className="font-display text-2xl font-bold tracking-tight sm:text-3xl">
              Detalle del fondo
            </h1>
            <LoadError title="No pudimos cargar este fondo" onRetry={onRetry} />
          </>
        ) : (
          <>
            <h1 className="sr-only">No encontramos este fondo</h1>
            <Suspense fallback={null}>
              <FundNotFound backHref={backHref} renderLink={renderLink} />
            </Suspense>
          </>
        )}
      </div>
    );
  }

  return <ReadyDetail {...props} fund={props.fund} backLink={backLink} renderLink={renderLink} />;
}

type ReadyDetailProps = Omit<FundDetailScreenProps, 'fund' | 'renderLink'> & {
  fund: FundDetailFund;
  backLink: ReactNode;
  renderLink: RenderLink;
};

function ReadyDetail({
  backLink,
  renderLink,
  fund,
  returns,
  chart,
  cutoff,
  fees,
  series,
  composition,
  balance,
  documents,
  suitability,
  investHref,
  simulator,
}: ReadyDetailProps) {
  const ids = `fund${useId().replace(/:/g, '')}`;
  const { code, objective, benchmark, ...header } = fund;
  const invest = renderLink({
    href: investHref,
    className: buttonVariants({ variant: 'secondary' }),
    children: (
      <>
        Invertir en este fondo
        <ArrowRight aria-hidden className="size-4" />
      </>
    ),
  });

  return (
    <div
      data-slot="fund-detail-screen"
      data-state="ready"
      data-fund={code}
      className="flex flex-col gap-6 text-text md:gap-8"
    >
      {backLink}
      <FundHeader {...header} headingLevel={1} actions={invest} />

      {suitability ? (
        <Alert
          variant="warning"
          announce={false}
          title={`Este fondo tiene un riesgo mayor al de tu perfil ${suitability.profileLabel.toLocaleLowerCase('es-PE')}`}
        >
          Su valor cuota puede subir y bajar más de lo que tu perfil tolera. Puedes invertir igual:
          antes te pediremos confirmar que conoces este riesgo.
        </Alert>
      ) : null}

      <div className={cn('grid grid-cols-1 gap-6', balance && cutoff && 'lg:grid-cols-2')}>
        {balance ? (
          <section aria-labelledby={`${ids}-balance`} className={cardClasses}>
            <h2
              id={`${ids}-balance`}
              className={cn(sectionTitleClasses, 'flex items-center gap-2')}
            >
              <Wallet aria-hidden className="size-5 text-primary" />
              Tu saldo en este fondo
            </h2>
            <p className="mt-3">
              <Money
                amount={balance.amount}
                currency={fund.currency}
                className="font-display text-3xl font-bold"
              />
            </p>
            <p className="mt-1 text-sm text-muted">
              {formatCuotas(balance.cuotas)} cuotas, al valor cuota del{' '}
              <time dateTime={balance.navDate}>{formatIsoDate(balance.navDate)}</time>
            </p>
          </section>
        ) : null}
        {cutoff ? (
          <CutoffNotice {...cutoff} headingId={`${ids}-cutoff`} className={cardClasses} />
        ) : null}
      </div>

      <section aria-labelledby={`${ids}-chart`} className={cn(cardClasses, 'flex flex-col gap-4')}>
        <h2 id={`${ids}-chart`} className={sectionTitleClasses}>
          Evolución del valor cuota
        </h2>
        <NavChart
          {...chart}
          fundName={chart.fundName || fund.name}
          currency={chart.currency ?? fund.currency}
        />
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section aria-labelledby={`${ids}-returns`} className={cardClasses}>
          <h2 id={`${ids}-returns`} className={sectionTitleClasses}>
            Rentabilidad
          </h2>
          <table className="mt-3 w-full border-collapse text-base">
            <caption className="sr-only">Rentabilidad del fondo por periodo</caption>
            <thead>
              <tr className="text-sm text-muted">
                <th scope="col" className="py-2 text-left font-semibold">
                  Periodo
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Rentabilidad
                </th>
              </tr>
            </thead>
            <tbody>
              {returns.map((row) => (
                <tr key={row.period} className="border-t border-border">
                  <th scope="row" className="py-2.5 pr-3 text-left font-normal">
                    {row.period}
                  </th>
                  <td className="py-2.5 text-right font-semibold">
                    {row.value === null ? (
                      <>
                        <span aria-hidden="true" className="text-muted">
                          —
                        </span>
                        <span className="sr-only">Sin historial</span>
                      </>
                    ) : (
                      <FundReturn value={row.value} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-3 text-sm text-muted">
            Hasta 12 meses, rentabilidad acumulada; a 3 y 5 años, anualizada. Las rentabilidades
            pasadas no garantizan rentabilidades futuras.
          </p>
        </section>

        <section aria-labelledby={`${ids}-about`} className={cardClasses}>
          <h2 id={`${ids}-about`} className={sectionTitleClasses}>
            Sobre el fondo
          </h2>
          <p className="mt-3">{objective}</p>
          <dl className="mt-4 grid gap-3 text-base">
            <div>
              <dt className="text-sm text-muted">Indicador de referencia</dt>
              <dd className="font-medium">{benchmark}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">Código del fondo</dt>
              <dd className="font-medium">{code}</dd>
            </div>
          </dl>
        </section>
      </div>

      <div className={cn('grid grid-cols-1 gap-6', fees && 'lg:grid-cols-2')}>
        <section aria-labelledby={`${ids}-series`} className={cardClasses}>
          <h2 id={`${ids}-series`} className={sectionTitleClasses}>
            Montos mínimos
          </h2>
          <Suspense fallback={<Pending className="mt-3 h-32" />}>
            <SeriesMinimums series={series} currency={fund.currency} />
          </Suspense>
        </section>

        {fees ? (
          <section aria-labelledby={`${ids}-fees`} className={cardClasses}>
            <h2 id={`${ids}-fees`} className={sectionTitleClasses}>
              Comisiones y plazos
            </h2>
            <Suspense fallback={<Pending className="mt-3 h-32" />}>
              <FeeList fees={fees} />
            </Suspense>
          </section>
        ) : null}
      </div>

      <section
        aria-labelledby={`${ids}-composition`}
        className={cn(cardClasses, 'flex flex-col gap-4')}
      >
        <h2 id={`${ids}-composition`} className={sectionTitleClasses}>
          Composición del fondo
        </h2>
        <Suspense fallback={<Pending className="h-64" />}>
          <CompositionChart {...composition} headingLevel={3} />
        </Suspense>
      </section>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <div className={cardClasses}>
          <Suspense fallback={<Pending className="h-80" />}>
            <FundSimulator {...simulator} currency={fund.currency} headingId={`${ids}-simulator`} />
          </Suspense>
        </div>

        <section aria-labelledby={`${ids}-documents`} className={cardClasses}>
          <h2 id={`${ids}-documents`} className={sectionTitleClasses}>
            Documentos
          </h2>
          {documents.length === 0 ? (
            <p className="mt-3 text-muted">Pronto publicaremos los documentos de este fondo.</p>
          ) : (
            <DocumentLinks documents={documents} className="mt-3 flex flex-col gap-3" />
          )}
        </section>
      </div>
    </div>
  );
}

/** The page's shape while the fund loads: one polite "Cargando el fondo". */
function DetailSkeleton() {
  return (
    <SkeletonGroup label="Cargando el fondo" className="flex flex-col gap-6 md:gap-8">
      <Skeleton variant="block" className="h-64 rounded-xl md:h-72" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Skeleton variant="block" className="h-40 rounded-xl" />
        <Skeleton variant="block" className="h-40 rounded-xl" />
      </div>
      <Skeleton variant="block" className="h-96 rounded-xl" />
    </SkeletonGroup>
  );
}
