import { appointmentRequestEndpoints } from '@saude/shared/contract/appointments';
import { LIMITS } from '@saude/shared/domain/constants';
import { usePagedList } from '@/lib/use-paged-list';
import { appointmentKeys } from './appointment-keys';

/** GET /api/appointment-requests: the patient's requests, newest first, page by page. */
export const appointmentRequestsSource = {
  queryKey: appointmentKeys.requests,
  endpoint: appointmentRequestEndpoints.list,
};

export function useAppointmentRequests() {
  return usePagedList({
    ...appointmentRequestsSource,
    // A unit's decision reaches the open page within one polling interval (a rejection sends no
    // update of its own).
    refetchInterval: LIMITS.pollingMs,
  });
}
