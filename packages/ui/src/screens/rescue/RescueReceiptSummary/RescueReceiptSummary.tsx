import type { ReactNode } from 'react';
import { formatCuotas } from '../../../composites/Portfolio';
import { cn } from '../../../lib/cn';
import { Money, type Currency } from '../../../primitives/Money';
import type { RescueBankAccount } from '../RescueAccountStepScreen';
import { formatRescueDay, lastFour, maskAccountNumber } from '../format';
import type { RescueKind } from '../types';

export interface RescueReceiptSummaryProps {
  /**
   * The request's reference, e.g. "RES-2026-000045". Leave it out when the Splash shows it
   * (its `reference` prop), so it is not on the page twice.
   */
  reference?: string;
  /** The fund's name. */
  fundName: string;
  /** The series' name, e.g. "Serie A". */
  seriesLabel?: string;
  /** Currency of the fund. */
  currency: Currency;
  /** Partial or total. */
  kind: RescueKind;
  /** The amount asked for, for a partial rescue in money; a decimal string. */
  amount?: string | null;
  /** The cuotas asked for (a partial rescue in cuotas) or sold (a total one). */
  cuotas?: string | null;
  /** The net estimate, a decimal string; left out when absent. */
  net?: string | null;
  /** The ISO day the money reaches the account at the latest. */
  paymentDate: string;
  /** The account the money is paid to. */
  account: Pick<RescueBankAccount, 'bankName' | 'alias' | 'accountNumber'>;
  /** Extra classes (layout only). */
  className?: string;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
      <dt className="shrink-0 text-sm text-muted">{term}</dt>
      <dd className="min-w-0 font-semibold text-balance sm:text-end">{children}</dd>
    </div>
  );
}

/**
 * The rescue request as registered, for the "rescue-created" Splash's children: reference,
 * fund, amount or cuotas, the net estimate, the payment day and the account paid to.
 */
export function RescueReceiptSummary({
  reference,
  fundName,
  seriesLabel,
  currency,
  kind,
  amount,
  cuotas,
  net,
  paymentDate,
  account,
  className,
}: RescueReceiptSummaryProps) {
  const requested =
    kind === 'partial' && amount ? (
      <Row term="Monto a rescatar">
        <Money amount={amount} currency={currency} />
      </Row>
    ) : cuotas ? (
      <Row term={kind === 'total' ? 'Rescate total' : 'Cuotas a rescatar'}>
        <span className="tabular-nums wrap-anywhere">{formatCuotas(cuotas)} cuotas</span>
      </Row>
    ) : kind === 'total' ? (
      <Row term="Tipo de rescate">Rescate total</Row>
    ) : null;

  return (
    <section
      aria-label="Resumen de tu solicitud de rescate"
      data-slot="rescue-receipt-summary"
      className={cn('rounded-lg border border-border px-4 py-1 text-start sm:px-5', className)}
    >
      <dl className="divide-y divide-border">
        {reference ? (
          <Row term="N.º de solicitud">
            <span className="tabular-nums wrap-anywhere">{reference}</span>
          </Row>
        ) : null}
        <Row term="Fondo">
          {fundName}
          {seriesLabel ? (
            <>
              {' '}
              <span className="font-normal text-muted">·</span> {seriesLabel}
            </>
          ) : null}
        </Row>
        {requested}
        {net ? (
          <Row term="Monto neto estimado">
            <Money amount={net} currency={currency} />
          </Row>
        ) : null}
        <Row term="Fecha de pago">
          Hasta el <time dateTime={paymentDate}>{formatRescueDay(paymentDate)}</time>
        </Row>
        <Row term="Cuenta de abono">
          <span className="whitespace-nowrap">
            {account.bankName}{' '}
            <span className="tabular-nums">
              <span aria-hidden="true">{maskAccountNumber(account.accountNumber)}</span>
              <span className="sr-only">
                , cuenta terminada en {lastFour(account.accountNumber)}
              </span>
            </span>
          </span>
          {account.alias ? (
            <span className="block text-sm font-normal text-muted">{account.alias}</span>
          ) : null}
        </Row>
      </dl>
    </section>
  );
}
