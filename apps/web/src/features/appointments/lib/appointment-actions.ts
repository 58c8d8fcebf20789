import type { AppointmentStatus } from '@saude/shared/domain/constants';

export type AppointmentAction = 'check-in' | 'no-show' | 'finish' | 'prescribe';

/**
 * Which buttons an appointment offers, from the viewer's role and the appointment's status:
 * a button appears only in its source state (spec 01 /appointments; docs/decisions/005 lets the
 * doctor finish a checked-in appointment too).
 */
export function actionsFor(role: string | null, status: AppointmentStatus): AppointmentAction[] {
  if (role === 'reception') {
    if (status === 'scheduled') return ['check-in'];
    if (status === 'confirmed') return ['no-show'];
    return [];
  }
  if (role === 'doctor') {
    const actions: AppointmentAction[] = [];
    if (status === 'scheduled' || status === 'confirmed') actions.push('finish');
    if (status === 'confirmed' || status === 'completed') actions.push('prescribe');
    return actions;
  }
  return [];
}
