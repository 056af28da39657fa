import { useRef } from 'react';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';

export interface IdleWarningDialogProps {
  /** Seconds before the session ends; the dialog shows while this is a number. */
  secondsLeft: number | null;
  /** "Seguir conectado" (also Escape): the customer stays. */
  onStay: () => void;
  /** "Cerrar sesión". */
  onLeave: () => void;
}

/** The moments the countdown is said aloud: not every second, which would drown the page. */
const SPOKEN = new Set([60, 30, 10]);

/**
 * "¿Sigues ahí?": shown a minute before an idle session ends. "Seguir conectado" has the focus;
 * Escape counts as staying. The countdown is visible every second and spoken at 60, 30 and 10.
 */
export function IdleWarningDialog({ secondsLeft, onStay, onLeave }: IdleWarningDialogProps) {
  const stayRef = useRef<HTMLButtonElement>(null);
  const open = secondsLeft !== null;
  const seconds = secondsLeft ?? 0;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onStay();
      }}
      title="¿Sigues ahí?"
      description="Por tu seguridad cerramos la sesión cuando no hay actividad. Lo que llenaste en una inversión, un rescate o tus datos se mantiene en esta pestaña."
      hideCloseButton
      size="sm"
      onOpenAutoFocus={(event) => {
        // Staying is what most customers want: it takes the focus, not the first button.
        event.preventDefault();
        stayRef.current?.focus();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onLeave}>
            Cerrar sesión
          </Button>
          <Button ref={stayRef} onClick={onStay}>
            Seguir conectado
          </Button>
        </>
      }
    >
      <p
        data-slot="idle-countdown"
        className="font-display text-lg font-semibold"
        aria-hidden="true"
      >
        Tu sesión se cerrará en {seconds} {seconds === 1 ? 'segundo' : 'segundos'}.
      </p>
      <p role="status" className="sr-only">
        {SPOKEN.has(seconds) ? `Tu sesión se cerrará en ${seconds} segundos.` : ''}
      </p>
    </Dialog>
  );
}
