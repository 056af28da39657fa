/** A section of the fund's page: a card, and its title. */
export const cardClasses =
  'min-w-0 rounded-xl border border-border bg-surface p-5 shadow-sm sm:p-6';
export const sectionTitleClasses = 'font-display text-xl font-semibold';
