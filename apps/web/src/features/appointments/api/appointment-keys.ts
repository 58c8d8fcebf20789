import type { AppointmentStatus } from '@saude/shared/domain/constants';

/** Query keys of the appointments feature. */
export const appointmentKeys = {
  appointments: ['appointments'] as const,
  appointmentList: (status: AppointmentStatus | 'all') =>
    [...appointmentKeys.appointments, 'list', status] as const,
  requests: ['appointment-requests'] as const,
  healthUnits: ['health-units'] as const,
};
