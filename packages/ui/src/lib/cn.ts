import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. There is no conflict resolution at run time: components are written so
 * that their classes never conflict. A cva variant's utilities are disjoint from the base's
 * and from the other variants' (state-dependent colours go in one ternary, not base plus
 * override); a caller's `className` adds layout (margins, width, visibility) and never a second
 * value for a utility the component sets; overridable defaults (a skeleton's size) live in
 * the theme's components layer, which any utility overrides. That keeps tailwind-merge (about
 * 10 KiB gzipped) out of every page.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
