import { LoadError } from '../../shared/LoadError';
import { ArrowRight, Compass, RotateCw } from '../../../icons';
import { buttonVariants } from '../../../primitives/Button';
import { EmptyState } from '../../../primitives/EmptyState';
import { Skeleton, SkeletonGroup } from '../../../primitives/Skeleton';
import type { RenderLink } from '../../../composites/AppShell';
import { FundCard, type FundCardProps, type RiskLevel } from '../../../composites/FundCard';
import { cn } from '../../../lib/cn';
import { renderAnchor, screenLinkClasses } from '../../shared';

/** The page's title. */
export const RISK_RESULT_TITLE = 'Tu perfil de inversionista';

/** The scores of one investor profile, e.g. Moderado from 13 to 22. */
export interface RiskScoreBand {
  /** The profile the band leads to. */
  profile: RiskLevel;
  /** Its name as the customer reads it, e.g. "Moderado". */
  label: string;
  /** Lowest score of the band. */
  min: number;
  /** Highest score of the band. */
  max: number;
}

/** A fund recommended for the profile: a card plus its code, the key of the list. */
export type RecommendedFund = FundCardProps & { code: string };

export interface RiskResultScreenProps {
  /** `loading` shows skeletons, `error` a message with "Reintentar", `ready` the profile. */
  state: 'loading' | 'ready' | 'error';
  /** Loads the profile again; without it the error has no "Reintentar" button. */
  onRetry?: () => void;
  /** The customer's profile. */
  profile: RiskLevel;
  /** Its name, e.g. "Moderado": "Tu perfil de inversionista es Moderado". */
  profileLabel: string;
  /** What the profile means, in plain words. */
  description: string;
  /** The customer's score. */
  score: number;
  /** The highest possible score. */
  maxScore: number;
  /** The profiles' score bands, lowest first. */
  bands: readonly RiskScoreBand[];
  /** Version of the questionnaire the answers were scored with. */
  version: number;
  /** When the customer answered, ISO date and time (`2025-11-20T15:42:00-05:00`). */
  answeredAt: string;
  /** Funds for the profile; up to three are shown. */
  recommended: readonly RecommendedFund[];
  /** Where "Ver todos los fondos" leads. */
  productsHref: string;
  /** Where "Volver a hacer el test" leads. */
  retakeHref: string;
  /** Renders links, so the portal can pass its router's Link. @default a plain `<a>` */
  renderLink?: RenderLink;
}

/** The most funds the page recommends. */
const MAX_RECOMMENDED = 3;

/** "20 de noviembre de 2025": the day of an ISO date and time, in Lima. */
export function formatAnsweredAt(isoDateTime: string): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return isoDateTime;
  return new Intl.DateTimeFormat('es-PE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Lima',
  }).format(date);
}

const titleClasses = 'font-display text-2xl font-bold tracking-tight text-balance sm:text-3xl';

/**
 * The result of the test del inversionista: the profile and what it means, the score on the
 * scale of the three profiles (the customer's marked in words, not only in colour), the
 * questionnaire's version and date, up to three recommended funds and the way to take the
 * test again.
 */
