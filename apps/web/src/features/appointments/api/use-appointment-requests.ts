import type { AppointmentRequestItem } from '@saude/shared/schemas/appointments';
import { LIMITS } from '@saude/shared/domain/constants';
import { usePagedList } from '@/lib/use-paged-list';
import { appointmentKeys } from './appointment-keys';

/** GET /api/appointment-requests: the patient's requests, newest first, page by page. */
export function useAppointmentRequests() {
  return usePagedList<AppointmentRequestItem>({
    queryKey: appointmentKeys.requests,
    path: '/api/appointment-requests',
    // A unit's decision reaches the open page within one polling interval (a rejection sends no
    // update of its own).
    refetchInterval: LIMITS.pollingMs,
  });
}
