import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';

const bone = 'animate-pulse bg-border motion-reduce:animate-none';

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Shape: lines of text, a block (card, chart, image) or a circle (avatar, icon). @default 'text' */
  variant?: 'text' | 'block' | 'circle';
  /** Number of text lines; the last of several is shorter, like a paragraph. @default 1 */
  lines?: number;
}

/**
 * A grey placeholder in the shape of content that is loading. Always hidden from assistive
 * technology: wrap skeletons in a `SkeletonGroup`, which announces "Cargando" once.
 * Size a block or circle with classes (`h-40`, `size-12`): they override the default size.
 */
export function Skeleton({ variant = 'text', lines = 1, className, ...props }: SkeletonProps) {
  if (variant === 'text') {
    return (
      <div
        aria-hidden="true"
        data-slot="skeleton"
        data-variant="text"
        className={cn('space-y-2.5', className)}
        {...props}
      >
        {Array.from({ length: Math.max(1, lines) }, (_, index) => (
          <div
            key={index}
            className={cn(
              bone,
              'h-4 rounded-sm',
              lines > 1 && index === lines - 1 ? 'w-3/5' : 'w-full',
            )}
          />
        ))}
      </div>
    );
  }
  return (
    <div
      aria-hidden="true"
      data-slot="skeleton"
      data-variant={variant}
      // Default size and radius come from the theme's components layer, so a size class wins.
      className={cn(bone, className)}
      {...props}
    />
  );
}

export interface SkeletonGroupProps extends HTMLAttributes<HTMLDivElement> {
  /** What a screen reader hears while the content loads. @default 'Cargando' */
  label?: string;
  /** The skeletons, laid out like the content they stand for. */
  children: ReactNode;
}

/** The container of a loading area: one polite "Cargando" status for all its skeletons. */
export function SkeletonGroup({
  label = 'Cargando',
  className,
  children,
  ...props
}: SkeletonGroupProps) {
  return (
    <div role="status" aria-busy="true" data-slot="skeleton-group" className={className} {...props}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
