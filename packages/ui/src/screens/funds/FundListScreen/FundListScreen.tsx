import { LoadError } from '../../shared/LoadError';
import { BadgeCheck, Compass, SearchX, TriangleAlert } from '../../../icons';
import { Button, buttonVariants } from '../../../primitives/Button';
import { EmptyState } from '../../../primitives/EmptyState';
import { SelectField, type SelectOption } from '../../../primitives/SelectField';
import type { RenderLink } from '../../../composites/AppShell';
import { FundCard, FundCardSkeleton, type FundCardProps } from '../../../composites/FundCard';
import { renderAnchor, screenLinkClasses } from '../../shared';

/** The page's title. */
export const FUND_LIST_TITLE = 'Nuestros fondos';

/** A fund of the list: its card, its code, and whether it suits the customer's profile. */
export type FundListItem = FundCardProps & {
  /** The fund's code, the key of the list. */
  code: string;
  /** Whether the fund's risk suits the customer's profile (always `true` without a profile). */
  suitable: boolean;
  /** Why a suitable fund goes with the profile, one short line. */
  reason?: string;
};

/** What the list is filtered and sorted by; the caller filters and sorts. */
export interface FundListFilters {
  /** The funds' currency. */
  currency: 'all' | 'PEN' | 'USD';
  /** Risk: low (conservador), medium (moderado), high (agresivo). */
  risk: 'all' | 'low' | 'medium' | 'high';
  /** Best 12-month return first, lowest risk first, or highest risk first. */
  sort: 'return' | 'risk-asc' | 'risk-desc';
}

/** The filters with nothing filtered, in the default order. */
export const defaultFundListFilters: FundListFilters = {
  currency: 'all',
  risk: 'all',
  sort: 'return',
};

export interface FundListScreenProps {
  /** `loading` shows card skeletons, `error` a message with "Reintentar", `ready` the funds. */
  state: 'loading' | 'ready' | 'error';
  /** Loads the funds again; without it the error has no "Reintentar" button. */
  onRetry?: () => void;
  /** The funds that match the filters, in the chosen order. */
  funds: readonly FundListItem[];
  /** The current filters and order. */
  filters: FundListFilters;
  /** Called with the whole new filters when the customer changes one. */
  onFiltersChange: (next: FundListFilters) => void;
  /** Called by "Quitar filtros" when no fund matches. */
  onClearFilters: () => void;
  /**
   * The name of the customer's profile ("Moderado"; written in lower case in the sentence):
   * the list splits into the funds for it and the others. `null` before the test del
   * inversionista: one list, no suitability notes, and a call to take the test.
   */
  profileLabel: string | null;
  /** Where the call to take the test leads. */
  riskProfileHref: string;
  /** Renders links, so the portal can pass its router's Link. @default a plain `<a>` */
  renderLink?: RenderLink;
}

/** Ids of the filters, for tests. */
export const fundListFieldIds = {
  currency: 'fund-list-currency',
  risk: 'fund-list-risk',
  sort: 'fund-list-sort',
} as const;

// Each select's empty first option stands for its default (no filter, the usual order), so the
// list never shows a "choose an option" prompt.
const currencyOptions: SelectOption[] = [
  { value: 'PEN', label: 'Soles' },
  { value: 'USD', label: 'Dólares' },
];
const riskOptions: SelectOption[] = [
  { value: 'low', label: 'Bajo (conservador)' },
  { value: 'medium', label: 'Moderado' },
  { value: 'high', label: 'Alto (agresivo)' },
];
const sortOptions: SelectOption[] = [
  { value: 'risk-asc', label: 'Menor riesgo' },
  { value: 'risk-desc', label: 'Mayor riesgo' },
];

/** "7 fondos", "1 fondo", "0 fondos". */
export function fundCountLabel(count: number): string {
  return count === 1 ? '1 fondo' : `${count} fondos`;
}

export const SUITABILITY_NOTE =
  'Riesgo mayor al de tu perfil: te pediremos confirmarlo antes de invertir.';

const gridClasses = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';
const sectionTitleClasses = 'font-display text-xl font-semibold';

/**
 * "Nuestros fondos": every fund as a card, filtered by currency and risk and sorted as the
 * customer chooses. With a profile, the funds for it come first, each with why; the others
 * carry a note that their risk is higher. Without one, a call to take the test del
 * inversionista. The screen shows what it is given: filtering and sorting are the caller's.
 */
