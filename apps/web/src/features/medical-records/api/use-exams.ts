import { healthCardEndpoints } from '@saude/shared/contract/health';
import { usePagedList } from '@/lib/use-paged-list';
import { medicalRecordKeys } from './medical-record-keys';

/** GET /api/health/exams, newest first, in the reader's scope. */
export function useExams() {
  return usePagedList({ queryKey: medicalRecordKeys.exams, endpoint: healthCardEndpoints.listExams });
}
