import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIMITS, type RequestStatus } from '@saude/shared/domain/constants';
import type {
  ApproveRequest,
  DoctorOption,
  HospitalRequestItem,
  HospitalRequestList,
} from '@saude/shared/schemas/hospital';
import { api } from '@/lib/api-client';
import { hospitalKeys } from './hospital-keys';

/** GET /api/hospital/appointment-requests?status=: the filtered list and the four counters. */
export const hospitalRequestsQuery = (status: RequestStatus) =>
  queryOptions({
    queryKey: hospitalKeys.requests(status),
    queryFn: ({ signal }) =>
      api.get<HospitalRequestList>(`/api/hospital/appointment-requests?status=${status}`, { signal }),
    // New requests arrive from patients at any time (spec 02 section 7: 30 s polling).
    refetchInterval: LIMITS.pollingMs,
    placeholderData: keepPreviousData,
  });

export function useHospitalRequests(status: RequestStatus) {
  return useQuery(hospitalRequestsQuery(status));
}

/** GET /api/hospital/doctor-options?specialty=: active doctors of the request's specialty. */
export function useDoctorOptions(specialty: string, enabled: boolean) {
  return useQuery({
    queryKey: hospitalKeys.doctorOptions(specialty),
    queryFn: ({ signal }) =>
      api.get<DoctorOption[]>(`/api/hospital/doctor-options?specialty=${encodeURIComponent(specialty)}`, {
        signal,
      }),
    enabled,
  });
}

/** POST /api/hospital/appointment-requests/:id/approve */
export function useApproveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ApproveRequest }) =>
      api.post<HospitalRequestItem>(`/api/hospital/appointment-requests/${id}/approve`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hospitalKeys.requestsAll }),
  });
}

/** POST /api/hospital/appointment-requests/:id/reject (no body). */
export function useRejectRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<HospitalRequestItem>(`/api/hospital/appointment-requests/${id}/reject`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hospitalKeys.requestsAll }),
  });
}
