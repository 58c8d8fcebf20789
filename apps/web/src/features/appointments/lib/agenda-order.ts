import type { AppointmentItem } from '@saude/shared/schemas/appointments';

/** aaaa-mm-dd of the user's own calendar day (appointment dates are local calendar days). */
export function localIsoDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Today and what comes next first (soonest on top), then the past (most recent on top): the server
 * answers in calendar order, which would bury today's agenda under months of history.
 */
export function agendaOrder(items: AppointmentItem[], today = localIsoDay()): AppointmentItem[] {
  const key = (a: AppointmentItem) => `${a.appointment_date} ${a.appointment_time ?? '08:00'}`;
  // Fixed-width 'yyyy-mm-dd HH:MM' texts sort as plain text (no collation data needed).
  const byKey = (a: AppointmentItem, b: AppointmentItem) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
  const upcoming = items.filter((a) => a.appointment_date >= today).sort(byKey);
  const past = items.filter((a) => a.appointment_date < today).sort((a, b) => byKey(b, a));
  return [...upcoming, ...past];
}
