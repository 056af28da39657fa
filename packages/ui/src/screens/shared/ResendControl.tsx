import { useId, useState } from 'react';
import { RotateCw, TriangleAlert } from '../../icons';
import { Button } from '../../primitives/Button';
import { cn } from '../../lib/cn';
import { formatCountdown, spokenDuration } from './countdown';
import type { ResendState } from './types';

export interface ResendControlProps extends ResendState {
  /** Extra classes. */
  className?: string;
}

/** The resend control's phase; only a change of phase is announced. */
function phaseOf({ secondsLeft, resending, limitReached }: ResendState) {
  if (limitReached) return 'limit';
  if (resending) return 'resending';
  if (secondsLeft > 0) return 'waiting';
  return 'ready';
}

/**
 * "¿No te llegó el código?" with a "Reenviar código" button that waits for its countdown
 * ("Puedes pedir otro código en 0:45"). The button stays in place (inactive while waiting) so
 * keyboard focus is never lost. Screen readers hear each change of state once, politely; the
 * ticking countdown is readable but never announced.
 */
export function ResendControl({
  secondsLeft,
  onResend,
  resending,
  limitReached,
  className,
}: ResendControlProps) {
  const countdownId = `resend${useId().replace(/:/g, '')}`;
  const phase = phaseOf({ secondsLeft, resending, limitReached, onResend });
  // The length of the current wait, kept from its first second: the announcement names it once.
  const [wait, setWait] = useState(secondsLeft);
  const [previous, setPrevious] = useState(secondsLeft);
  if (secondsLeft !== previous) {
    setPrevious(secondsLeft);
    if (secondsLeft > previous) setWait(secondsLeft);
  }

  const announcement = {
    limit: 'Alcanzaste el límite de envíos de código por ahora.',
    resending: 'Enviando un nuevo código.',
    waiting: `Podrás pedir otro código en ${spokenDuration(wait)}.`,
    ready: 'Ya puedes pedir otro código.',
  }[phase];
  const inactive = phase === 'waiting' || phase === 'limit';

  return (
    <div data-slot="resend-control" data-phase={phase} className={cn('text-sm', className)}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="text-muted">¿No te llegó el código?</p>
        <Button
          variant="secondary"
          size="sm"
          loading={resending}
          loadingLabel="Enviando código"
          aria-disabled={inactive || undefined}
          aria-describedby={inactive ? countdownId : undefined}
          startIcon={<RotateCw aria-hidden className="size-4" />}
          onClick={() => {
            if (!inactive) onResend();
          }}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-55 aria-disabled:hover:bg-surface aria-disabled:hover:text-primary"
        >
          Reenviar código
        </Button>
      </div>
      {phase === 'waiting' ? (
        <p id={countdownId} className="mt-2 text-muted">
          Puedes pedir otro código en{' '}
          <span role="timer" className="font-semibold text-text tabular-nums">
            {formatCountdown(secondsLeft)}
          </span>
        </p>
      ) : null}
      {phase === 'limit' ? (
        <p id={countdownId} className="mt-2 flex items-start gap-1.5 font-medium text-text">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          <span>
            Alcanzaste el límite de envíos de código por ahora. Revisa tu bandeja de entrada y tu
            carpeta de spam, o vuelve a intentarlo en una hora.
          </span>
        </p>
      ) : null}
      {/* Always in the DOM, so each new phase is announced; it never holds the ticking seconds. */}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
