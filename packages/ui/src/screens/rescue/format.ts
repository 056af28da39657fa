import { formatMoneyParts, type Currency } from '../../primitives/Money';
import { formatTradeDay } from '../investing/format';

/** `2026-11-24` as "martes, 24 de noviembre de 2026", like the investment screens. */
export const formatRescueDay = formatTradeDay;

const zone = { timeZone: 'America/Lima' } as const;
const limaDay = new Intl.DateTimeFormat('es-PE', {
  ...zone,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const limaClock = new Intl.DateTimeFormat('es-PE', { ...zone, hour: 'numeric', minute: '2-digit' });

/**
 * An ISO instant as its Lima day and time, for a sentence: "miércoles, 25 de noviembre de
 * 2026, a las 10:15 a. m., hora de Lima". Anything else is shown as given.
 */
export function formatLimaDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const clock = limaClock.format(date);
  const article = clock.startsWith('1:') ? 'a la' : 'a las';
  return `${limaDay.format(date)}, ${article} ${clock}, hora de Lima`;
}

/** An amount as a screen reader says it: "1,485.00 soles peruanos". */
export function spokenMoney(amount: string, currency: Currency): string {
  return formatMoneyParts(amount, currency).speech;
}

/** The digits of an account number stored with spaces or dashes. */
function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** The last four digits of an account number: what a masked number shows and is read as. */
export function lastFour(accountNumber: string): string {
  return digitsOf(accountNumber).slice(-4);
}

/** Four bullets and the last four digits: "•••• 2542". */
export function maskAccountNumber(accountNumber: string): string {
  return `\u2022\u2022\u2022\u2022 ${lastFour(accountNumber)}`;
}