export function FundListScreen({
  state,
  onRetry,
  funds,
  filters,
  onFiltersChange,
  onClearFilters,
  profileLabel,
  riskProfileHref,
  renderLink = renderAnchor,
}: FundListScreenProps) {
  const ids = fundListFieldIds;
  const ready = state === 'ready';
  const suitable = funds.filter((fund) => fund.suitable);
  const others = funds.filter((fund) => !fund.suitable);
  const change = (patch: Partial<FundListFilters>) => onFiltersChange({ ...filters, ...patch });

  return (
    <div
      data-slot="fund-list-screen"
      data-state={state}
      className="flex flex-col gap-6 text-text md:gap-8"
    >
      <header className="flex flex-col gap-2">
        <h1 className="font-display text-2xl font-bold tracking-tight sm:text-3xl">
          {FUND_LIST_TITLE}
        </h1>
        <p className="max-w-prose text-muted">
          Fondos mutuos en soles y en dólares, para cada plazo y nivel de riesgo.
        </p>
      </header>

      {profileLabel === null ? (
        <aside
          aria-label="Test del inversionista"
          className="flex flex-col gap-4 rounded-xl border border-border bg-secondary p-5 text-secondary-foreground sm:flex-row sm:items-center sm:p-6"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-surface text-primary"
          >
            <Compass className="size-6" />
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p className="font-display text-lg font-semibold">
              {renderLink({
                href: riskProfileHref,
                className: screenLinkClasses,
                children: 'Haz el test del inversionista para ver qué fondos van contigo',
              })}
            </p>
            <p className="text-sm">
              Unas pocas preguntas sobre tus metas, tus plazos y cómo reaccionas cuando tu inversión
              baja. Te toma unos minutos.
            </p>
          </div>
        </aside>
      ) : null}

      <section aria-label="Filtrar y ordenar" className="flex flex-col gap-3">
        <div className="grid grid-cols-1 gap-4 xs:grid-cols-2 md:grid-cols-3">
          <SelectField
            id={ids.currency}
            label="Moneda"
            placeholder="Todas"
            options={currencyOptions}
            value={filters.currency === 'all' ? '' : filters.currency}
            onValueChange={(value) =>
              change({ currency: (value || 'all') as FundListFilters['currency'] })
            }
          />
          <SelectField
            id={ids.risk}
            label="Riesgo"
            placeholder="Todos"
            options={riskOptions}
            value={filters.risk === 'all' ? '' : filters.risk}
            onValueChange={(value) => change({ risk: (value || 'all') as FundListFilters['risk'] })}
          />
          <SelectField
            id={ids.sort}
            label="Ordenar por"
            placeholder="Mayor rentabilidad a 12 meses"
            options={sortOptions}
            value={filters.sort === 'return' ? '' : filters.sort}
            onValueChange={(value) =>
              change({ sort: (value || 'return') as FundListFilters['sort'] })
            }
            className="xs:col-span-2 md:col-span-1"
          />
        </div>
        {/* Always in the page, so each new count is announced once the list changes. */}
        <p role="status" className="text-sm font-semibold text-muted">
          {ready ? fundCountLabel(funds.length) : ''}
        </p>
      </section>

      {state === 'loading' ? (
        <div className={gridClasses}>
          {[0, 1, 2].map((card) => (
            <FundCardSkeleton key={card} label="Cargando fondos" />
          ))}
        </div>
      ) : null}

      {state === 'error' ? (
        <LoadError title="No pudimos cargar los fondos" onRetry={onRetry} />
      ) : null}

      {ready && funds.length === 0 ? (
        <EmptyState
          icon={<SearchX />}
          title="Ningún fondo coincide con los filtros"
          description="Prueba con otra moneda u otro nivel de riesgo, o quita los filtros para ver todos nuestros fondos."
          action={<Button onClick={onClearFilters}>Quitar filtros</Button>}
        />
      ) : null}

      {ready && funds.length > 0 && profileLabel !== null ? (
        <>
          {suitable.length > 0 ? (
            <section aria-labelledby="fund-list-suitable" className="flex flex-col gap-4">
              <h2 id="fund-list-suitable" className={sectionTitleClasses}>
                Recomendados para tu perfil {profileLabel.toLocaleLowerCase('es-PE')}
              </h2>
              <FundGrid funds={suitable} headingLevel={3} notes renderLink={renderLink} />
            </section>
          ) : null}
          {others.length > 0 ? (
            <section aria-labelledby="fund-list-others" className="flex flex-col gap-4">
              <h2 id="fund-list-others" className={sectionTitleClasses}>
                Otros fondos
              </h2>
              <FundGrid funds={others} headingLevel={3} notes renderLink={renderLink} />
            </section>
          ) : null}
        </>
      ) : null}

      {ready && funds.length > 0 && profileLabel === null ? (
        <FundGrid funds={funds} headingLevel={2} notes={false} renderLink={renderLink} />
      ) : null}
    </div>
  );
}

interface FundGridProps {
  funds: readonly FundListItem[];
  headingLevel: 2 | 3;
  /** Shows why each fund suits the profile, or that its risk is higher. */
  notes: boolean;
  renderLink: RenderLink;
}

/** The cards in a grid: one column on phones, two from `sm`, three from `lg`. */
function FundGrid({ funds, headingLevel, notes, renderLink }: FundGridProps) {
  return (
    <ul className={gridClasses}>
      {funds.map(({ code, suitable, reason, href, ...fund }) => {
        const note =
          notes && (!suitable || reason) ? <FundNote suitable={suitable} reason={reason} /> : null;
        const link = href
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
          : fund.action;
        return (
          <li key={code} className="flex">
            <FundCard
              {...fund}
              headingLevel={headingLevel}
              className="w-full"
              // The note sits above the card's link, at its foot.
              action={
                note || link ? (
                  <>
                    {note}
                    {link}
                  </>
                ) : undefined
              }
            />
          </li>
        );
      })}
    </ul>
  );
}

/** Why a fund suits the profile, or the note that its risk is higher. */
function FundNote({ suitable, reason }: Pick<FundListItem, 'suitable' | 'reason'>) {
  if (!suitable) {
    return (
      <p
        data-slot="suitability-note"
        className="mb-4 flex items-start gap-2 rounded-md bg-warning-surface p-3 text-sm text-text"
      >
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
        <span>{SUITABILITY_NOTE}</span>
      </p>
    );
  }
  if (!reason) return null;
  return (
    <p data-slot="fund-reason" className="mb-4 flex items-start gap-2 text-sm text-text">
      <BadgeCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
      <span>{reason}</span>
    </p>
  );
}
