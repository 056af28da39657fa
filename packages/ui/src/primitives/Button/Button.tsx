import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { Spinner } from '../Spinner';

/** Variants drawn as a box (every one but the text link). */
const boxed: ('primary' | 'secondary' | 'ghost' | 'danger')[] = [
  'primary',
  'secondary',
  'ghost',
  'danger',
];

/**
 * Button classes. Variants never set the same utility twice: the class list is the result,
 * with no conflict left for a merge step to resolve.
 */
export const buttonVariants = cva(
  'inline-flex max-w-full shrink-0 select-none items-center justify-center gap-2 text-center font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-55 aria-busy:cursor-progress',
  {
    variants: {
      // Filled and bare buttons get a border in forced colours, where backgrounds are dropped:
      // without it their edge would disappear.
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary-hover forced-colors:border',
        secondary:
          'border border-primary bg-surface text-primary hover:bg-secondary hover:text-secondary-foreground',
        ghost: 'bg-transparent text-primary hover:bg-secondary forced-colors:border',
        danger: 'bg-danger text-danger-foreground hover:bg-danger-hover forced-colors:border',
        link: 'h-auto bg-transparent p-0 text-primary underline underline-offset-4 hover:text-primary-hover',
      },
      // Height and padding come from the compound variants below: a link has neither.
      size: {
        sm: 'rounded-md text-sm',
        md: 'rounded-md text-base',
        lg: 'rounded-lg text-lg',
      },
      fullWidth: {
        true: 'w-full',
        false: '',
      },
    },
    // A label stays on one line while it fits its box (`shrink-0`: a row never squeezes it); in
    // a box narrower than the label (a phone with the browser's text size doubled) it wraps and
    // the button grows taller instead of pushing out of its box (`max-w-full`).
    compoundVariants: [
      { variant: boxed, size: 'sm', className: 'min-h-9 px-3 py-1' },
      { variant: boxed, size: 'md', className: 'min-h-11 px-5 py-1.5' },
      { variant: boxed, size: 'lg', className: 'min-h-13 px-7 py-2' },
    ],
    defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
  },
);

export interface ButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {
  /** Shows a spinner, sets `aria-busy` and ignores clicks while an action runs. @default false */
  loading?: boolean;
  /** Text announced while loading, in place of the spinner's default. @default 'Procesando' */
  loadingLabel?: string;
  /** Icon shown before the label. */
  startIcon?: ReactNode;
  /** Icon shown after the label. */
  endIcon?: ReactNode;
}

/** The action button of the portal. Use one primary button per view. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    className,
    variant,
    size,
    fullWidth,
    loading = false,
    loadingLabel = 'Procesando',
    startIcon,
    endIcon,
    disabled,
    children,
    type = 'button',
    onClick,
    ...props
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-size={size ?? 'md'}
      aria-busy={loading || undefined}
      disabled={disabled}
      className={cn(buttonVariants({ variant, size, fullWidth }), className)}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...props}
    >
      {loading ? <Spinner size="sm" label={null} /> : startIcon}
      <span>{children}</span>
      {loading ? <span className="sr-only">{loadingLabel}</span> : endIcon}
    </button>
  );
});
