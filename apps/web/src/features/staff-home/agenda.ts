import type { AppointmentItem } from '@saude/shared/schemas/appointments';
import { formatTime } from '@/lib/format-date';

/** Spec 01 /dashboard: an exam without a time appears at 08:00. */
export const EXAM_DEFAULT_TIME = '08:00';

export function agendaTime(a: Pick<AppointmentItem, 'appointment_time' | 'appointment_type'>): string {
  const time = formatTime(a.appointment_time);
  if (time) return time;
  return a.appointment_type === 'exam' ? EXAM_DEFAULT_TIME : '';
}
