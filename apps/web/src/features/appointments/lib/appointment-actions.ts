import type { AppointmentStatus } from '@saude/shared/domain/constants';

export type AppointmentAction = 'check-in' | 'no-show' | 'finish' | 'prescribe' | 'cancel' | 'reschedule';

/**
 * Which buttons an appointment offers, from the viewer's role, the appointment's status and its day:
 * a button appears only in its source state (spec 01 /appointments; docs/decisions/005 lets the
 * doctor finish a checked-in appointment too), check-in only on the appointment's day, finishing and
 * marking an absence only from that day on (docs/decisions/015; the server holds the same rule).
 */
export function actionsFor(
  role: string | null,
  appointment: { status: AppointmentStatus; appointment_date: string; appointment_time?: string | null },
  today: string,
  /** The wall clock's HH:MM: a patient cancels or reschedules only before the appointment's time. */
  nowTime = '00:00',
): AppointmentAction[] {
  const { status, appointment_date: day } = appointment;
  const begun = day <= today;
  if (role === 'patient') {
    const open = status === 'scheduled' || status === 'confirmed';
    const ahead = day > today || (day === today && (appointment.appointment_time ?? '08:00') > nowTime);
    return open && ahead ? ['reschedule', 'cancel'] : [];
  }
  if (role === 'reception') {
    if (status === 'scheduled' && day === today) return ['check-in'];
    if (status === 'confirmed' && begun) return ['no-show'];
    return [];
  }
  if (role === 'doctor') {
    const actions: AppointmentAction[] = [];
    if ((status === 'scheduled' || status === 'confirmed') && begun) actions.push('finish');
    if (status === 'confirmed' || status === 'completed') actions.push('prescribe');
    return actions;
  }
  return [];
}
