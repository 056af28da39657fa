import { useEffect, useRef } from 'react';
import { Download, FileCheck } from '../../../icons';
import { buttonVariants } from '../../../primitives/Button';
import { cn } from '../../../lib/cn';
import { renderAnchor, screenLinkClasses } from '../../shared';
import type { RenderLink } from '../../../composites/AppShell';
import { CopyButton } from '../CopyButton';

/** The page's title once the receipt has been sent. */
export const INVESTMENT_PENDING_TITLE = 'Constancia recibida: Tu inversión';

export interface InvestmentPendingScreenProps {
  /** The order's reference, e.g. "SUS-2026-000123". */
  orderReference: string;
  /** When the transfer will have been checked, written for the sentence: "hoy antes de las 18:00". */
  validationBy: string;
  /** The day whose valor cuota the order gets, written out: "martes, 24 de noviembre de 2026". */
  tradeDateLabel: string;
  /** The customer's email, where the confirmation goes; said without it when absent. */
  email?: string;
  /** "Ver mis movimientos". */
  movementsHref: string;
  /** "Descargar constancia (PDF)": the order's receipt, downloaded with a plain link. */
  receiptPdfHref?: string;
  /**
   * "Descargar constancia (PDF)" as a button, for an app that fetches the file itself (a file
   * behind the session's bearer token cannot be a plain link). Used when no href is given.
   */
  onDownloadReceipt?: () => void;
  /** "Ir al inicio". */
  homeHref: string;
  /** Renders links, so the portal can pass its router's Link. @default a plain `<a>` */
  renderLink?: RenderLink;
}

/**
 * After the transfer's receipt is sent: "Recibimos tu constancia", the order's reference (big
 * and copyable), what happens next and by when, and the way on (movements, the PDF, home). The
 * heading takes focus on arrival, so a screen reader starts with the outcome.
 */
export function InvestmentPendingScreen({
  orderReference,
  validationBy,
  tradeDateLabel,
  email,
  movementsHref,
  receiptPdfHref,
  onDownloadReceipt,
  homeHref,
  renderLink = renderAnchor,
}: InvestmentPendingScreenProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const referenceRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div
      data-slot="investment-pending-screen"
      className="mx-auto flex w-full max-w-2xl flex-col rounded-xl border border-border bg-surface p-5 text-text shadow-sm sm:my-6 sm:p-10"
    >
      <div className="flex flex-col items-center text-center">
        <span
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full bg-success-surface text-success [&_svg]:size-8"
        >
          <FileCheck />
        </span>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="mt-5 font-display text-2xl font-bold tracking-tight text-balance outline-none sm:text-3xl"
        >
          Recibimos tu constancia
        </h1>
        <p className="mt-3 max-w-md text-pretty text-muted sm:text-lg">
          Ya tenemos todo lo necesario para tu inversión: no tienes que hacer nada más.
        </p>

        <div
          data-slot="investment-pending-reference"
          className="mt-6 flex w-full max-w-sm flex-col items-center gap-3 rounded-lg bg-surface-sunken px-4 py-4"
        >
          <p className="flex flex-col">
            <span className="text-sm text-muted">
              Número de orden<span className="sr-only">:</span>
            </span>
            <span
              ref={referenceRef}
              className="font-display text-2xl font-bold tracking-wide tabular-nums wrap-anywhere select-all"
            >
              {orderReference}
            </span>
          </p>
          <CopyButton
            value={orderReference}
            label="número de orden"
            targetRef={referenceRef}
            className="justify-center"
          />
        </div>
      </div>

      <section
        aria-labelledby="investment-pending-next"
        className="mt-8 border-t border-border pt-6"
      >
        <h2 id="investment-pending-next" className="font-display text-lg font-semibold">
          ¿Qué sigue?
        </h2>
        <ol className="mt-3 flex list-decimal flex-col gap-2 ps-6">
          <li>
            Validamos tu transferencia <strong className="font-semibold">{validationBy}</strong>.
          </li>
          <li>
            Tu inversión se procesa con el valor cuota del{' '}
            <strong className="font-semibold">{tradeDateLabel}</strong>.
          </li>
          <li>
            Te confirmaremos por correo electrónico
            {email ? (
              <>
                {' '}
                a <span className="font-semibold wrap-anywhere">{email}</span>
              </>
            ) : null}
            , y verás tus cuotas en tus movimientos.
          </li>
        </ol>
      </section>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        {renderLink({
          href: movementsHref,
          className: cn(buttonVariants({ variant: 'primary' }), 'w-full sm:w-auto'),
          children: 'Ver mis movimientos',
        })}
        {receiptPdfHref ? (
          <a
            href={receiptPdfHref}
            download
            className={cn(buttonVariants({ variant: 'secondary' }), 'w-full sm:w-auto')}
          >
            <Download aria-hidden className="size-4" />
            Descargar constancia (PDF)
          </a>
        ) : onDownloadReceipt ? (
          <button
            type="button"
            onClick={onDownloadReceipt}
            className={cn(buttonVariants({ variant: 'secondary' }), 'w-full sm:w-auto')}
          >
            <Download aria-hidden className="size-4" />
            Descargar constancia (PDF)
          </button>
        ) : null}
        {renderLink({
          href: homeHref,
          className: cn(screenLinkClasses, 'self-center sm:ms-auto'),
          children: 'Ir al inicio',
        })}
      </div>
    </div>
  );
}
