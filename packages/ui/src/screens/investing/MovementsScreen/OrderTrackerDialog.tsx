import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Check, Clock, Download, X } from '../../../icons';
import { cn } from '../../../lib/cn';
import { formatMovementDate } from '../../../composites/MovementsList';
import { Alert } from '../../../primitives/Alert';
import { Button, buttonVariants } from '../../../primitives/Button';
import { Dialog } from '../../../primitives/Dialog';
import { Money, type Currency } from '../../../primitives/Money';
import type { PayoutAccountChoice } from './PayoutAccountChoice';

// A rejected payout is rare: its account choice (and the radio group) is fetched when one shows.
const PayoutAccountChoiceForm = lazy(() =>
  import('./PayoutAccountChoice').then((m) => ({ default: m.PayoutAccountChoiceForm })),
);

/** Where a step of an order stands. */
export type OrderTrackerStepState = 'done' | 'current' | 'pending' | 'failed';

/** One step of an order's way from the request to its cuotas. */
export interface OrderTrackerStep {
  /** What happened, e.g. "Pago confirmado", "Valor cuota del 25/11/2026", "Rechazada". */
  label: string;
  /** ISO instant (shown as its Lima date and time) or ISO day; `null` while it has not happened. */
  date: string | null;
  state: OrderTrackerStepState;
  /** One more sentence, e.g. why the order was refused. */
  detail?: string;
}

/** An order's tracking, as the order tracker dialog shows it. */
export interface OrderTracker {
  /** The order's reference, e.g. "SUS-2026-000412". */
  reference: string;
  fundName: string;
  /** The amount as a decimal string. */
  amount: string;
  currency: Currency;
  /** The steps in order, from "Solicitud recibida" on. */
  steps: readonly OrderTrackerStep[];
  /** The order may still be annulled: shows "Anular orden". */
  canCancel: boolean;
  /** The annulment is in flight: the confirm button shows a spinner and the dialog stays open. */
  cancelling: boolean;
  /** Why the annulment failed (Spanish), shown in the confirmation. */
  cancelError?: string;
  /** Address of the order's constancia, downloaded with a plain link. */
  receiptPdfHref?: string;
  /**
   * "Descargar constancia (PDF)" as a button, for an app that fetches the file itself (a file
   * behind the session's bearer token cannot be a plain link). Used when no href is given;
   * without either there is no download.
   */
  onDownloadReceipt?: () => void;
  /** The constancia could not be downloaded (Spanish): an alert under the steps. */
  receiptError?: string;
  /** A rescue whose payout the bank rejected: where to send it instead, under the steps. */
  payoutAccount?: PayoutAccountChoice;
}

export interface OrderTrackerDialogProps {
  /** The order to show; the dialog is open while there is one. */
  tracker?: OrderTracker;
  /** Called when the customer closes the dialog (close button, Escape, outside click). */
  onClose: () => void;
  /** Called once the customer confirms "Sí, anular la orden". */
  onCancelOrder: () => void;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const limaDateTime = new Intl.DateTimeFormat('es-PE', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Lima',
});

/** An ISO day as `25 nov. 2026`; an instant as its Lima date and time, `25 nov. 2026, 10:10 a. m.`. */
export function formatStepDate(value: string): string {
  return DATE_ONLY.test(value) ? formatMovementDate(value) : limaDateTime.format(new Date(value));
}

const stepLooks: Record<
  OrderTrackerStepState,
  { word: string; marker: string; Icon: typeof Check | null }
> = {
  done: { word: 'completado', marker: 'bg-success text-success-foreground', Icon: Check },
  current: {
    word: 'en curso',
    marker: 'border-2 border-info bg-info-surface text-info',
    Icon: Clock,
  },
  pending: { word: 'pendiente', marker: 'border-2 border-border-strong bg-surface', Icon: null },
  failed: { word: 'no se completó', marker: 'bg-danger text-danger-foreground', Icon: X },
};

type FocusTarget = 'keep' | 'cancel' | 'steps';

/**
 * The order tracker: the order's steps as a vertical timeline, each with its date, in the
 * Dialog primitive. "Anular orden" (only while the order can be annulled) asks for
 * confirmation inside the dialog before calling `onCancelOrder`, once, shows a spinner while
 * the annulment runs (the dialog cannot be closed meanwhile) and the error if it fails;
 * "Descargar constancia (PDF)" downloads the order's constancia (a link, or a button the app
 * answers).
 */
