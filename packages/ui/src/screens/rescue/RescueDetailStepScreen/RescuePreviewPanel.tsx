import { useEffect, useState, type ReactNode } from 'react';
import { formatIsoDate, formatNavPerUnit } from '../../../composites/FundCard/format';
import { spokenNavPerUnit } from '../../../composites/NavChart/format';
import { formatCuotas } from '../../../composites/Portfolio';
import { CalendarClock, Clock, RotateCw } from '../../../icons';
import { cn } from '../../../lib/cn';
import { Money, Percent, type Currency } from '../../../primitives/Money';
import { lateOrderNote } from '../../shared/cutoff';
import { formatLimaDateTime, formatRescueDay, spokenMoney } from '../format';
import type { RescueEarlyFee, RescueKind, RescuePreview, RescueUnit } from '../types';

export interface RescuePreviewPanelProps {
  /** The estimate, `null` while there is nothing valid to estimate. */
  preview: RescuePreview | null;
  currency: Currency;
  /** What the customer chose: the figure they typed is exact, the other one an estimate. */
  kind: RescueKind | '';
  unit: RescueUnit;
  /** Id of the panel's heading. */
  id: string;
  /** What the panel says while `preview` is `null`. */
  placeholder: string;
}

/** How long the figures must stay still before the live sentence changes. */
const SETTLE_MS = 800;

/**
 * The text once it has stopped changing for a moment: a screen reader hears the last figure
 * after the customer pauses, not one sentence per keystroke.
 */
function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/** The one sentence the live region says when the estimate changes. */
function liveSentence(preview: RescuePreview | null, currency: Currency): string {
  if (!preview) return '';
  const net = `Monto neto estimado: ${spokenMoney(preview.net, currency)}`;
  const after = [
    preview.earlyFee ? `una comisión de ${spokenMoney(preview.earlyFee.amount, currency)}` : null,
    preview.tax ? `un impuesto de ${spokenMoney(preview.tax.amount, currency)}` : null,
  ].filter(Boolean);
  return after.length ? `${net}, después de ${after.join(' y ')}.` : `${net}.`;
}

/** "Porque aún no cumples 30 días de permanencia: sin comisión desde el …". */
function feeReason(fee: RescueEarlyFee): ReactNode {
  const period =
    fee.minDays && fee.minDays > 0
      ? `${fee.minDays} ${fee.minDays === 1 ? 'día' : 'días'} de permanencia`
      : 'el plazo mínimo de permanencia';
  return (
    <>
      Porque aún no cumples {period}: sin comisión desde el{' '}
      <time dateTime={fee.freeFrom} className="font-semibold">
        {formatRescueDay(fee.freeFrom)}
      </time>
      .
    </>
  );
}

function Row({
  term,
  children,
  note,
  emphasis = false,
}: {
  term: ReactNode;
  children: ReactNode;
  note?: ReactNode;
  emphasis?: boolean;
}) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-4 gap-y-1 py-3">
      <dt className={cn(emphasis ? 'text-base font-semibold' : 'text-muted')}>{term}</dt>
      <dd
        className={cn(
          'text-end tabular-nums',
          emphasis ? 'font-display text-xl font-bold' : 'font-semibold',
        )}
      >
        {children}
      </dd>
      {note ? <dd className="col-span-2 text-sm text-muted">{note}</dd> : null}
    </div>
  );
}

function InfoLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span aria-hidden="true" className="mt-0.5 shrink-0 text-primary [&_svg]:size-5">
        {icon}
      </span>
      <span className="min-w-0">{children}</span>
    </li>
  );
}

/** A valor cuota in a sentence: "S/ 1.33984521", heard as "1.33984521 soles peruanos". */
function NavValue({ value, currency }: { value: string; currency: Currency }) {
  return (
    <span className="whitespace-nowrap tabular-nums">
      <span aria-hidden="true">{formatNavPerUnit(value, currency)}</span>
      <span className="sr-only">{spokenNavPerUnit(value, currency)}</span>
    </span>
  );
}

/**
 * "Resumen estimado": what the rescue would give as the customer types (amount, cuotas to
 * sell at the latest valor cuota, the early-rescue fee and why, the net amount, what stays
 * invested, the payment day and when another rescue is allowed). The panel itself is not a
 * live region: one short sentence with the net amount is, and it speaks once the figures
 * settle.
 */
