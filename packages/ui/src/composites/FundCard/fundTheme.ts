/** One of the five fund colour themes (`bg-fund-1` ... `bg-fund-5`). */
export type FundTheme = 1 | 2 | 3 | 4 | 5;

const THEME_COUNT = 5;

/**
 * The colour theme of the fund at position `index` in a list: funds cycle through the five
 * themes in order (0 -> 1, 4 -> 5, 5 -> 1), as the spec assigns imageCard and imageHeader.
 * A negative or fractional index is treated as its whole part counted the same way.
 */
export function fundTheme(index: number): FundTheme {
  const whole = Number.isFinite(index) ? Math.trunc(index) : 0;
  return ((((whole % THEME_COUNT) + THEME_COUNT) % THEME_COUNT) + 1) as FundTheme;
}

/** Literal class names per theme: Tailwind only generates classes it can read in the source. */
export const fundThemeClasses: Record<FundTheme, string> = {
  1: 'bg-fund-1 text-fund-1-foreground',
  2: 'bg-fund-2 text-fund-2-foreground',
  3: 'bg-fund-3 text-fund-3-foreground',
  4: 'bg-fund-4 text-fund-4-foreground',
  5: 'bg-fund-5 text-fund-5-foreground',
};
