import { useQuery } from '@tanstack/react-query';
import type { Exam } from '@saude/shared/schemas/health';
import { api } from '@/lib/api-client';
import { medicalRecordKeys } from './medical-record-keys';

/** GET /api/health/exams */
export function useExams() {
  return useQuery({
    queryKey: medicalRecordKeys.exams,
    queryFn: ({ signal }) => api.get<Exam[]>('/api/health/exams', { signal }),
  });
}
