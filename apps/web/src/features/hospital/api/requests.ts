import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LIMITS, type UnitRequestStatus as RequestStatus } from '@saude/shared/domain/constants';
import { hospitalRequestEndpoints } from '@saude/shared/contract/hospital';
import type {
  ApproveRequest,
  HospitalRequestCounts,
  HospitalRequestItem,
  RejectRequest,
} from '@saude/shared/schemas/hospital';
import { callApi } from '@/lib/api-client';
import { listPath, readAllPages } from '@/lib/api-list';
import { updateListItems, usePagedList } from '@/lib/use-paged-list';
import { hospitalKeys } from './hospital-keys';

/** First page of the unit's requests of one status: pending oldest first, decided newest first. */
export const requestsPath = (status: RequestStatus) =>
  listPath({ endpoint: hospitalRequestEndpoints.list, query: { status } });

/** GET /api/hospital/appointment-requests?status=, page by page. */
export function useHospitalRequests(status: RequestStatus) {
  return usePagedList({
    queryKey: hospitalKeys.requests,
    endpoint: hospitalRequestEndpoints.list,
    query: { status },
    // New requests arrive from patients at any time (spec 02 section 7: 30 s polling).
    refetchInterval: LIMITS.pollingMs,
  });
}

/** GET /api/hospital/appointment-requests/counts: the four counters and the header badge. */
export const hospitalRequestCountsQuery = queryOptions({
  queryKey: hospitalKeys.requestCounts,
  queryFn: ({ signal }) => callApi(hospitalRequestEndpoints.counts, { signal }),
  refetchInterval: LIMITS.pollingMs,
});

export function useHospitalRequestCounts() {
  return useQuery(hospitalRequestCountsQuery);
}

/**
 * GET /api/hospital/doctor-options?specialty=: active doctors of the request's specialty, by name.
 * The dialog offers them all (a unit has a handful), so every page is read.
 */
export function useDoctorOptions(specialty: string, enabled: boolean) {
  return useQuery({
    queryKey: hospitalKeys.doctorOptions(specialty),
    queryFn: ({ signal }) =>
      readAllPages({ endpoint: hospitalRequestEndpoints.doctorOptions, query: { specialty } }, signal),
    enabled,
  });
}

/** GET /api/hospital/doctor-day: the chosen doctor's booked times on the chosen day. */
export function useDoctorDay(doctor: string, date: string) {
  return useQuery({
    queryKey: hospitalKeys.doctorDay(doctor, date),
    queryFn: ({ signal }) => callApi(hospitalRequestEndpoints.doctorDay, { query: { doctor, date }, signal }),
    enabled: doctor !== '' && /^\d{4}-\d{2}-\d{2}$/.test(date),
    // Another request approved a moment ago at another desk must show.
    staleTime: 0,
  });
}

/**
 * A decided request leaves the pending queue at once and the counters move with it; then the lists
 * and counters are asked again, so other units' decisions and new requests show too.
 */
function afterDecision(queryClient: QueryClient, decided: HospitalRequestItem) {
  updateListItems<HospitalRequestItem>(
    queryClient,
    [...hospitalKeys.requests, requestsPath('pending')],
    (r) => (r.id === decided.id ? null : r),
  );
  queryClient.setQueryData<HospitalRequestCounts>(hospitalKeys.requestCounts, (counts) =>
    counts && (decided.status === 'approved' || decided.status === 'rejected')
      ? {
          ...counts,
          pending: Math.max(0, counts.pending - 1),
          [decided.status]: counts[decided.status] + 1,
        }
      : counts,
  );
  void queryClient.invalidateQueries({ queryKey: hospitalKeys.requests });
  void queryClient.invalidateQueries({ queryKey: hospitalKeys.requestCounts });
}

/** POST /api/hospital/appointment-requests/:id/approve */
export function useApproveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ApproveRequest }) =>
      callApi(hospitalRequestEndpoints.approve, { params: { id }, body }),
    onSuccess: (decided) => afterDecision(queryClient, decided),
    // A 409 (another unit took it): the lists are stale, ask again.
    onError: () => void queryClient.invalidateQueries({ queryKey: hospitalKeys.requests }),
  });
}

/** POST /api/hospital/appointment-requests/:id/reject, with the reason the patient will read. */
export function useRejectRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RejectRequest }) =>
      callApi(hospitalRequestEndpoints.reject, { params: { id }, body }),
    onSuccess: (decided) => afterDecision(queryClient, decided),
    onError: () => void queryClient.invalidateQueries({ queryKey: hospitalKeys.requests }),
  });
}
