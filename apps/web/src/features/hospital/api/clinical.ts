import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HospitalExam, HospitalPrescription, HospitalVaccination } from '@saude/shared/schemas/hospital';
import { api } from '@/lib/api-client';
import { hospitalKeys } from './hospital-keys';

/** GET /api/hospital/prescriptions */
export function useHospitalPrescriptions() {
  return useQuery({
    queryKey: hospitalKeys.prescriptions,
    queryFn: ({ signal }) => api.get<HospitalPrescription[]>('/api/hospital/prescriptions', { signal }),
  });
}

/** GET /api/hospital/exams */
export function useHospitalExams() {
  return useQuery({
    queryKey: hospitalKeys.exams,
    queryFn: ({ signal }) => api.get<HospitalExam[]>('/api/hospital/exams', { signal }),
  });
}

/** GET /api/hospital/vaccinations */
export function useHospitalVaccinations() {
  return useQuery({
    queryKey: hospitalKeys.vaccinations,
    queryFn: ({ signal }) => api.get<HospitalVaccination[]>('/api/hospital/vaccinations', { signal }),
  });
}

export type ExamDecision = 'approve' | 'reject';

/** POST /api/hospital/exams/:id/approve or /reject (no body). */
export function useDecideExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: ExamDecision }) =>
      api.post<{ success: boolean }>(`/api/hospital/exams/${id}/${decision}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hospitalKeys.exams }),
  });
}

/**
 * The vaccination and exam dialogs belong to the medical-records feature and refresh its lists;
 * this refreshes the unit's own list once an item is registered from the panel.
 */
export function useRefreshHospitalList(key: 'exams' | 'vaccinations') {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: hospitalKeys[key] });
}
