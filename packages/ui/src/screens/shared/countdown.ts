/** "0:45", "1:00", "10:05": minutes and zero-padded seconds of a countdown. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

/** "45 segundos", "1 minuto", "1 minuto y 30 segundos": a wait as a screen reader says it. */
export function spokenDuration(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const minutePart = minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  const secondPart = rest === 1 ? '1 segundo' : `${rest} segundos`;
  if (minutes === 0) return secondPart;
  if (rest === 0) return minutePart;
  return `${minutePart} y ${secondPart}`;
}
