import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { EmptyState } from '../../primitives/EmptyState';
import { cn } from '../../lib/cn';
import { Money, type Currency } from '../../primitives/Money';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton';
import { StatusBadge, type StatusValue } from '../../primitives/StatusBadge';
import { formatMovementDate } from './formatDate';

/** Kind of money movement: a subscription buys cuotas, a rescue sells them. */
export type MovementType = 'SUBSCRIPTION' | 'RESCUE';

export const movementTypeLabels: Record<MovementType, string> = {
  SUBSCRIPTION: 'Suscripción',
  RESCUE: 'Rescate',
};

/** One money movement of the customer. */
export interface Movement {
  /** Stable id, used as the React key. */
  id: string;
  /** ISO calendar date (`'2025-03-14'`) or instant; instants are shown as their Lima date. */
  date: string;
  type: MovementType;
  /** Name of the fund, as the customer knows it. */
  fundName: string;
  /** The amount as an unsigned decimal string (`'1500.00'`). */
  amount: string;
  /** Currency of the fund. */
  currency: Currency;
  /** Payment status (subscriptions) or process status (rescues). */
  status: StatusValue;
}

export interface MovementsListProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Movements, newest first. */
  movements: Movement[];
  /** Shows skeleton rows and announces "Cargando movimientos". @default false */
  loading?: boolean;
  /** Table caption and list name. @default 'Movimientos' */
  caption?: string;
  /** Keeps the caption for screen readers only, when the page already has a heading. @default false */
  hideCaption?: boolean;
  /** Shows `+` on subscriptions and `-` on rescues, as the fund position sees them. @default false */
  signed?: boolean;
  /** Heading of the empty state. @default 'Aún no tienes movimientos' */
  emptyTitle?: ReactNode;
  /** Text of the empty state. */
  emptyDescription?: ReactNode;
  /** Next step in the empty state, e.g. a Button ("Invertir ahora"). */
  emptyAction?: ReactNode;
  /** Number of skeleton rows while loading. @default 4 */
  loadingRows?: number;
}

function signedAmount(movement: Movement, signed: boolean): string {
  return signed && movement.type === 'RESCUE' ? `-${movement.amount}` : movement.amount;
}

const captionClasses = 'font-display text-lg font-semibold text-text';

/**
 * The customer's money movements. From the `sm` breakpoint up it is a real table with a caption;
 * below it the same rows are stacked cards. Both are in the markup and CSS shows one, so there
 * is no measuring and no layout jump; the hidden one is hidden from screen readers too.
 */
export function MovementsList({
  movements,
  loading = false,
  caption = 'Movimientos',
  hideCaption = false,
  signed = false,
  emptyTitle = 'Aún no tienes movimientos',
  emptyDescription = 'Cuando inviertas o solicites un rescate, verás aquí cada operación y su estado.',
  emptyAction,
  loadingRows = 4,
  className,
  ...props
}: MovementsListProps) {
  const captionId = useId();

  if (loading) {
    return (
      <div data-slot="movements-list" data-state="loading" className={className} {...props}>
        <SkeletonGroup
          label={`Cargando ${caption.toLowerCase()}`}
          className="rounded-xl border border-border bg-surface"
        >
          <p
            aria-hidden="true"
            className={cn(captionClasses, 'px-4 pt-4 pb-2', hideCaption && 'sr-only')}
          >
            {caption}
          </p>
          <ul aria-hidden="true">
            {Array.from({ length: loadingRows }, (_, index) => (
              <li
                key={index}
                className="flex flex-col gap-2 border-t border-border px-4 py-4 sm:grid sm:grid-cols-[1fr_1fr_2fr_1fr_1fr] sm:items-center sm:gap-6"
              >
                <Skeleton className="w-3/4 sm:w-full" />
                <Skeleton className="w-1/2 sm:w-full" />
                <Skeleton className="hidden sm:block" />
                <Skeleton className="w-1/3 sm:w-full" />
                <Skeleton variant="block" className="hidden h-6 w-24 rounded-full sm:block" />
              </li>
            ))}
          </ul>
        </SkeletonGroup>
      </div>
    );
  }

  if (movements.length === 0) {
    return (
      <div data-slot="movements-list" data-state="empty" className={className} {...props}>
        <EmptyState title={emptyTitle} description={emptyDescription} action={emptyAction} />
      </div>
    );
  }

  return (
    <div data-slot="movements-list" data-state="ready" className={className} {...props}>
      <div className="hidden overflow-x-auto rounded-xl border border-border bg-surface sm:block">
        <table className="w-full border-collapse text-left text-sm text-text">
          <caption
            className={cn(captionClasses, 'px-4 pt-4 pb-3 text-left', hideCaption && 'sr-only')}
          >
            {caption}
          </caption>
          <thead>
            <tr className="border-y border-border bg-surface-sunken">
              <th scope="col" className="px-4 py-2.5 font-semibold">
                Fecha
              </th>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                Tipo
              </th>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                Fondo
              </th>
              <th scope="col" className="px-4 py-2.5 text-right font-semibold">
                Monto
              </th>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                Estado
              </th>
            </tr>
          </thead>
          <tbody>
            {movements.map((movement) => (
              <tr key={movement.id} className="border-b border-border last:border-b-0">
                <td className="px-4 py-3 whitespace-nowrap">
                  <time dateTime={movement.date}>{formatMovementDate(movement.date)}</time>
                </td>
                <td className="px-4 py-3">{movementTypeLabels[movement.type]}</td>
                <td className="px-4 py-3 font-medium">{movement.fundName}</td>
                <td className="px-4 py-3 text-right font-semibold">
                  <Money
                    amount={signedAmount(movement, signed)}
                    currency={movement.currency}
                    sign={signed ? 'always' : 'auto'}
                  />
                </td>
                <td className="px-4 py-3">
                  <StatusBadge {...movement.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="sm:hidden">
        <p id={captionId} className={cn(captionClasses, 'mb-3', hideCaption && 'sr-only')}>
          {caption}
        </p>
        <ul aria-labelledby={captionId} className="space-y-3">
          {movements.map((movement) => (
            <li
              key={movement.id}
              className="rounded-lg border border-border bg-surface p-4 text-sm text-text shadow-sm"
            >
              <div className="flex items-start justify-between gap-3">
                <p className="min-w-0 font-semibold break-words">{movement.fundName}</p>
                <Money
                  className="text-base font-semibold"
                  amount={signedAmount(movement, signed)}
                  currency={movement.currency}
                  sign={signed ? 'always' : 'auto'}
                />
              </div>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
                <p className="text-muted">
                  {movementTypeLabels[movement.type]}
                  <span aria-hidden="true"> · </span>
                  <span className="sr-only">, </span>
                  <time dateTime={movement.date}>{formatMovementDate(movement.date)}</time>
                </p>
                <StatusBadge {...movement.status} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
