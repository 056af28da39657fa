import { useEffect, useState } from 'react';
import { CalendarClock, Clock } from '../../../icons';
import { formatWeekdayDate } from '../../../composites/NavChart/format';
import { cn } from '../../../lib/cn';
import type { CutoffDayState } from '../../shared/cutoff';

/** The fund's daily cut-off for orders. */
export interface FundCutoff {
  /** Lima time of the cut-off, `HH:mm` (`'13:00'`). */
  time: string;
  /**
   * Seconds until today's cut-off when it is still ahead; `null` when it passed or today is
   * not a business day. The screen counts down from it by itself.
   */
  secondsLeft: number | null;
  /**
   * Before today's cut-off, after it, or today is not a business day (weekend or holiday): the
   * last two say which, with the day an order placed now gets.
   */
  state: CutoffDayState;
  /**
   * The day whose valor cuota an order placed now gets, `YYYY-MM-DD`: named once the cut-off
   * has passed (`secondsLeft` is `null`). When the screen's own countdown reaches zero it speaks
   * of "el siguiente día hábil" until the caller passes the new day.
   */
  nextOrderDay: string;
}

/** "2 h 15 min", "15 min", "45 s": the time left, minutes rounded up. */
export function formatTimeLeft(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  if (whole < 60) return `${whole} s`;
  const minutes = Math.ceil(whole / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "Quedan 2 h 15 min para el corte de hoy", "Queda 1 min para el corte de hoy". */
export function cutoffCountdownText(seconds: number): string {
  const left = formatTimeLeft(seconds);
  const singular = left === '1 min' || left === '1 s' || left === '1 h';
  return `${singular ? 'Queda' : 'Quedan'} ${left} para el corte de hoy`;
}

/**
 * What a screen reader hears, changing at most once a minute: "Quedan 2 horas y 15 minutos
 * para el corte de hoy." and, in the last minute, "Queda menos de un minuto…".
 */
export function spokenCutoffCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  if (whole < 60) return 'Queda menos de un minuto para el corte de hoy.';
  const minutes = Math.ceil(whole / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourPart = hours === 1 ? '1 hora' : `${hours} horas`;
  const minutePart = rest === 1 ? '1 minuto' : `${rest} minutos`;
  const left = hours === 0 ? minutePart : rest === 0 ? hourPart : `${hourPart} y ${minutePart}`;
  const singular = minutes === 1 || (hours === 1 && rest === 0);
  return `${singular ? 'Queda' : 'Quedan'} ${left} para el corte de hoy.`;
}

/**
 * "El corte de hoy ya pasó: si inviertes ahora, tu orden toma el valor cuota del lunes 24 de
 * noviembre." Without a day (or with an unreadable one), "…del siguiente día hábil."
 */
export function cutoffPassedText(nextOrderDay: string | null): string {
  const day =
    nextOrderDay && /^\d{4}-\d{2}-\d{2}$/.test(nextOrderDay)
      ? formatWeekdayDate(nextOrderDay)
      : 'siguiente día hábil';
  return `El corte de hoy ya pasó: si inviertes ahora, tu orden toma el valor cuota del ${day}.`;
}

/**
 * "Hoy no es día hábil: si inviertes ahora, tu orden toma el valor cuota del lunes 30 de
 * noviembre." Without a readable day, "…del siguiente día hábil."
 */
export function notBusinessDayText(nextOrderDay: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(nextOrderDay)
    ? formatWeekdayDate(nextOrderDay)
    : 'siguiente día hábil';
  return `Hoy no es día hábil: si inviertes ahora, tu orden toma el valor cuota del ${day}.`;
}

/**
 * Seconds left, counted down every second from `secondsLeft` against the clock (so a throttled
 * background tab catches up), restarting whenever the caller passes a new value.
 */
function useCountdown(secondsLeft: number | null): number | null {
  const [left, setLeft] = useState(secondsLeft);
  const [synced, setSynced] = useState(secondsLeft);
  if (synced !== secondsLeft) {
    setSynced(secondsLeft);
    setLeft(secondsLeft);
  }
  useEffect(() => {
    if (secondsLeft === null || secondsLeft <= 0) return;
    const deadline = Date.now() + secondsLeft * 1000;
    const timer = setInterval(() => {
      const next = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [secondsLeft]);
  return left;
}

export interface CutoffNoticeProps extends FundCutoff {
  /** Id of the section heading. */
  headingId: string;
  /** Extra classes. */
  className?: string;
}

/**
 * "Horario de corte": when an order placed now is priced, in plain words, with today's
 * countdown. The visible countdown ticks every second; screen readers hear it at most once a
 * minute, and once more when the cut-off passes.
 */
export function CutoffNotice({
  time,
  secondsLeft,
  state,
  nextOrderDay,
  headingId,
  className,
}: CutoffNoticeProps) {
  const businessDay = state !== 'not-business-day';
  const left = useCountdown(businessDay ? secondsLeft : null);
  const open = left !== null && left > 0;
  // When the countdown ran out here, the caller's day may still be today's.
  const passed = businessDay
    ? cutoffPassedText(secondsLeft === null ? nextOrderDay : null)
    : notBusinessDayText(nextOrderDay);
  const spoken = open ? spokenCutoffCountdown(left) : passed;

  return (
    <section
      aria-labelledby={headingId}
      data-slot="cutoff-notice"
      data-open={open || undefined}
      data-state={open ? 'before-cutoff' : businessDay ? 'after-cutoff' : state}
      className={cn('flex flex-col gap-3', className)}
    >
      <h2 id={headingId} className="font-display text-xl font-semibold">
        Horario de corte
      </h2>
      {businessDay ? (
        <p>Si inviertes antes de las {time}, hora de Lima, compras al valor cuota de hoy.</p>
      ) : (
        <p>
          Los días hábiles, si inviertes antes de las {time}, hora de Lima, compras al valor cuota
          de ese día.
        </p>
      )}
      <p
        aria-hidden="true"
        data-slot="cutoff-countdown"
        className={cn(
          'flex items-start gap-2 rounded-lg p-3 font-semibold',
          open ? 'bg-secondary text-secondary-foreground' : 'bg-surface-sunken text-text',
        )}
      >
        {open ? (
          <>
            <Clock className="mt-0.5 size-5 shrink-0" />
            <span className="tabular-nums">{cutoffCountdownText(left)}</span>
          </>
        ) : (
          <>
            <CalendarClock className="mt-0.5 size-5 shrink-0" />
            <span>{passed}</span>
          </>
        )}
      </p>
      {/* Changes at most once a minute, and when the cut-off passes. */}
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {spoken}
      </p>
    </section>
  );
}