export function RiskResultScreen({
  state,
  onRetry,
  profile,
  profileLabel,
  description,
  score,
  maxScore,
  bands,
  version,
  answeredAt,
  recommended,
  productsHref,
  retakeHref,
  renderLink = renderAnchor,
}: RiskResultScreenProps) {
  if (state !== 'ready') {
    return (
      <div
        data-slot="risk-result-screen"
        data-state={state}
        className="flex flex-col gap-6 text-text md:gap-8"
      >
        <h1 className={titleClasses}>{RISK_RESULT_TITLE}</h1>
        {state === 'loading' ? (
          <ResultSkeleton />
        ) : (
          <LoadError title="No pudimos cargar tu perfil" onRetry={onRetry}>
            Tus respuestas están guardadas. Vuelve a intentarlo en unos segundos.
          </LoadError>
        )}
      </div>
    );
  }

  const shown = recommended.slice(0, MAX_RECOMMENDED);
  return (
    <div
      data-slot="risk-result-screen"
      data-state={state}
      data-profile={profile}
      className="flex flex-col gap-6 text-text md:gap-8"
    >
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-muted">Test del inversionista</p>
        <h1 className={titleClasses}>Tu perfil de inversionista es {profileLabel}</h1>
        <p className="max-w-prose text-lg">{description}</p>
      </header>

      <section
        aria-labelledby="risk-result-score"
        className="rounded-xl border border-border bg-surface p-5 shadow-sm sm:p-6"
      >
        <h2 id="risk-result-score" className="font-display text-xl font-semibold">
          Tu puntaje: {score} de {maxScore}
        </h2>
        <ScoreScale profile={profile} score={score} bands={bands} />
        <div className="mt-6 flex flex-col gap-4 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">
            Versión {version} del test, respondido el{' '}
            <time dateTime={answeredAt}>{formatAnsweredAt(answeredAt)}</time>.
          </p>
          {renderLink({
            href: retakeHref,
            className: cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'self-start'),
            children: (
              <>
                <RotateCw aria-hidden className="size-4" />
                Volver a hacer el test
              </>
            ),
          })}
        </div>
      </section>

      <section aria-labelledby="risk-result-funds" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
          <h2 id="risk-result-funds" className="font-display text-xl font-semibold">
            Fondos recomendados para ti
          </h2>
          {shown.length > 0
            ? renderLink({
                href: productsHref,
                className: cn(screenLinkClasses, 'inline-flex items-center gap-1'),
                children: (
                  <>
                    Ver todos los fondos
                    <ArrowRight aria-hidden className="size-4" />
                  </>
                ),
              })
            : null}
        </div>
        {shown.length > 0 ? (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map(({ code, href, ...fund }) => (
              <li key={code} className="flex">
                <FundCard
                  {...fund}
                  headingLevel={3}
                  className="w-full"
                  action={
                    href
                      ? renderLink({
                          href,
                          className: buttonVariants({ variant: 'secondary', fullWidth: true }),
                          children: (
                            <>
                              {fund.actionLabel ?? 'Ver detalle'}
                              <span className="sr-only"> de {fund.name}</span>
                            </>
                          ),
                        })
                      : fund.action
                  }
                />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            headingLevel={3}
            icon={<Compass />}
            title="Por ahora no tenemos un fondo recomendado para tu perfil"
            description="Puedes ver todos nuestros fondos. Si eliges uno de riesgo mayor al de tu perfil, te pediremos confirmarlo antes de invertir."
            action={renderLink({
              href: productsHref,
              className: buttonVariants({ variant: 'primary' }),
              children: (
                <>
                  Ver todos los fondos
                  <ArrowRight aria-hidden className="size-4" />
                </>
              ),
            })}
          />
        )}
      </section>
    </div>
  );
}

interface ScoreScaleProps {
  profile: RiskLevel;
  score: number;
  bands: readonly RiskScoreBand[];
}

/**
 * The three profiles as segments as wide as their score ranges, the customer's filled and
 * marked "(tu perfil)" with the score above it.
 */
function ScoreScale({ profile, score, bands }: ScoreScaleProps) {
  const columns = bands.map((band) => `${Math.max(1, band.max - band.min + 1)}fr`).join(' ');
  return (
    <ol
      aria-label="Perfiles según el puntaje"
      className="mt-4 grid gap-1.5"
      style={{ gridTemplateColumns: columns }}
    >
      {bands.map((band) => {
        const current = band.profile === profile;
        const width = Math.max(1, band.max - band.min + 1);
        const position =
          ((Math.min(band.max, Math.max(band.min, score)) - band.min + 0.5) / width) * 100;
        return (
          <li
            key={band.profile}
            aria-current={current || undefined}
            data-current={current || undefined}
            className="flex min-w-0 flex-col"
          >
            <div aria-hidden="true" className="relative h-10">
              {current ? (
                <span
                  data-slot="score-marker"
                  className="absolute bottom-2 flex -translate-x-1/2 flex-col items-center"
                  style={{ left: `clamp(1rem, ${position}%, calc(100% - 1rem))` }}
                >
                  <span className="rounded-md bg-text px-2 py-0.5 text-sm font-bold text-surface tabular-nums">
                    {score}
                  </span>
                  <span className="-mt-1 size-2 rotate-45 bg-text" />
                </span>
              ) : null}
            </div>
            <span
              aria-hidden="true"
              className={cn(
                'h-3 rounded-full',
                current ? 'bg-primary' : 'border border-border-strong bg-surface-sunken',
              )}
            />
            <span
              className={cn(
                'mt-2 text-sm wrap-break-word',
                current ? 'font-bold text-text' : 'font-semibold text-muted',
              )}
            >
              {band.label}
              {current ? <span className="block font-semibold">(tu perfil)</span> : null}
            </span>
            <span className="text-xs text-muted">
              {band.min} a {band.max} puntos
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** The shape of the result while it loads. */
function ResultSkeleton() {
  return (
    <SkeletonGroup label="Cargando tu perfil" className="flex flex-col gap-6 md:gap-8">
      <Skeleton lines={2} className="max-w-prose" />
      <Skeleton variant="block" className="h-48 rounded-xl" />
      <Skeleton className="w-64" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((card) => (
          <Skeleton key={card} variant="block" className="h-96 rounded-xl" />
        ))}
      </div>
    </SkeletonGroup>
  );
}
