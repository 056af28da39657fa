import { formatMovementDate, movementTypeLabels } from '../../../composites/MovementsList';
import { cn } from '../../../lib/cn';
import { twoColumnsOrOne } from '../../../lib/columns';
import { Money } from '../../../primitives/Money';
import {
  CuotasValue,
  Statuses,
  TrackerButton,
  ValorCuotaValue,
  focusTargetClasses,
  type RowsProps,
} from './movementCells';

/** The movements as cards, below `lg`. */
export function MovementCards({ items, onOpenTracker }: RowsProps) {
  return (
    <ul aria-label="Movimientos" className="grid gap-3 md:grid-cols-2 lg:hidden">
      {items.map((row) => (
        <li
          key={row.id}
          tabIndex={-1}
          data-focus-id={row.id}
          className={cn(
            '@container flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 text-sm shadow-sm',
            focusTargetClasses,
          )}
        >
          {/* The amount under the fund's name on a card too narrow for both (larger text). */}
          <div className="flex items-start justify-between gap-3 @max-[15rem]:flex-col @max-[15rem]:gap-1">
            <div className="min-w-0">
              <p className="text-base font-semibold break-words">{row.fundName}</p>
              <p className="text-muted">{row.seriesLabel}</p>
            </div>
            <Money
              amount={row.amount}
              currency={row.currency}
              className="text-base font-semibold"
            />
          </div>
          <p className="text-muted">
            <span className="font-semibold text-text">{movementTypeLabels[row.type]}</span>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            <time dateTime={row.date}>{formatMovementDate(row.date)}</time>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, orden </span>
            {row.reference}
          </p>
          <dl className={cn('grid gap-x-4 gap-y-3 border-t border-border pt-3', twoColumnsOrOne)}>
            <div>
              <dt className="text-muted">Cuotas</dt>
              <dd className="tabular-nums">
                <CuotasValue row={row} />
              </dd>
            </div>
            <div>
              <dt className="text-muted">Valor cuota</dt>
              <dd>
                <ValorCuotaValue row={row} />
              </dd>
            </div>
          </dl>
          <Statuses row={row} />
          <TrackerButton row={row} onOpenTracker={onOpenTracker} className="w-full" />
        </li>
      ))}
    </ul>
  );
}
