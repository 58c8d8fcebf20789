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
  const upcoming = items
    .filter((a) => a.appointment_date >= today)
    .sort((a, b) => key(a).localeCompare(key(b)));
  const past = items.filter((a) => a.appointment_date < today).sort((a, b) => key(b).localeCompare(key(a)));
  return [...upcoming, ...past];
}
