import { useMutation, useQueryClient } from '@tanstack/react-query';
import { healthCardEndpoints } from '@saude/shared/contract/health';
import type { ExamCreate } from '@saude/shared/schemas/health';
import { callApi } from '@/lib/api-client';
import { medicalRecordKeys } from './medical-record-keys';

/** POST /api/health/exams (doctors); the exam starts pending the unit's approval. */
export function useCreateExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExamCreate) => callApi(healthCardEndpoints.recordExam, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: medicalRecordKeys.examsRoot }),
  });
}
