import { cn } from '../../lib/cn';

export interface SpinnerProps {
  /** Accessible label read by screen readers. Pass `null` when a parent already announces the state. @default 'Cargando' */
  label?: string | null;
  /** Visual size. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Extra classes for layout. */
  className?: string;
}

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-[3px]', lg: 'size-10 border-4' } as const;

/** An indeterminate progress indicator. */
export function Spinner({ label = 'Cargando', size = 'md', className }: SpinnerProps) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label ?? undefined}
      aria-hidden={label ? undefined : true}
      data-slot="spinner"
      className={cn('inline-flex shrink-0 items-center justify-center', className)}
    >
      <span
        className={cn(
          'animate-spin rounded-full border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]',
          sizes[size],
        )}
      />
    </span>
  );
}
