import { Clock } from '../../icons';
import { cn } from '../../lib/cn';
import { Money, type Currency } from '../../primitives/Money';
import type { RenderLink } from '../AppShell';
import { formatMovementDate } from '../MovementsList/formatDate';
import { headingClasses, linkClasses } from './styles';

/** An order that has not become cuotas yet. */
export interface PortfolioPendingOrder {
  id: string;
  /** The order's reference, e.g. "SUS-2026-000412". */
  reference: string;
  fundName: string;
  /** The amount as a decimal string. */
  amount: string;
  currency: Currency;
  /** ISO instant the order was placed; shown as its date in Lima. */
  createdAt: string;
  /** Where the order stands, in the customer's words, e.g. "Validando tu pago". */
  statusLabel: string;
  /** Where the order's link leads: its tracker, or the step where the customer continues it. */
  href?: string;
  /**
   * The link's words; screen readers hear the order's reference after them. @default 'Ver
   * seguimiento', or 'Continuar con el pago' when `continuesPayment`
   */
  linkLabel?: string;
  /** The link continues the payment (a transfer still waiting for its receipt). @default false */
  continuesPayment?: boolean;
}

interface PendingOrdersProps {
  id: string;
  orders: readonly PortfolioPendingOrder[];
  Heading: 'h2' | 'h3' | 'h4';
  renderLink: RenderLink;
}

/** The orders still in process, each with a link to follow or continue it. */
export function PendingOrders({ id, orders, Heading, renderLink }: PendingOrdersProps) {
  return (
    <section aria-labelledby={id} className="@container flex flex-col gap-4">
      <Heading id={id} className={headingClasses}>
        Órdenes en proceso
      </Heading>
      <ul className="rounded-xl border border-border bg-surface text-sm">
        {orders.map((order) => (
          <li
            key={order.id}
            // One grid per row with the same fixed columns where the list has room for them at
            // the customer's text size (a container's rem grows with it), so the rows line
            // up; with less room the fund and the amount share the first line, and the amount
            // goes under the fund when the fund's name would not keep whole words beside it.
            className="flex flex-wrap gap-x-4 gap-y-2 border-b border-border p-4 last:border-b-0 @min-[56rem]:grid @min-[56rem]:grid-cols-[minmax(0,1fr)_18rem_8rem_11rem] @min-[56rem]:items-center @min-[56rem]:gap-x-6"
          >
            <div className="order-1 min-w-0 flex-[1_1_10rem] @min-[56rem]:col-start-1 @min-[56rem]:row-start-1">
              <p className="text-base font-semibold break-words">{order.fundName}</p>
              <p className="text-muted">
                Orden {order.reference}
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, del </span>
                <time dateTime={order.createdAt}>{formatMovementDate(order.createdAt)}</time>
              </p>
            </div>
            <p className="order-3 flex basis-full items-center gap-1.5 font-medium @min-[56rem]:col-start-2 @min-[56rem]:row-start-1">
              <Clock aria-hidden className="size-4 shrink-0 text-info" />
              {order.statusLabel}
            </p>
            <Money
              amount={order.amount}
              currency={order.currency}
              className="order-2 ms-auto text-right text-base font-semibold @min-[56rem]:col-start-3 @min-[56rem]:row-start-1"
            />
            {order.href
              ? renderLink({
                  href: order.href,
                  className: cn(
                    linkClasses,
                    'order-4 @min-[56rem]:col-start-4 @min-[56rem]:row-start-1 @min-[56rem]:justify-self-end',
                  ),
                  children: (
                    <>
                      {order.linkLabel ??
                        (order.continuesPayment ? 'Continuar con el pago' : 'Ver seguimiento')}
                      <span className="sr-only"> de la orden {order.reference}</span>
                    </>
                  ),
                })
              : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
