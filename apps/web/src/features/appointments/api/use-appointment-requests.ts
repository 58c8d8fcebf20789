import type { AppointmentRequestItem } from '@saude/shared/schemas/appointments';
import { usePagedList } from '@/lib/use-paged-list';
import { appointmentKeys } from './appointment-keys';

/** GET /api/appointment-requests: the patient's requests, newest first, page by page. */
export function useAppointmentRequests() {
  return usePagedList<AppointmentRequestItem>({
    queryKey: appointmentKeys.requests,
    path: '/api/appointment-requests',
  });
}
