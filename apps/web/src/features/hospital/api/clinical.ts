import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExamApprovalStatus } from '@saude/shared/domain/constants';
import { hospitalClinicalEndpoints } from '@saude/shared/contract/hospital';
import type { HospitalExam } from '@saude/shared/schemas/hospital';
import { callApi } from '@/lib/api-client';
import { useListTotal } from '@/lib/use-list-total';
import { updateListItems, usePagedList } from '@/lib/use-paged-list';
import { hospitalKeys } from './hospital-keys';

/** GET /api/hospital/prescriptions: the unit's, newest first, page by page. */
export function useHospitalPrescriptions() {
  return usePagedList(prescriptionsSource);
}

/** The lists' keys and first pages, for the hooks and for asking ahead (prefetch-panel-tab.ts). */
export const prescriptionsSource = {
  queryKey: hospitalKeys.prescriptions,
  endpoint: hospitalClinicalEndpoints.prescriptions,
};

/** 'all' is the list without a status filter. */
export type ExamFilter = ExamApprovalStatus | 'all';
export const examsSource = (filter: ExamFilter) => ({
  endpoint: hospitalClinicalEndpoints.exams,
  query: { status: filter === 'all' ? undefined : filter },
});

/** GET /api/hospital/exams?status=: pending ones oldest first (the queue), the others newest first. */
export function useHospitalExams(filter: ExamFilter) {
  return usePagedList({ queryKey: hospitalKeys.exams, ...examsSource(filter) });
}

/** How many exams a filter holds (the list's total, asked with limit=1). */
export function useExamCount(filter: ExamFilter) {
  return useListTotal(hospitalKeys.exams, examsSource(filter));
}

/** GET /api/hospital/vaccinations: the vaccines given at the unit, newest first. */
export function useHospitalVaccinations() {
  return usePagedList(vaccinationsSource);
}

export const vaccinationsSource = {
  queryKey: hospitalKeys.vaccinations,
  endpoint: hospitalClinicalEndpoints.vaccinations,
};

export type ExamDecision = 'approve' | 'reject';

/**
 * POST /api/hospital/exams/:id/approve or /reject (no body). The answer's status shows on the exam at
 * once; the lists and their counters are then asked again (the exam left the pending filter).
 */
export function useDecideExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: ExamDecision }) =>
      callApi(
        decision === 'approve' ? hospitalClinicalEndpoints.approveExam : hospitalClinicalEndpoints.rejectExam,
        {
          params: { id },
        },
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
