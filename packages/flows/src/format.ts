/** Money and days as the portal writes them (Spanish, Peru). */
const LOCALE = 'es-PE';

/** Money as the portal writes it (`S/ 1,500.00`, `US$ 200.00`). */
export function moneyLabel(amount: string, currency: string): string {
  const text = new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount as unknown as number);
  return (currency === 'USD' ? text.replace('USD', 'US$') : text).replace(/\u00a0/g, ' ');
}

/** An ISO day in words (`martes, 25 de noviembre de 2026`). */
export function longDay(iso: string): string {
  return new Intl.DateTimeFormat(LOCALE, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));
}

/**
 * A day as typed in the day, month and year boxes ("YYYY-M-D", parts possibly missing) as an
 * ISO day ("2024-03-05"), or why it is not one yet.
 */
export function typedDay(typed: string): string | 'incomplete' | 'impossible' {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  if (!match) return 'incomplete';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1000 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return 'impossible';
  return `${match[1]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
