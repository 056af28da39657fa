import type { RenderLink } from '../../../composites/AppShell';
import { Download, FileCheck } from '../../../icons';
import { Alert } from '../../../primitives/Alert';
import { Button } from '../../../primitives/Button';
import { EmptyState } from '../../../primitives/EmptyState';
import { Skeleton, SkeletonGroup } from '../../../primitives/Skeleton';
import { DateField, LoadError, renderAnchor, screenLinkClasses } from '../../shared';

/** The page's title and heading. */
export const FUND_DOCUMENTS_TITLE = 'Certificados y documentos';

/** A series of a fund the customer holds or held. */
export interface HeldSeriesView {
  /** "000" */
  code: string;
  /** "Serie A (000)" */
  label: string;
  /** "50.41525998 cuotas" (or "Sin cuotas hoy"). */
  cuotas: string;
}

/** A fund the customer holds or held, with its series and documents. */
export interface HeldFundView {
  code: string;
  name: string;
  /** "Soles (S/)" */
  currency: string;
  series: readonly HeldSeriesView[];
  /** The fund's documents: prospecto simplificado, reglamento de participación… */
  documents: readonly { title: string; href: string }[];
}

export interface FundDocumentsScreenProps {
  state: 'loading' | 'error' | 'ready';
  loadError?: string;
  onRetry?: () => void;
  funds: readonly HeldFundView[];
  /** The certificate's date per fund code, "YYYY-MM-DD" (today unless changed). */
  dates: Readonly<Record<string, string>>;
  onDateChange: (fund: string, date: string) => void;
  /** Why a fund's date cannot be used (Spanish), per fund code. */
  dateErrors?: Readonly<Record<string, string | undefined>>;
  /** Downloads the certificate of a fund's series at its date. */
  onCertificate: (fund: string, series: string) => void;
  /** The certificate being prepared: "FUND/series". */
  busy?: string;
  /** Why a fund's certificate could not be downloaded (Spanish), per fund code. */
  downloadErrors?: Readonly<Record<string, string | undefined>>;
  /** The file just saved. */
  downloaded?: string;
  backHref: string;
  fundsHref: string;
  renderLink?: RenderLink;
}

function FundCard({
  fund,
  date,
  dateError,
  downloadError,
  busy,
  onDateChange,
  onCertificate,
}: {
  fund: HeldFundView;
  date: string;
  dateError?: string;
  downloadError?: string;
  busy?: string;
  onDateChange: (date: string) => void;
  onCertificate: (series: string) => void;
}) {
  const id = `fund-${fund.code.toLowerCase()}`;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-5 rounded-xl border border-border bg-surface p-5 sm:p-6"
    >
      <header>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {fund.name}
        </h2>
        <p className="text-sm text-muted">{fund.currency}</p>
      </header>
      <div className="flex flex-col gap-4">
        <h3 id={`${id}-cert`} className="font-semibold">
          Certificado de participación
        </h3>
        <DateField
          id={`${id}-date`}
          label="Fecha del certificado"
          hint="Tus cuotas y su valor al cierre de esa fecha. Hoy, si no la cambias."
          value={date}
          error={dateError}
          onValueChange={onDateChange}
        />
        {downloadError ? <Alert variant="danger">{downloadError}</Alert> : null}
        <ul className="flex flex-col gap-3">
          {fund.series.map((s) => (
            <li
              key={s.code}
              className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
            >
              <p>
                <span className="font-medium">{s.label}</span>
                <span className="text-muted"> · {s.cuotas}</span>
              </p>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                className="self-start sm:self-auto"
                startIcon={<Download aria-hidden />}
                loading={busy === `${fund.code}/${s.code}`}
                loadingLabel="Preparando tu certificado"
                onClick={() => onCertificate(s.code)}
              >
                Descargar certificado
                <span className="sr-only">
                  {' '}
                  de {fund.name}, {s.label}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">Documentos del fondo</h3>
        <ul className="flex flex-col gap-2">
          {fund.documents.map((d) => (
            <li key={d.href}>
              <a
                href={d.href}
                className={screenLinkClasses}
                aria-label={`${d.title} (PDF), ${fund.name}`}
              >
                {d.title} (PDF)
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * "Certificados y documentos": per fund the customer holds (or held), the participation
 * certificate at a date, made on request, and the fund's documents.
 */
export function FundDocumentsScreen({
  state,
  loadError,
  onRetry,
  funds,
  dates,
  onDateChange,
  dateErrors = {},
  onCertificate,
  busy,
  downloadErrors = {},
  downloaded,
  backHref,
  fundsHref,
  renderLink = renderAnchor,
}: FundDocumentsScreenProps) {
  let body;
  if (state === 'loading')
    body = (
      <SkeletonGroup label="Cargando tus fondos" className="space-y-4">
        <Skeleton className="h-64" variant="block" />
        <Skeleton className="h-64" variant="block" />
      </SkeletonGroup>
    );
  else if (state === 'error')
    body = (
      <LoadError title="No pudimos cargar tus fondos" onRetry={onRetry}>
        {loadError}
      </LoadError>
    );
  else if (funds.length === 0)
    body = (
      <EmptyState
        icon={<FileCheck />}
        title="Aún no tienes fondos"
        description="Cuando inviertas en un fondo, aquí tendrás su certificado de participación y sus documentos."
        action={renderLink({
          href: fundsHref,
          className: screenLinkClasses,
          children: 'Ver fondos',
        })}
      />
    );
  else
    body = funds.map((fund) => (
      <FundCard
        key={fund.code}
        fund={fund}
        date={dates[fund.code] ?? ''}
        dateError={dateErrors[fund.code]}
        downloadError={downloadErrors[fund.code]}
        busy={busy}
        onDateChange={(date) => onDateChange(fund.code, date)}
        onCertificate={(series) => onCertificate(fund.code, series)}
      />
    ));
  return (
    <div
      data-slot="fund-documents-screen"
      className="mx-auto flex max-w-2xl flex-col gap-6 text-text"
    >
      <header>
        <h1 className="font-display text-2xl font-bold tracking-tight sm:text-3xl">
          {FUND_DOCUMENTS_TITLE}
        </h1>
        <p className="mt-1 text-muted">
          El certificado de participación de cada fondo que tienes y sus documentos: prospecto
          simplificado, reglamento de participación y ficha del fondo.
        </p>
      </header>
      {body}
      <p role="status" className="text-sm text-muted">
        {busy
          ? 'Preparando tu certificado…'
          : downloaded
            ? `Listo: se descargó ${downloaded}.`
            : ''}
      </p>
      {renderLink({
        href: backHref,
        className: `${screenLinkClasses} self-start`,
        children: 'Volver a mi perfil',
      })}
    </div>
  );
}
