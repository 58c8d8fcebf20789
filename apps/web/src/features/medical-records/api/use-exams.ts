import type { Exam } from '@saude/shared/schemas/health';
import { usePagedList } from '@/lib/use-paged-list';
import { medicalRecordKeys } from './medical-record-keys';

/** GET /api/health/exams, newest first, in the reader's scope. */
export function useExams() {
  return usePagedList<Exam>({ queryKey: medicalRecordKeys.exams, path: '/api/health/exams' });
}
