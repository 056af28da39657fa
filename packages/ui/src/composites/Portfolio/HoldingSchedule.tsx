import { useEffect, useRef, useState } from 'react';
import { CalendarClock } from '../../icons';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/Button';
import { Money, type Currency } from '../../primitives/Money';

/** A monthly scheduled rescue ("rescate programado") of one holding. */
export interface PortfolioSchedule {
  /** The schedule's id, given back to the actions. */
  id: string;
  /** Paused: no rescue runs until it is resumed. */
  status: 'active' | 'paused';
  /** Each month's amount, a decimal string in the holding's currency. */
  amount: string;
  currency: Currency;
  /** The day of each month, 1 to 28. */
  dayOfMonth: number;
  /** ISO day of the next rescue (it runs on the next business day when that one is not). */
  nextDate: string;
  /** The account it pays to, e.g. "BCP •••• 0082". */
  accountLabel: string;
  /** What the last occurrence did (Spanish), e.g. why it could not be made; none before the first. */
  lastResult?: string | null;
}

/** Pause, resume and cancel of the schedules, as the flows hook gives them. */
export interface PortfolioScheduleActions {
  onPause: (id: string) => void;
  onResume: (id: string) => void;
  onCancel: (id: string) => void;
  /** The schedule being changed: its buttons wait. */
  busyId?: string;
}

const dayFormat = new Intl.DateTimeFormat('es-PE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const longDay = (iso: string) => dayFormat.format(new Date(`${iso}T12:00:00Z`));

/**
 * A holding's scheduled rescue: the amount, the day, the account, the next rescue and the last
 * result, with "Pausar" or "Reanudar" and "Cancelar", which asks before it cancels. Used by the
 * portfolio's table row and card alike.
 */
export function HoldingSchedule({
  schedule,
  fundName,
  actions,
  className,
}: {
  schedule: PortfolioSchedule;
  /** The holding's fund, for the buttons' accessible names. */
  fundName: string;
  actions?: PortfolioScheduleActions;
  className?: string;
}) {
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const busy = actions?.busyId === schedule.id;
  const paused = schedule.status === 'paused';
  const wasConfirming = useRef(false);
  useEffect(() => {
    // The question takes the focus; answered "No", the focus goes back to "Cancelar".
    if (confirming) confirmRef.current?.focus();
    else if (wasConfirming.current) cancelRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);
  const of = <span className="sr-only"> el rescate programado de {fundName}</span>;

  return (
    <div
      data-slot="holding-schedule"
      data-status={schedule.status}
      className={cn(
        'flex flex-col gap-2 rounded-lg border border-border bg-surface-sunken p-3 text-sm text-text',
        className,
      )}
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
        <CalendarClock aria-hidden className="size-4 shrink-0 text-primary" />
        <span>
          Rescate programado<span className="sr-only"> de {fundName}</span>
        </span>
        <span
          className={cn(
            'rounded-full border px-2 py-0.5 text-xs font-semibold',
            paused ? 'border-warning text-text' : 'border-success text-text',
          )}
        >
          {paused ? 'Pausado' : 'Activo'}
        </span>
      </p>
      <p>
        <Money amount={schedule.amount} currency={schedule.currency} /> el día {schedule.dayOfMonth}{' '}
        de cada mes, a tu cuenta {schedule.accountLabel}.
      </p>
      {paused ? (
        <p className="text-muted">No haremos ningún rescate mientras esté pausado.</p>
      ) : (
        <p className="text-muted">
          Próximo rescate: <time dateTime={schedule.nextDate}>{longDay(schedule.nextDate)}</time> (o
          el día hábil siguiente).
        </p>
      )}
      {schedule.lastResult ? <p className="text-muted">Último: {schedule.lastResult}</p> : null}
      {actions ? (
        confirming ? (
          <div
            role="group"
            aria-label="Confirmar la cancelación"
            className="flex flex-col gap-2 border-t border-border pt-2"
          >
            <p className="font-semibold">
              ¿Cancelar este rescate programado? No haremos más rescates mensuales de este fondo.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                ref={confirmRef}
                variant="danger"
                size="sm"
                loading={busy}
                onClick={() => actions.onCancel(schedule.id)}
              >
                Sí, cancelar{of}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setConfirming(false)}>
                No, mantenerlo
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              loading={busy}
              onClick={() =>
                paused ? actions.onResume(schedule.id) : actions.onPause(schedule.id)
              }
            >
              {paused ? 'Reanudar' : 'Pausar'}
              {of}
            </Button>
            <Button
              ref={cancelRef}
              variant="ghost"
              size="sm"
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              Cancelar{of}
            </Button>
          </div>
        )
      ) : null}
    </div>
  );
}
