import type { AppointmentItem } from '@saude/shared/schemas/appointments';
import { formatTime } from '@/lib/format-date';

/** Spec 01 /dashboard: an exam without a time appears at 08:00. */
export const EXAM_DEFAULT_TIME = '08:00';

export function agendaTime(a: Pick<AppointmentItem, 'appointment_time' | 'appointment_type'>): string {
  const time = formatTime(a.appointment_time);
  if (time) return time;
  return a.appointment_type === 'exam' ? EXAM_DEFAULT_TIME : '';
}

/**
 * Today's agenda by time; items without any time go last. 'HH:MM' texts sort as plain text
 * (localeCompare would load the browser's collation data for nothing).
 */
export function sortByTime<T extends Pick<AppointmentItem, 'appointment_time' | 'appointment_type'>>(
  items: T[],
): T[] {
  const key = (a: T) => agendaTime(a) || '99:99';
  return [...items].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** Today as yyyy-mm-dd in the device's time zone (the city's day, not UTC's). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
