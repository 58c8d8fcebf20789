/** Calendar dates as the product writes them: YYYY-MM-DD, in the city's time zone. */

export const CITY_TIME_ZONE = 'America/Sao_Paulo';

/** Today's calendar date in the city (so "today" is right late at night too). */
export function todayInCity(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: CITY_TIME_ZONE }).format(now);
}

/** A real calendar day written YYYY-MM-DD (2024-02-30 and 9999-99-99 are refused). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
