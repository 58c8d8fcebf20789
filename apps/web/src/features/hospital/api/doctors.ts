import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hospitalDoctorEndpoints } from '@saude/shared/contract/hospital';
import type { HospitalDoctorInput } from '@saude/shared/schemas/hospital';
import { callApi } from '@/lib/api-client';
import { usePagedList } from '@/lib/use-paged-list';
import { hospitalKeys } from './hospital-keys';

/** GET /api/hospital/doctors: the unit's autonomous doctors, newest first, page by page. */
export function useHospitalDoctors() {
  return usePagedList(doctorsSource);
}

/** The list's key and first page, for the hook and for asking ahead (prefetch-panel-tab.ts). */
export const doctorsSource = { queryKey: hospitalKeys.doctors, endpoint: hospitalDoctorEndpoints.list };

/** POST /api/hospital/doctors, or PUT /api/hospital/doctors/:id when editing. */
export function useSaveHospitalDoctor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: HospitalDoctorInput }) =>
      id == null
        ? callApi(hospitalDoctorEndpoints.create, { body })
        : callApi(hospitalDoctorEndpoints.update, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hospitalKeys.doctors }),
  });
}

/** DELETE /api/hospital/doctors/:id (a doctor with appointments is deactivated instead). */
export function useRemoveHospitalDoctor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(hospitalDoctorEndpoints.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hospitalKeys.doctors }),
  });
}
