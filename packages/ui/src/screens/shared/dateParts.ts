/** The parts of a date as the customer types them: day, month and year, possibly incomplete. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

/** Splits "YYYY-MM-DD" (or a partial "YYYY--D") into its parts; '' gives empty parts. */
export function splitIsoDate(value: string): DateParts {
  const [year = '', month = '', day = ''] = value ? value.split('-') : [];
  return { day, month, year };
}

/** Joins the parts as "YYYY-MM-DD"; all empty gives ''. Parts are kept as typed (no padding). */
export function joinIsoDate({ day, month, year }: DateParts): string {
  if (!day && !month && !year) return '';
  return `${year}-${month}-${day}`;
}

/** Keeps the digits of a typed part, up to `max` of them. */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** "7" -> "07" once the customer leaves a day or month box; '' stays ''. */
export function padPart(value: string): string {
  return value.length === 1 ? `0${value}` : value;
}
