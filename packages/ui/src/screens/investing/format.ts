import { isoDateToTime } from '../../composites/NavChart/format';

// A calendar day has no time zone: formatting it at UTC keeps the same day everywhere.
const tradeDay = new Intl.DateTimeFormat('es-PE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2026-11-24` as "martes, 24 de noviembre de 2026"; anything else is shown as given. */
export function formatTradeDay(isoDate: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? tradeDay.format(isoDateToTime(isoDate)) : isoDate;
}

const KB = 1024;
const MB = 1024 * 1024;
const oneDecimal = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 1 });

/** A file's size as people read it: "850 KB", "1.2 MB", "5 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / KB))} KB`;
  return `${oneDecimal.format(bytes / MB)} MB`;
}

/** Zero or empty: a fee that is not charged. */
export function isZeroDecimal(value: string): boolean {
  return /^[+-]?0*(?:\.0*)?$/.test(value.trim());
}
