import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  HospitalPatient,
  HospitalPatientCreate,
  HospitalStaffCreate,
  HospitalStaffMember,
  HospitalStaffUpdate,
} from '@saude/shared/schemas/hospital';
import { api } from '@/lib/api-client';
import { usePagedList } from '@/lib/use-paged-list';
import { hospitalKeys } from './hospital-keys';

/** GET /api/hospital/staff: employee doctors and receptionists of the unit, newest first, page by page. */
export function useHospitalStaff() {
  return usePagedList<HospitalStaffMember>({ queryKey: hospitalKeys.staff, path: '/api/hospital/staff' });
}

type SaveStaff = { id: null; body: HospitalStaffCreate } | { id: number; body: HospitalStaffUpdate };

/** POST /api/hospital/staff, or PUT /api/hospital/staff/:id when editing. */
export function useSaveHospitalStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveStaff) =>
      id == null
        ? api.post<HospitalStaffMember>('/api/hospital/staff', body)
        : api.put<HospitalStaffMember>(`/api/hospital/staff/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hospitalKeys.staff }),
  });
}

/** POST /api/hospital/patients */
export function useCreateHospitalPatient() {
  return useMutation({
    mutationFn: (body: HospitalPatientCreate) => api.post<HospitalPatient>('/api/hospital/patients', body),
  });
}
