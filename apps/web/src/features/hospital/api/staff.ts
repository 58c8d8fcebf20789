import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hospitalPatientEndpoints, hospitalStaffEndpoints } from '@saude/shared/contract/hospital';
import type {
  HospitalPatientCreate,
  HospitalStaffCreate,
  HospitalStaffUpdate,
} from '@saude/shared/schemas/hospital';
import { callApi } from '@/lib/api-client';
import { usePagedList } from '@/lib/use-paged-list';
import { hospitalKeys } from './hospital-keys';

/** GET /api/hospital/staff: employee doctors and receptionists of the unit, newest first, page by page. */
export function useHospitalStaff() {
  return usePagedList(staffSource);
}

/** The list's key and first page, for the hook and for asking ahead (prefetch-panel-tab.ts). */
export const staffSource = { queryKey: hospitalKeys.staff, endpoint: hospitalStaffEndpoints.list };

type SaveStaff = { id: null; body: HospitalStaffCreate } | { id: number; body: HospitalStaffUpdate };

/** POST /api/hospital/staff, or PUT /api/hospital/staff/:id when editing. */
export function useSaveHospitalStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveStaff) =>
      id == null
        ? callApi(hospitalStaffEndpoints.create, { body })
        : callApi(hospitalStaffEndpoints.update, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hospitalKeys.staff }),
  });
}

/** POST /api/hospital/patients */
export function useCreateHospitalPatient() {
  return useMutation({
    mutationFn: (body: HospitalPatientCreate) => callApi(hospitalPatientEndpoints.create, { body }),
  });
}