export function RescuePreviewPanel({
  preview,
  currency,
  kind,
  unit,
  id,
  placeholder,
}: RescuePreviewPanelProps) {
  const live = useSettledText(liveSentence(preview, currency));
  // The figure the customer typed is exact; the one derived from it is the estimate.
  const amountTyped = kind === 'partial' && unit === 'amount';
  const lateNote = preview ? lateOrderNote(preview.tradeDate.state, 'rescate') : null;

  return (
    <section
      aria-labelledby={id}
      data-slot="rescue-preview"
      data-state={preview ? 'ready' : 'empty'}
      className="rounded-lg border border-border bg-surface-sunken p-4 sm:p-5"
    >
      <h2 id={id} className="font-display text-lg font-semibold">
        Resumen estimado
      </h2>
      {preview ? (
        <>
          <dl className="mt-1 divide-y divide-border text-sm sm:text-base">
            <Row term={amountTyped ? 'Monto a rescatar' : 'Monto a rescatar (estimado)'}>
              <Money amount={preview.amount} currency={currency} />
            </Row>
            <Row
              term={amountTyped ? 'Cuotas a vender (estimado)' : 'Cuotas a vender'}
              note={
                <>
                  Al valor cuota de <NavValue value={preview.valorCuota} currency={currency} /> del{' '}
                  <time dateTime={preview.valorCuotaDate}>
                    {formatIsoDate(preview.valorCuotaDate)}
                  </time>
                  .
                </>
              }
            >
              {formatCuotas(preview.cuotas)}
            </Row>
            {preview.earlyFee ? (
              <Row
                term={
                  <>
                    Comisión de rescate anticipado (<Percent value={preview.earlyFee.pct} />)
                  </>
                }
                note={feeReason(preview.earlyFee)}
              >
                <Money amount={preview.earlyFee.amount} currency={currency} />
              </Row>
            ) : (
              <Row term="Sin comisión de rescate anticipado">
                <Money amount="0" currency={currency} />
              </Row>
            )}
            {preview.tax ? (
              <Row
                term={
                  <>
                    Impuesto a la renta retenido (<Percent value={preview.tax.pct} />)
                  </>
                }
                note={
                  <>
                    Sobre tu ganancia estimada de{' '}
                    <Money amount={preview.tax.gain} currency={currency} />: lo que recibes por
                    encima de lo que invertiste en esas cuotas. Lo retenemos por ley al pagar y
                    figura en tu estado de cuenta.
                  </>
                }
              >
                <Money amount={preview.tax.amount} currency={currency} />
              </Row>
            ) : null}
            <Row term="Monto neto estimado" emphasis>
              <Money amount={preview.net} currency={currency} />
            </Row>
            <Row
              term="Saldo que queda"
              note={
                <span className="block text-end tabular-nums">
                  {formatCuotas(preview.remaining.cuotas)} cuotas
                </span>
              }
            >
              <Money amount={preview.remaining.value} currency={currency} />
            </Row>
          </dl>
          <ul className="mt-1 flex flex-col gap-3 border-t border-border pt-4 text-sm">
            <InfoLine icon={<CalendarClock />}>
              Recibirás el dinero hasta el{' '}
              <time dateTime={preview.paymentDate} className="font-semibold">
                {formatRescueDay(preview.paymentDate)}
              </time>
              .
            </InfoLine>
            <InfoLine icon={<Clock />}>
              El monto final se calcula con el valor cuota del{' '}
              <time dateTime={preview.tradeDate.date} className="font-semibold">
                {formatRescueDay(preview.tradeDate.date)}
              </time>{' '}
              (solicitudes hasta las {preview.tradeDate.cutoffTime}, hora de Lima).
              {lateNote ? <span className="mt-1 block">{lateNote}</span> : null}
            </InfoLine>
            <InfoLine icon={<RotateCw />}>
              Podrás solicitar otro rescate de este fondo desde el{' '}
              <time dateTime={preview.nextRescueFrom}>
                {formatLimaDateTime(preview.nextRescueFrom)}
              </time>
              .
            </InfoLine>
          </ul>
        </>
      ) : (
        <p data-slot="rescue-preview-placeholder" className="mt-2 text-muted">
          {placeholder}
        </p>
      )}
      <p role="status" className="sr-only">
        {live}
      </p>
    </section>
  );
}
