import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Exam, ExamCreate } from '@saude/shared/schemas/health';
import { api } from '@/lib/api-client';
import { medicalRecordKeys } from './medical-record-keys';

/** POST /api/health/exams (doctors); the exam starts pending the unit's approval. */
export function useCreateExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExamCreate) => api.post<Exam>('/api/health/exams', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: medicalRecordKeys.examsRoot }),
  });
}
