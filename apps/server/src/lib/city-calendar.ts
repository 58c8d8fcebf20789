/**
 * Calendar arithmetic in the city's time zone. Timestamps are stored as UTC ISO text, so a city day
 * becomes the half-open UTC range [start of the day, start of the next day) that text comparison and
 * the created_at indexes can use on both SQLite and PostgreSQL.
 */
import { todayDate } from './time';

export const CITY_TIME_ZONE = 'America/Sao_Paulo';
const DAY_MS = 86_400_000;

/** YYYY-MM-DD shifted by whole days (calendar dates have no time zone of their own). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The city's calendar date of an instant. */
export function cityDateOf(instant: Date | string, timeZone = CITY_TIME_ZONE): string {
  return todayDate(timeZone, typeof instant === 'string' ? new Date(instant) : instant);
}

/** One formatter per zone: building one costs more than the query it serves. */
const wallClocks = new Map<string, Intl.DateTimeFormat>();
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** Milliseconds the zone's wall clock is ahead of UTC at an instant (negative west of Greenwich). */
function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const parts = wallClock(timeZone).formatToParts(new Date(instantMs));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - Math.floor(instantMs / 1000) * 1000;
}

/** The UTC instant (ISO text) at which a city date begins. */
export function cityDayStartUtc(date: string, timeZone = CITY_TIME_ZONE): string {
  const wallMidnight = Date.parse(`${date}T00:00:00Z`);
  let instant = wallMidnight - zoneOffsetMs(wallMidnight, timeZone);
  // Around a daylight-saving change the offset at the guess may differ from the offset at midnight.
  const corrected = wallMidnight - zoneOffsetMs(instant, timeZone);
  if (corrected !== instant) instant = corrected;
  return new Date(instant).toISOString();
}

/** The UTC instant (epoch ms) of a city date and wall-clock time HH:MM. */
export function cityInstantMs(date: string, time: string, timeZone = CITY_TIME_ZONE): number {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const instant = wall - zoneOffsetMs(wall, timeZone);
  return wall - zoneOffsetMs(instant, timeZone);
}

/** Inclusive city dates as a half-open UTC range for timestamp columns. */
export function cityDaysUtcRange(from: string, to: string, timeZone = CITY_TIME_ZONE) {
  return { start: cityDayStartUtc(from, timeZone), end: cityDayStartUtc(addDays(to, 1), timeZone) };
}
