import { useEffect, useRef, useState } from 'react';
import type { RenderLink } from '../../../composites/AppShell';
import { ShieldCheck, TriangleAlert } from '../../../icons';
import { Alert } from '../../../primitives/Alert';
import { Button } from '../../../primitives/Button';
import { EmptyState } from '../../../primitives/EmptyState';
import { renderAnchor, screenLinkClasses } from '../../shared';

/** The page's title and heading. */
export const SECURITY_LOG_TITLE = 'Actividad de tu cuenta';

/** One entry of the account's activity. */
export interface SecurityLogItem {
  id: string;
  /** What happened, e.g. "Inicio de sesión". */
  title: string;
  /** ISO instant, for `<time>`. */
  at: string;
  /** When, as the customer reads it, e.g. "26 nov. 2026, 10:15 a. m. (hora de Lima)". */
  when: string;
  /** e.g. "Chrome en Windows". */
  device: string | null;
  /** e.g. "190.42.17.x". */
  ip: string | null;
  /** e.g. "BCP •••• 0082" or a rescue's reference. */
  detail: string | null;
  /** The customer already said it was not them. */
  reported: boolean;
}

export interface SecurityLogScreenProps {
  items: readonly SecurityLogItem[];
  /** "Sí, no fui yo": ends every session and starts a password reset. */
  onReport: (id: string) => void;
  /** The entry being reported: its button waits. */
  busyId?: string;
  /** Why the report failed (Spanish). */
  error?: string;
  /** Back to the profile. */
  backHref: string;
  renderLink?: RenderLink;
}

function Entry({
  item,
  onReport,
  busy,
}: {
  item: SecurityLogItem;
  onReport: (id: string) => void;
  busy: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const facts = [item.device, item.ip ? `IP ${item.ip}` : null, item.detail].filter(Boolean);
  return (
    <li data-slot="security-entry" className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
        <div className="min-w-0">
          <p className="font-semibold">{item.title}</p>
          <p className="text-sm text-muted">
            <time dateTime={item.at}>{item.when}</time>
            {facts.length ? ` · ${facts.join(' · ')}` : null}
          </p>
        </div>
        {item.reported ? (
          <p className="flex shrink-0 items-center gap-1.5 text-sm font-semibold text-text">
            <TriangleAlert aria-hidden className="size-4 text-warning" />
            Reportado
          </p>
        ) : confirming ? null : (
          <Button
            variant="ghost"
            size="sm"
            className="shrink-0 self-start"
            onClick={() => setConfirming(true)}
          >
            No fui yo
            <span className="sr-only">
              : {item.title}, {item.when}
            </span>
          </Button>
        )}
      </div>
      {confirming && !item.reported ? (
        <div
          role="group"
          aria-label="Confirmar el reporte"
          className="flex flex-col gap-2 rounded-lg border border-warning bg-warning-surface p-3 text-sm"
        >
          <p>
            Cerraremos todas tus sesiones, también esta, y te enviaremos un código a tu correo para
            crear una nueva contraseña.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              ref={confirmRef}
              variant="danger"
              size="sm"
              loading={busy}
              onClick={() => onReport(item.id)}
            >
              Sí, no fui yo
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setConfirming(false)}>
              Cancelar
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

/**
 * "Actividad de tu cuenta": logins (device, shortened IP, Lima time) and the changes that
 * matter, newest first, each with "No fui yo", which asks before it ends every session and
 * starts a password reset.
 */
export function SecurityLogScreen({
  items,
  onReport,
  busyId,
  error,
  backHref,
  renderLink = renderAnchor,
}: SecurityLogScreenProps) {
  return (
    <div
      data-slot="security-log-screen"
      className="mx-auto flex max-w-3xl flex-col gap-6 text-text"
    >
      <header>
        <h1 className="font-display text-2xl font-bold tracking-tight sm:text-3xl">
          {SECURITY_LOG_TITLE}
        </h1>
        <p className="mt-1 text-muted">
          Tus últimos ingresos y cambios. Si ves algo que no hiciste, elige «No fui yo».
        </p>
      </header>
      {error ? <Alert variant="danger">{error}</Alert> : null}
      {items.length === 0 ? (
        <EmptyState
          icon={<ShieldCheck />}
          title="Aún no hay actividad registrada"
          description="Verás aquí tus ingresos y los cambios de tu cuenta."
        />
      ) : (
        <ul
          aria-label="Actividad de tu cuenta"
          className="flex flex-col divide-y divide-border rounded-xl border border-border bg-surface p-5 sm:p-6"
        >
          {items.map((item) => (
            <Entry key={item.id} item={item} onReport={onReport} busy={busyId === item.id} />
          ))}
        </ul>
      )}
      {renderLink({
        href: backHref,
        className: `${screenLinkClasses} self-start`,
        children: 'Volver a mi perfil',
      })}
    </div>
  );
}
