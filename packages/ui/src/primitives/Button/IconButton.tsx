import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

const iconButtonVariants = cva(
  'inline-flex shrink-0 items-center justify-center rounded-full transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-55',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary-hover forced-colors:border',
        ghost: 'bg-transparent text-text hover:bg-surface-sunken forced-colors:border',
        secondary: 'border border-border bg-surface text-primary hover:bg-secondary',
        /** On a tinted surface (an alert): the hover lightens the tint instead of greying it. */
        onTint: 'bg-transparent text-text hover:bg-surface/70 forced-colors:border',
      },
      size: {
        sm: 'size-9 [&_svg]:size-4',
        md: 'size-11 [&_svg]:size-5',
        lg: 'size-14 [&_svg]:size-6',
      },
    },
    defaultVariants: { variant: 'ghost', size: 'md' },
  },
);

export interface IconButtonProps
  extends
    Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'>,
    VariantProps<typeof iconButtonVariants> {
  /** Accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon, decorative (hidden from assistive technology). */
  icon: ReactNode;
}

/** A square button with only an icon; its `label` is its accessible name and tooltip. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant, size, className, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      data-slot="icon-button"
      className={cn(iconButtonVariants({ variant, size }), className)}
      {...props}
    >
      <span aria-hidden="true" className="inline-flex">
        {icon}
      </span>
    </button>
  );
});
