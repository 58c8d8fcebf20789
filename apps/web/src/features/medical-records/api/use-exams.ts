import { healthCardEndpoints } from '@saude/shared/contract/health';
import { usePagedList } from '@/lib/use-paged-list';
import { medicalRecordKeys } from './medical-record-keys';

/** The list's key and first page, for the hook and for asking ahead at boot (prefetch-medical-records.ts). */
export const examsSource = { queryKey: medicalRecordKeys.exams, endpoint: healthCardEndpoints.listExams };

/** GET /api/health/exams, newest first, in the reader's scope. */
export function useExams() {
  return usePagedList(examsSource);
}
