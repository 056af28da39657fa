import { useEffect, useRef } from 'react';
import { Download } from '../../../icons';
import { Alert } from '../../../primitives/Alert';
import { Button } from '../../../primitives/Button';
import { Money, type Currency } from '../../../primitives/Money';
import { Spinner } from '../../../primitives/Spinner';
import { InvestingSplash } from '../../../composites/Splash';
import { cn } from '../../../lib/cn';
import { renderAnchor } from '../../shared';
import type { RenderLink } from '../../../composites/AppShell';
import { InvestmentSummaryCard, type InvestmentSummary } from '../InvestmentSummaryCard';

/** The page's title for the card gateway's answer, in the investment wizard. */
export const PAYMENT_RESULT_TITLES = {
  approved: 'Pago exitoso: Tu inversión',
  declined: 'Pago rechazado: Tu inversión',
  pending: 'Confirmando tu pago: Tu inversión',
} as const;

/** How the card gateway answered. */
export type PaymentResult = 'approved' | 'declined' | 'pending';

export interface PaymentResultScreenProps {
  /** `approved`: the success splash; `declined`: the reason and the ways to pay again; `pending`: a wait. */
  result: PaymentResult;
  /** The order's reference, e.g. "SUS-2026-000123"; the order is kept whatever the result. */
  orderReference: string;
  /** The amount paid (or to pay), a decimal string. */
  amount: string;
  currency: Currency;
  /** What is being bought, for the declined page's summary. */
  summary?: InvestmentSummary;
  /** Approved: the day whose valor cuota the order gets, written out ("martes, 24 de noviembre de 2026"). */
  tradeDateLabel?: string;
  /** Declined: the gateway's reason, in Spanish, e.g. "Fondos insuficientes.". */
  reason?: string;
  /** Declined: "Intentar con otra tarjeta" (opens the gateway again for the same order). */
  onRetry?: () => void;
  /** Declined: "Pagar por transferencia" (the Banco step of the same order). */
  onTransfer?: () => void;
  /** Declined: which of the two is on its way. */
  busyAction?: 'retry' | 'transfer' | null;
  /** Approved: "Ver mis movimientos". */
  movementsHref: string;
  /** Approved: "Descargar constancia (PDF)", a plain download link. */
  receiptPdfHref?: string;
  /** The PDF fetched by the app (a button), when no href is given. */
  onDownloadReceipt?: () => void;
  /** Renders links, so the portal can pass its router's Link. @default a plain `<a>` */
  renderLink?: RenderLink;
}

const panelClasses =
  'mx-auto flex w-full max-w-2xl flex-col rounded-xl border border-border bg-surface p-5 text-text shadow-sm sm:my-6 sm:p-10';
const headingClasses =
  'font-display text-2xl font-bold tracking-tight text-balance outline-none sm:text-3xl';

/**
 * Where the card gateway brings the customer back: the payment-success splash with the order's
 * reference and the way on; a declined payment with the gateway's reason and two ways to pay
 * the same order again; or a polite wait while the payment is confirmed.
 */
export function PaymentResultScreen(props: PaymentResultScreenProps) {
  if (props.result === 'approved') return <Approved {...props} />;
  if (props.result === 'declined') return <Declined {...props} />;
  return <Pending />;
}

function Approved({
  orderReference,
  amount,
  currency,
  tradeDateLabel,
  movementsHref,
  receiptPdfHref,
  onDownloadReceipt,
  renderLink = renderAnchor,
}: PaymentResultScreenProps) {
  return (
    <InvestingSplash
      type="payment-success"
      data-result="approved"
      heading="¡Pago exitoso!"
      text={
        <>
          Registramos tu inversión de{' '}
          <Money amount={amount} currency={currency} className="font-semibold text-text" />.
          {tradeDateLabel ? <> Se procesará con el valor cuota del {tradeDateLabel}.</> : null} Te
          enviaremos la constancia a tu correo electrónico.
        </>
      }
      reference={orderReference}
      referenceLabel="Número de orden"
      primaryAction={({ className }) =>
        renderLink({ href: movementsHref, className, children: 'Ver mis movimientos' })
      }
      secondaryAction={
        receiptPdfHref
          ? ({ className }) => (
              <a href={receiptPdfHref} download className={className}>
                <Download aria-hidden className="size-4" />
                Descargar constancia (PDF)
              </a>
            )
          : onDownloadReceipt
            ? ({ className }) => (
                <button type="button" onClick={onDownloadReceipt} className={className}>
                  <Download aria-hidden className="size-4" />
                  Descargar constancia (PDF)
                </button>
              )
            : undefined
      }
    />
  );
}

function Declined({
  orderReference,
  amount,
  currency,
  summary,
  reason,
  onRetry,
  onTransfer,
  busyAction = null,
}: PaymentResultScreenProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div
      data-slot="payment-result-screen"
      data-result="declined"
      className={cn(panelClasses, 'gap-6')}
    >
      <h1 ref={headingRef} tabIndex={-1} className={headingClasses}>
        No pudimos completar tu pago
      </h1>
      <Alert variant="danger" announce={false} title="La pasarela de pago rechazó tu tarjeta">
        {reason ||
          'No recibimos el motivo. Revisa los datos de tu tarjeta o consulta con tu banco.'}
      </Alert>
      <p>
        Tu orden{' '}
        <strong className="inline-block max-w-full font-semibold wrap-anywhere">
          {orderReference}
        </strong>{' '}
        sigue registrada: puedes pagarla con otra tarjeta o por transferencia bancaria.
      </p>
      {summary ? (
        <InvestmentSummaryCard summary={summary} amount={amount} currency={currency} />
      ) : null}
      <div className="flex flex-col gap-3 border-t border-border pt-6 sm:flex-row">
        {onRetry ? (
          <Button
            onClick={onRetry}
            loading={busyAction === 'retry'}
            disabled={busyAction === 'transfer'}
            className="w-full sm:w-auto"
          >
            Intentar con otra tarjeta
          </Button>
        ) : null}
        {onTransfer ? (
          <Button
            variant="secondary"
            onClick={onTransfer}
            loading={busyAction === 'transfer'}
            disabled={busyAction === 'retry'}
            className="w-full sm:w-auto"
          >
            Pagar por transferencia
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function Pending() {
  return (
    <div data-slot="payment-result-screen" data-result="pending" className={panelClasses}>
      <div role="status" className="flex flex-col items-center gap-4 py-8 text-center sm:py-12">
        <Spinner size="lg" label={null} className="text-primary" />
        <h1 className={headingClasses}>Estamos confirmando tu pago…</h1>
        <p className="max-w-md text-pretty text-muted">
          Puede tomar unos segundos. No cierres ni actualices esta página.
        </p>
      </div>
    </div>
  );
}
