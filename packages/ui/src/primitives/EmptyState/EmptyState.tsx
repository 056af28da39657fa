import type { HTMLAttributes, ReactNode } from 'react';
import { Inbox } from '../../icons';
import { cn } from '../../lib/cn';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** A decorative icon. @default <Inbox /> */
  icon?: ReactNode;
  /** What is empty, as a heading: "Aún no tienes movimientos". */
  title: ReactNode;
  /** What the customer can do about it, or when content will appear. */
  description?: ReactNode;
  /** The next step, e.g. a Button ("Invertir ahora"). */
  action?: ReactNode;
  /** Level of the heading in the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

/** The place of a list or section that has nothing to show yet, with the way forward. */
export function EmptyState({
  icon = <Inbox />,
  title,
  description,
  action,
  headingLevel = 2,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center rounded-xl border border-dashed border-border-strong bg-surface px-6 py-10 text-center text-text',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg]:size-7"
      >
        {icon}
      </span>
      <Heading className="font-display text-lg font-semibold">{title}</Heading>
      {description ? <p className="mt-2 max-w-prose text-sm text-muted">{description}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
