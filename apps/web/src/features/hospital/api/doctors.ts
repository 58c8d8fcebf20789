import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HospitalDoctor, HospitalDoctorInput } from '@saude/shared/schemas/hospital';
import { api } from '@/lib/api-client';
import { usePagedList } from '@/lib/use-paged-list';
import { hospitalKeys } from './hospital-keys';

/** GET /api/hospital/doctors: the unit's autonomous doctors, newest first, page by page. */
export function useHospitalDoctors() {
  return usePagedList<HospitalDoctor>({ queryKey: hospitalKeys.doctors, path: '/api/hospital/doctors' });
}

/** POST /api/hospital/doctors, or PUT /api/hospital/doctors/:id when editing. */
export function useSaveHospitalDoctor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: HospitalDoctorInput }) =>
      id == null
        ? api.post<HospitalDoctor>('/api/hospital/doctors', body)
        : api.put<HospitalDoctor>(`/api/hospital/doctors/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hospitalKeys.doctors }),
  });
}

/** DELETE /api/hospital/doctors/:id (a doctor with appointments is deactivated instead). */
export function useRemoveHospitalDoctor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ success: boolean }>(`/api/hospital/doctors/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hospitalKeys.doctors }),
  });
}
