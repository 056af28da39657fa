/** Classes the portfolio's parts share. */
export const linkClasses =
  'rounded-sm font-semibold text-primary underline underline-offset-2 hover:text-primary-hover focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';
export const headingClasses = 'font-display text-lg font-semibold';
