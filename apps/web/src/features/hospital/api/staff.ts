import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  HospitalPatient,
  HospitalPatientCreate,
  HospitalStaffCreate,
  HospitalStaffMember,
  HospitalStaffUpdate,
} from '@saude/shared/schemas/hospital';
import { api } from '@/lib/api-client';
import { hospitalKeys } from './hospital-keys';

/** GET /api/hospital/staff: employee doctors and receptionists of the unit. */
export function useHospitalStaff() {
  return useQuery({
    queryKey: hospitalKeys.staff,
    queryFn: ({ signal }) => api.get<HospitalStaffMember[]>('/api/hospital/staff', { signal }),
  });
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
