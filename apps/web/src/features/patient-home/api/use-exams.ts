import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@saude/shared/domain/constants';
import type { Exam } from '@saude/shared/schemas/health';
import { loadList } from './load-list';

/** GET /api/health/exams, asking only for the page the health card shows. */
export const examsQuery = queryOptions({
  queryKey: ['patient-home', 'exams'],
  queryFn: () => loadList<Exam>(`/api/health/exams?page_size=${LIMITS.healthCardExams}`, 'exams'),
});

export function useExams() {
  return useQuery(examsQuery);
}
