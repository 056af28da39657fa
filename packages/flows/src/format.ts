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
