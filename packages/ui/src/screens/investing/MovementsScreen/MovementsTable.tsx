import { formatMovementDate, movementTypeLabels } from '../../../composites/MovementsList';
import { cn } from '../../../lib/cn';
import { Money } from '../../../primitives/Money';
import {
  CuotasValue,
  Statuses,
  TrackerButton,
  ValorCuotaValue,
  focusTargetClasses,
  type RowsProps,
} from './movementCells';

const headerCell = 'px-3 py-2.5 font-semibold';
const numberHeader = 'px-3 py-2.5 text-right font-semibold';
const cell = 'px-3 py-3 align-top';
const numberCell = 'px-3 py-3 text-right align-top tabular-nums';

/** The table's columns before the tracker's: each label, and whether it holds a figure. */
const MOVEMENT_COLUMNS: [label: string, figure: boolean][] = [
  ['Fecha', false],
  ['Operación', false],
  ['Fondo', false],
  ['Monto', true],
  ['Cuotas', true],
  ['Valor cuota', true],
  ['Estado', false],
];

/** The movements as a table, from `lg` up. */
export function MovementsTable({ items, onOpenTracker }: RowsProps) {
  return (
    // `relative`: the cells' screen-reader text stays inside this scroller, not the page.
    <div className="relative hidden overflow-x-auto rounded-xl border border-border bg-surface lg:block">
      <table className="w-full border-collapse text-left text-sm text-text">
        <caption className="sr-only">Movimientos, del más reciente al más antiguo</caption>
        <thead>
          <tr className="border-b border-border bg-surface-sunken">
            {MOVEMENT_COLUMNS.map(([label, figure]) => (
              <th key={label} scope="col" className={figure ? numberHeader : headerCell}>
                {label}
              </th>
            ))}
            <th scope="col" className={headerCell}>
              <span className="sr-only">Seguimiento</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((row) => (
            <tr key={row.id} className="border-b border-border last:border-b-0">
              <td className={cn(cell, 'whitespace-nowrap')}>
                <time dateTime={row.date}>{formatMovementDate(row.date)}</time>
              </td>
              <th
                scope="row"
                tabIndex={-1}
                data-focus-id={row.id}
                className={cn(cell, 'text-left font-normal', focusTargetClasses)}
              >
                <span className="block font-semibold">{movementTypeLabels[row.type]}</span>
                <span className="block text-xs whitespace-nowrap text-muted">{row.reference}</span>
              </th>
              <td className={cell}>
                <span className="block font-semibold">{row.fundName}</span>
                <span className="block text-muted">{row.seriesLabel}</span>
              </td>
              <td className={cn(numberCell, 'font-semibold')}>
                <Money amount={row.amount} currency={row.currency} />
              </td>
              <td className={cn(numberCell, 'whitespace-nowrap')}>
                <CuotasValue row={row} />
              </td>
              <td className={numberCell}>
                <ValorCuotaValue row={row} className="items-end" />
              </td>
              <td className={cell}>
                <Statuses row={row} />
              </td>
              <td className={cn(cell, 'text-right')}>
                {/* One line: a table gives a column no more than its cells' narrowest. */}
                <TrackerButton
                  row={row}
                  onOpenTracker={onOpenTracker}
                  className="whitespace-nowrap"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
