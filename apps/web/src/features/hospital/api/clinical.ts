import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExamApprovalStatus } from '@saude/shared/domain/constants';
import { hospitalClinicalEndpoints } from '@saude/shared/contract/hospital';
import type { HospitalExam } from '@saude/shared/schemas/hospital';
import { callApi } from '@/lib/api-client';
import { useListTotal } from '@/lib/use-list-total';
import { updateListItems, usePagedList } from '@/lib/use-paged-list';
import { hospitalKeys } from './hospital-keys';

/*
 * The lists' keys and first pages, for the hooks and for asking ahead (prefetch-panel-tab.ts). Each
 * list can be searched by the patient's name (`patient`, '' for every patient); while a new search
 * loads, the rows of the last one stay on screen.
 */
const searched = { keepPreviousWhileLoading: true };

/** GET /api/hospital/prescriptions: the unit's, newest first, page by page. */
export function useHospitalPrescriptions(patient: string) {
  return usePagedList({ ...prescriptionsSource(patient), ...searched });
}

export const prescriptionsSource = (patient = '') => ({
  queryKey: hospitalKeys.prescriptions,
  endpoint: hospitalClinicalEndpoints.prescriptions,
  query: { q: patient },
});

/** 'all' is the list without a status filter. */
export type ExamFilter = ExamApprovalStatus | 'all';
export const examsSource = (filter: ExamFilter, patient = '') => ({
  endpoint: hospitalClinicalEndpoints.exams,
  query: { status: filter === 'all' ? undefined : filter, q: patient },
});

/** GET /api/hospital/exams?status=: pending ones oldest first (the queue), the others newest first. */
export function useHospitalExams(filter: ExamFilter, patient: string) {
  return usePagedList({ queryKey: hospitalKeys.exams, ...examsSource(filter, patient), ...searched });
}

/** How many exams a filter holds (the list's total, asked with limit=1). */
export function useExamCount(filter: ExamFilter, patient: string) {
  return useListTotal(hospitalKeys.exams, examsSource(filter, patient));
}

/** GET /api/hospital/vaccinations: the vaccines given at the unit, newest first. */
export function useHospitalVaccinations(patient: string) {
  return usePagedList({ ...vaccinationsSource(patient), ...searched });
}

export const vaccinationsSource = (patient = '') => ({
  queryKey: hospitalKeys.vaccinations,
  endpoint: hospitalClinicalEndpoints.vaccinations,
  query: { q: patient },
});

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
