import { addDays } from './dates';

/** A public holiday in Peru: no business day, so no settlement and no order processing. */
export interface Holiday {
  date: string;
  name: string;
}

/** Fixed-date national holidays, with the first year each applies (laws of 2022–2023). */
const FIXED: { monthDay: string; name: string; since?: number }[] = [
  { monthDay: '01-01', name: 'Año Nuevo' },
  { monthDay: '05-01', name: 'Día del Trabajo' },
  { monthDay: '06-07', name: 'Batalla de Arica y Día de la Bandera', since: 2024 },
  { monthDay: '06-29', name: 'San Pedro y San Pablo' },
  { monthDay: '07-23', name: 'Día de la Fuerza Aérea del Perú', since: 2023 },
  { monthDay: '07-28', name: 'Fiestas Patrias' },
  { monthDay: '07-29', name: 'Fiestas Patrias' },
  { monthDay: '08-06', name: 'Batalla de Junín', since: 2022 },
  { monthDay: '08-30', name: 'Santa Rosa de Lima' },
  { monthDay: '10-08', name: 'Combate de Angamos' },
  { monthDay: '11-01', name: 'Día de Todos los Santos' },
  { monthDay: '12-08', name: 'Inmaculada Concepción' },
  { monthDay: '12-09', name: 'Batalla de Ayacucho', since: 2022 },
  { monthDay: '12-25', name: 'Navidad' },
];

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Peru's national public holidays of a year, by date. They fill the holidays table the API
 * counts business days with; the table can be edited when the government moves or adds a day.
 */
export function peruHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const holidays: Holiday[] = [
    ...FIXED.filter((h) => !h.since || year >= h.since).map((h) => ({
      date: `${year}-${h.monthDay}`,
      name: h.name,
    })),
    { date: addDays(easter, -3), name: 'Jueves Santo' },
    { date: addDays(easter, -2), name: 'Viernes Santo' },
    { date: easter, name: 'Domingo de Resurrección' },
  ];
  return holidays.sort((x, y) => x.date.localeCompare(y.date));
}
