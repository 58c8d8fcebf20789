import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExamApprovalStatus } from '@saude/shared/domain/constants';
import type { HospitalExam, HospitalPrescription, HospitalVaccination } from '@saude/shared/schemas/hospital';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/api-list';
import { useListTotal } from '@/lib/use-list-total';
import { updateListItems, usePagedList } from '@/lib/use-paged-list';
import { hospitalKeys } from './hospital-keys';

/** GET /api/hospital/prescriptions: the unit's, newest first, page by page. */
export function useHospitalPrescriptions() {
  return usePagedList<HospitalPrescription>({
    queryKey: hospitalKeys.prescriptions,
    path: '/api/hospital/prescriptions',
  });
}

/** 'all' is the list without a status filter. */
export type ExamFilter = ExamApprovalStatus | 'all';
const examsPath = (filter: ExamFilter) =>
  withQuery('/api/hospital/exams', { status: filter === 'all' ? undefined : filter });

/** GET /api/hospital/exams?status=: pending ones oldest first (the queue), the others newest first. */
export function useHospitalExams(filter: ExamFilter) {
  return usePagedList<HospitalExam>({ queryKey: hospitalKeys.exams, path: examsPath(filter) });
}

/** How many exams a filter holds (the list's total, asked with limit=1). */
export function useExamCount(filter: ExamFilter) {
  return useListTotal(hospitalKeys.exams, examsPath(filter));
}

/** GET /api/hospital/vaccinations: the vaccines given at the unit, newest first. */
export function useHospitalVaccinations() {
  return usePagedList<HospitalVaccination>({
    queryKey: hospitalKeys.vaccinations,
    path: '/api/hospital/vaccinations',
  });
}

export type ExamDecision = 'approve' | 'reject';

/**
 * POST /api/hospital/exams/:id/approve or /reject (no body). The answer's status shows on the exam at
 * once; the lists and their counters are then asked again (the exam left the pending filter).
 */
export function useDecideExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: ExamDecision }) =>
      api.post<{ success: boolean; id: number; approval_status: ExamApprovalStatus }>(
        `/api/hospital/exams/${id}/${decision}`,
      ),
    onSuccess: (decided) =>
      updateListItems<HospitalExam>(queryClient, hospitalKeys.exams, (e) =>
        e.id === decided.id ? { ...e, approval_status: decided.approval_status } : e,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hospitalKeys.exams }),
  });
}

/**
 * The vaccination and exam dialogs belong to the medical-records feature and refresh its lists;
 * this refreshes the unit's own list (and its counters) once an item is registered from the panel.
 */
export function useRefreshHospitalList(key: 'exams' | 'vaccinations') {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: hospitalKeys[key] });
}
