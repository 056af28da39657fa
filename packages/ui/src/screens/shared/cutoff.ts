/**
 * Where an order placed now stands against today's cut-off (Lima): a business day before the
 * cut-off (today's valor cuota), a business day after it, or a day that is not a business day
 * (weekend or holiday). In the last two the order gets the next business day's valor cuota.
 */
export type CutoffDayState = 'before-cutoff' | 'after-cutoff' | 'not-business-day';

/**
 * Why an order placed now does not get today's valor cuota, or `null` when it does:
 * "Ya pasó la hora de corte de hoy: por eso tu solicitud toma el valor cuota del siguiente día
 * hábil." or "Hoy no es día hábil: por eso tu rescate toma…".
 */
export function lateOrderNote(
  state: CutoffDayState,
  order: 'solicitud' | 'rescate',
): string | null {
  const rest = `por eso tu ${order} toma el valor cuota del siguiente día hábil.`;
  if (state === 'after-cutoff') return `Ya pasó la hora de corte de hoy: ${rest}`;
  if (state === 'not-business-day') return `Hoy no es día hábil: ${rest}`;
  return null;
}
