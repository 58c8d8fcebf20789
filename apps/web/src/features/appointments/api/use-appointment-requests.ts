import { useQuery } from '@tanstack/react-query';
import type { AppointmentRequestItem } from '@saude/shared/schemas/appointments';
import { PAGE_MAX } from '@saude/shared/domain/page-limits';
import { api } from '@/lib/api-client';
import { appointmentKeys } from './appointment-keys';

/** GET /api/appointment-requests: the patient's requests, newest first. */
export function useAppointmentRequests(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: appointmentKeys.requests,
    queryFn: ({ signal }) =>
      api.get<AppointmentRequestItem[]>(`/api/appointment-requests?limit=${PAGE_MAX}`, { signal }),
    enabled: options.enabled ?? true,
  });
}
