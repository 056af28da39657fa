import { formatCuotas, ValorCuota } from '../../../composites/Portfolio';
import { cn } from '../../../lib/cn';
import { Button } from '../../../primitives/Button';
import type { Currency } from '../../../primitives/Money';
import {
  StatusBadge,
  type PaymentStatus,
  type ProcessStatus,
} from '../../../primitives/StatusBadge';

/** One movement of the customer: a subscription or a rescue order. */
export interface MovementRow {
  /** Stable id: the React key and what `onOpenTracker` receives. */
  id: string;
  /** The order's reference, e.g. "SUS-2026-000412". */
  reference: string;
  /** ISO instant the order was placed; shown as its date in Lima. */
  date: string;
  type: 'SUBSCRIPTION' | 'RESCUE';
  fundName: string;
  /** The series, e.g. "Serie A". */
  seriesLabel: string;
  currency: Currency;
  /** The amount as an unsigned decimal string. */
  amount: string;
  /** Cuotas bought or sold (8 decimals); `null` until the order is settled. */
  cuotas: string | null;
  /** The valor cuota the order was settled at; `null` until then. */
  valorCuota: string | null;
  /** The ISO day that valor cuota applies to. */
  valorCuotaDate: string | null;
  paymentStatus: PaymentStatus;
  processStatus: ProcessStatus;
}

/** The rows a list of movements shows, and where "Ver seguimiento" of one goes. */
export interface RowsProps {
  items: readonly MovementRow[];
  onOpenTracker: (id: string) => void;
}

/** A row's focus ring, when "Ver más movimientos" moves the focus to the first new movement. */
export const focusTargetClasses =
  'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus';

/** The payment and the order's own status, each named: both lists have a "Pendiente". */
export function Statuses({ row, className }: { row: MovementRow; className?: string }) {
  return (
    <dl
      className={cn(
        // One column on a card too narrow for a label and its badge side by side (larger text).
        'grid grid-cols-[auto_auto] items-center justify-start gap-x-2 gap-y-1.5 @max-[15rem]:grid-cols-1',
        className,
      )}
    >
      <dt className="text-xs font-semibold text-muted">Pago</dt>
      <dd>
        <StatusBadge kind="payment" status={row.paymentStatus} />
      </dd>
      <dt className="text-xs font-semibold text-muted">Orden</dt>
      <dd>
        <StatusBadge kind="process" status={row.processStatus} />
      </dd>
    </dl>
  );
}

/** Cuotas are settled later; a refused or annulled order never gets any. */
function notSettledText(row: MovementRow): string {
  return row.paymentStatus === 'REJECTED' || row.processStatus === 'ANNULLED'
    ? 'No aplica'
    : 'Por asignar';
}

export function CuotasValue({ row }: { row: MovementRow }) {
  return row.cuotas ? (
    <>{formatCuotas(row.cuotas)}</>
  ) : (
    <span className="text-muted">{notSettledText(row)}</span>
  );
}

export function ValorCuotaValue({ row, className }: { row: MovementRow; className?: string }) {
  return row.valorCuota ? (
    <ValorCuota
      value={row.valorCuota}
      currency={row.currency}
      date={row.valorCuotaDate}
      className={className}
    />
  ) : (
    <span className="text-muted">{notSettledText(row)}</span>
  );
}

export function TrackerButton({
  row,
  onOpenTracker,
  className,
}: {
  row: MovementRow;
  onOpenTracker: (id: string) => void;
  className?: string;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      onClick={() => onOpenTracker(row.id)}
    >
      Ver seguimiento
      <span className="sr-only"> de la orden {row.reference}</span>
    </Button>
  );
}
