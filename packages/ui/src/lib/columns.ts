/**
 * Two columns 1rem apart, or one where two would squeeze the figures at the customer's text
 * size (each column at least 6.5rem, which grows with the text). At the usual text size the
 * two columns are exactly `grid-cols-2`'s.
 */
export const twoColumnsOrOne =
  'grid-cols-[repeat(auto-fit,minmax(min(100%,max(6.5rem,calc((100%_-_1rem)/2))),1fr))]';
