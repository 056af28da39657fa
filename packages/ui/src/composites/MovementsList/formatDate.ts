const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const options = { day: '2-digit', month: 'short', year: 'numeric' } as const;
// A calendar date ('2025-03-14') is parsed as UTC midnight: formatting it in Lima (UTC-5)
// would show the day before. Instants are shown in Lima time, where the fund operates.
const calendarDate = new Intl.DateTimeFormat('es-PE', { ...options, timeZone: 'UTC' });
const limaDate = new Intl.DateTimeFormat('es-PE', { ...options, timeZone: 'America/Lima' });

/**
 * Formats an ISO date (`'2025-03-14'`) or instant (`'2025-03-14T03:00:00Z'`, shown as its
 * date in Lima) as `14 mar. 2025`. Throws a RangeError for anything else.
 */
export function formatMovementDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an ISO date: "${value}"`);
  return (DATE_ONLY.test(value) ? calendarDate : limaDate).format(date);
}
