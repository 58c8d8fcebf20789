import type { AppointmentStatus } from '@saude/shared/domain/constants';

/** One colour per appointment status, wherever a badge shows it (home, agendas, lists). */
export const APPOINTMENT_STATUS_TONES = {
  scheduled: 'brand',
  confirmed: 'success',
  completed: 'neutral',
  cancelled: 'danger',
  no_show: 'warning',
} as const satisfies Record<AppointmentStatus, 'neutral' | 'brand' | 'success' | 'warning' | 'danger'>;