export function OrderTrackerDialog({ tracker, onClose, onCancelOrder }: OrderTrackerDialogProps) {
  const questionId = `cancel-order${useId().replace(/:/g, '')}`;
  const keepRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const stepsRef = useRef<HTMLOListElement>(null);
  const [asking, setAsking] = useState(false);
  // Set on the confirming click, so a second click never annuls twice; cleared when the
  // annulment ends or fails.
  const [sent, setSent] = useState(false);
  const [focus, setFocus] = useState<{ target: FocusTarget } | null>(null);

  // Adjust the local state to the order shown (React's "adjusting state when a prop changes").
  const reference = tracker?.reference;
  const canCancel = tracker?.canCancel ?? false;
  const cancelling = tracker?.cancelling ?? false;
  const cancelError = tracker?.cancelError;
  const [seen, setSeen] = useState({ reference, canCancel, cancelling, cancelError });
  if (
    seen.reference !== reference ||
    seen.canCancel !== canCancel ||
    seen.cancelling !== cancelling ||
    seen.cancelError !== cancelError
  ) {
    setSeen({ reference, canCancel, cancelling, cancelError });
    if (seen.reference !== reference) {
      setAsking(false);
      setSent(false);
    } else {
      if (seen.cancelling && !cancelling) setSent(false);
      if (cancelError && cancelError !== seen.cancelError) setSent(false);
      // Annulled: the confirmation goes and the focus moves to the updated steps.
      if (asking && !canCancel) {
        setAsking(false);
        setFocus({ target: 'steps' });
      }
    }
  }

  useEffect(() => {
    if (!focus) return;
    const targets = { keep: keepRef, cancel: cancelRef, steps: stepsRef };
    targets[focus.target].current?.focus();
  }, [focus]);

  const busy = cancelling || sent;
  const ask = () => {
    setAsking(true);
    setFocus({ target: 'keep' });
  };
  const keep = () => {
    setAsking(false);
    setFocus({ target: 'cancel' });
  };
  const confirm = () => {
    if (busy) return;
    setSent(true);
    onCancelOrder();
  };

  const downloadable = Boolean(tracker?.receiptPdfHref || tracker?.onDownloadReceipt);
  const footer =
    tracker && !asking && (tracker.canCancel || downloadable) ? (
      <>
        {tracker.canCancel ? (
          <Button ref={cancelRef} variant="secondary" onClick={ask}>
            Anular orden
          </Button>
        ) : null}
        {tracker.receiptPdfHref ? (
          <a
            href={tracker.receiptPdfHref}
            download
            className={buttonVariants({ variant: 'secondary' })}
          >
            <Download aria-hidden className="size-4" />
            Descargar constancia (PDF)
          </a>
        ) : tracker.onDownloadReceipt ? (
          <Button
            variant="secondary"
            onClick={tracker.onDownloadReceipt}
            startIcon={<Download aria-hidden className="size-4" />}
          >
            Descargar constancia (PDF)
          </Button>
        ) : null}
      </>
    ) : undefined;

  return (
    <Dialog
      open={tracker != null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Seguimiento de tu orden"
      description={
        tracker ? (
          <>
            Orden {tracker.reference}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {tracker.fundName}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            <Money amount={tracker.amount} currency={tracker.currency} />
          </>
        ) : undefined
      }
      dismissible={!busy}
      hideCloseButton={busy}
      footer={footer}
    >
      {tracker ? (
        <>
          <ol
            ref={stepsRef}
            tabIndex={-1}
            aria-label="Etapas de la orden"
            className="flex flex-col rounded-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {tracker.steps.map((step, index) => {
              const look = stepLooks[step.state];
              const last = index === tracker.steps.length - 1;
              return (
                <li
                  key={`${index}-${step.label}`}
                  data-state={step.state}
                  aria-current={step.state === 'current' ? 'step' : undefined}
                  className="flex gap-3"
                >
                  <div aria-hidden="true" className="flex flex-col items-center">
                    <span
                      className={cn(
                        'inline-flex size-8 shrink-0 items-center justify-center rounded-full',
                        look.marker,
                      )}
                    >
                      {look.Icon ? <look.Icon className="size-4" strokeWidth={3} /> : null}
                    </span>
                    {last ? null : (
                      <span
                        className={cn(
                          'my-1 w-0.5 flex-1',
                          step.state === 'done' ? 'bg-success' : 'bg-border-strong',
                        )}
                      />
                    )}
                  </div>
                  <div className={cn('min-w-0 flex-1 pt-1', last ? 'pb-1' : 'pb-6')}>
                    <p
                      className={cn(
                        'font-semibold',
                        step.state === 'pending' ? 'text-muted' : 'text-text',
                      )}
                    >
                      {step.label}
                      <span className="sr-only"> ({look.word})</span>
                    </p>
                    {step.date ? (
                      <p className="text-sm text-muted">
                        <time dateTime={step.date}>{formatStepDate(step.date)}</time>
                      </p>
                    ) : null}
                    {step.detail ? <p className="mt-1 text-sm text-text">{step.detail}</p> : null}
                  </div>
                </li>
              );
            })}
          </ol>

          {tracker.payoutAccount ? (
            <Suspense fallback={null}>
              <PayoutAccountChoiceForm key={tracker.reference} choice={tracker.payoutAccount} />
            </Suspense>
          ) : null}

          {tracker.receiptError && !asking ? (
            <Alert variant="danger" title="No pudimos descargar la constancia" className="mt-5">
              {tracker.receiptError}
            </Alert>
          ) : null}

          {asking ? (
            <div
              role="group"
              aria-labelledby={questionId}
              aria-describedby={`${questionId}-message`}
              className="mt-5 rounded-lg border border-danger bg-danger-surface p-4"
            >
              <p id={questionId} className="font-semibold">
                ¿Anular la orden {tracker.reference}?
              </p>
              <p id={`${questionId}-message`} className="mt-1 text-sm">
                No invertiremos en {tracker.fundName} y la orden no se podrá retomar. Si quieres
                invertir después, registra una nueva.
              </p>
              {tracker.cancelError ? (
                <Alert variant="danger" className="mt-3">
                  {tracker.cancelError}
                </Alert>
              ) : null}
              <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <Button ref={keepRef} variant="secondary" disabled={busy} onClick={keep}>
                  No, mantener la orden
                </Button>
                <Button
                  variant="danger"
                  loading={busy}
                  loadingLabel="Anulando la orden"
                  onClick={confirm}
                >
                  Sí, anular la orden
                </Button>
              </div>
            </div>
          ) : null}
        </>
      ) : null}
    </Dialog>
  );
}
