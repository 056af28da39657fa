import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/** tailwind-merge that knows our semantic colour and type tokens. */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      color: [
        'primary',
        'primary-hover',
        'primary-foreground',
        'secondary',
        'secondary-hover',
        'secondary-foreground',
        'accent',
        'accent-foreground',
        'background',
        'surface',
        'surface-raised',
        'surface-sunken',
        'text',
        'muted',
        'border',
        'border-strong',
        'danger',
        'danger-hover',
        'danger-foreground',
        'danger-surface',
        'success',
        'success-foreground',
        'success-surface',
        'warning',
        'warning-foreground',
        'warning-surface',
        'info',
        'info-foreground',
        'info-surface',
        'focus',
      ],
    },
  },
});

/** Joins class names and resolves Tailwind conflicts (the last one wins). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
