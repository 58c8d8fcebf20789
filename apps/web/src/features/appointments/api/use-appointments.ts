import { useQuery } from '@tanstack/react-query';
import type { AppointmentStatus } from '@saude/shared/domain/constants';
import type { AppointmentItem } from '@saude/shared/schemas/appointments';
import { PAGE_MAX } from '@saude/shared/domain/page-limits';
import { api } from '@/lib/api-client';
import { appointmentKeys } from './appointment-keys';

/** GET /api/appointments, filtered by status in the database (the server scopes it by role). */
export function useAppointments(status: AppointmentStatus | 'all') {
  const params = new URLSearchParams({ limit: String(PAGE_MAX) });
  if (status !== 'all') params.set('status', status);
  return useQuery({
    queryKey: appointmentKeys.appointmentList(status),
    queryFn: ({ signal }) => api.get<AppointmentItem[]>(`/api/appointments?${params.toString()}`, { signal }),
  });
}
