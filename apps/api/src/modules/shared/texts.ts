// How money, Lima days and instants are written to customers (mails, receipts).

const LOCALE = 'es-PE';

/** Money as the portal writes it (`S/ 1,500.00`, `US$ 200.00`). */
export function moneyText(amount: string, currency: string): string {
  const text = new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount as unknown as number);
  return currency === 'USD' ? text.replace('USD', 'US$') : text;
}

/** A Lima day in words (`martes, 25 de noviembre de 2026`). */
export function dayText(date: string): string {
  return new Intl.DateTimeFormat(LOCALE, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** An instant as Lima's date and time. */
export function limaText(at: string | Date): string {
  return new Intl.DateTimeFormat(LOCALE, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Lima',
  }).format(typeof at === 'string' ? new Date(at) : at);
}
