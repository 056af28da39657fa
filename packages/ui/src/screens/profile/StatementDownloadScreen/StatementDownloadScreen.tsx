import type { FormEvent } from 'react';
import type { RenderLink } from '../../../composites/AppShell';
import { Download, Receipt } from '../../../icons';
import { Alert } from '../../../primitives/Alert';
import { Button } from '../../../primitives/Button';
import { EmptyState } from '../../../primitives/EmptyState';
import { SelectField, type SelectOption } from '../../../primitives/SelectField';
import { Skeleton, SkeletonGroup } from '../../../primitives/Skeleton';
import { LoadError, renderAnchor, screenLinkClasses } from '../../shared';

/** The page's title and heading. */
export const STATEMENTS_TITLE = 'Estados de cuenta';

/** The fund select's value for every fund held in the month (flows' `ALL_FUNDS`). */
export const ALL_FUNDS = 'ALL';

export interface StatementDownloadScreenProps {
  /** Whether the months held are still loading, failed to load, or are here. */
  state: 'loading' | 'error' | 'ready';
  /** Why the months could not be loaded (Spanish). */
  loadError?: string;
  onRetry?: () => void;
  /** The months the customer held a fund, newest first ("octubre de 2026"). */
  months: readonly SelectOption[];
  month: string;
  onMonthChange: (month: string) => void;
  /** The funds held in the chosen month ("Todos los fondos" is added here). */
  funds: readonly SelectOption[];
  /** A fund's code, or {@link ALL_FUNDS}. */
  fund: string;
  onFundChange: (fund: string) => void;
  onDownload: () => void;
  /** The statement is being prepared: the button waits. */
  downloading?: boolean;
  /** Why the download failed (Spanish). */
  downloadError?: string;
  /** The file just saved, e.g. "estado-de-cuenta-2026-10.pdf". */
  downloaded?: string;
  /** Back to the profile. */
  backHref: string;
  /** Where a customer without funds can start investing. */
  fundsHref: string;
  renderLink?: RenderLink;
}

/**
 * "Estados de cuenta": a month in which the customer held a fund and one fund or all of them,
 * then the statement as a PDF made on request from the customer's movements.
 */
export function StatementDownloadScreen({
  state,
  loadError,
  onRetry,
  months,
  month,
  onMonthChange,
  funds,
  fund,
  onFundChange,
  onDownload,
  downloading = false,
  downloadError,
  downloaded,
  backHref,
  fundsHref,
  renderLink = renderAnchor,
}: StatementDownloadScreenProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!downloading) onDownload();
  };
  let body;
  if (state === 'loading')
    body = (
      <SkeletonGroup label="Cargando tus estados de cuenta" className="space-y-4">
        <Skeleton className="h-12" variant="block" />
        <Skeleton className="h-12" variant="block" />
        <Skeleton className="h-11 w-56" variant="block" />
      </SkeletonGroup>
    );
  else if (state === 'error')
    body = (
      <LoadError title="No pudimos cargar tus estados de cuenta" onRetry={onRetry}>
        {loadError}
      </LoadError>
    );
  else if (months.length === 0)
    body = (
      <EmptyState
        icon={<Receipt />}
        title="Aún no tienes estados de cuenta"
        description="Cada mes en que tengas cuotas de un fondo tendrás su estado de cuenta, con tus movimientos, tu saldo y la rentabilidad del fondo."
        action={renderLink({
          href: fundsHref,
          className: screenLinkClasses,
          children: 'Ver fondos',
        })}
      />
    );
  else
    body = (
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby="statement-form-title"
        className="flex flex-col gap-5 rounded-xl border border-border bg-surface p-5 sm:p-6"
      >
        <h2 id="statement-form-title" className="text-lg font-semibold">
          Elige el mes y el fondo
        </h2>
        <SelectField
          label="Mes"
          options={months}
          value={month}
          required
          hint="Solo los meses en que tuviste cuotas de algún fondo."
          onValueChange={onMonthChange}
        />
        <SelectField
          label="Fondo"
          options={[{ value: ALL_FUNDS, label: 'Todos los fondos' }, ...funds]}
          value={fund}
          required
          onValueChange={onFundChange}
        />
        {downloadError ? <Alert variant="danger">{downloadError}</Alert> : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button
            type="submit"
            loading={downloading}
            loadingLabel="Preparando tu estado de cuenta"
            startIcon={<Download aria-hidden />}
            className="self-start"
          >
            Descargar PDF
          </Button>
          <p role="status" className="text-sm text-muted">
            {downloading
              ? 'Preparando tu estado de cuenta…'
              : downloaded
                ? `Listo: se descargó ${downloaded}.`
                : ''}
          </p>
        </div>
      </form>
    );
  return (
    <div
      data-slot="statement-download-screen"
      className="mx-auto flex max-w-2xl flex-col gap-6 text-text"
    >
      <header>
        <h1 className="font-display text-2xl font-bold tracking-tight sm:text-3xl">
          {STATEMENTS_TITLE}
        </h1>
        <p className="mt-1 text-muted">
          Tus cuotas al inicio y al cierre del mes, cada suscripción y rescate con su valor cuota,
          tu saldo y la rentabilidad del fondo, en PDF.
        </p>
      </header>
      {body}
      {renderLink({
        href: backHref,
        className: `${screenLinkClasses} self-start`,
        children: 'Volver a mi perfil',
      })}
    </div>
  );
}
