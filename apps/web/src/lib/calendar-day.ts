/**
 * Calendar days as 'aaaa-mm-dd' in the device's time zone (the city's day, not UTC's), stepped and
 * named without Intl: the first Intl formatter loads locale data, a long task on a phone.
 */
const two = (n: number) => String(n).padStart(2, '0');
const WEEKDAYS = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
];

const isoOf = (d: Date) => `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
const dateOf = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
};

export function localIsoDay(now = new Date()): string {
  return isoOf(now);
}

/** The day `n` days after `day` (before it when negative), across months and years. */
export function addDays(day: string, n: number): string {
  const date = dateOf(day);
  date.setDate(date.getDate() + n);
  return isoOf(date);
}

/** 'Hoje, segunda-feira, 23/11/2026'; 'Amanhã, ...' and 'Ontem, ...' around today; else the weekday. */
export function dayHeading(day: string, today = localIsoDay()): string {
  const date = dateOf(day);
  const named = `${WEEKDAYS[date.getDay()]}, ${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}`;
  if (day === today) return `Hoje, ${named}`;
  if (day === addDays(today, 1)) return `Amanhã, ${named}`;
  if (day === addDays(today, -1)) return `Ontem, ${named}`;
  return named.charAt(0).toUpperCase() + named.slice(1);
}
