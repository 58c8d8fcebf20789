import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@saude/shared/domain/constants';
import type { Exam } from '@saude/shared/schemas/health';
import { homePathListQuery } from './home-list-query';

/** GET /api/health/exams?limit=5: the health card's latest exams. */
export const cardExamsQuery = homePathListQuery<Exam>(
  ['health', 'exams'],
  '/api/health/exams',
  LIMITS.healthCardExams,
);

export function useCardExams() {
  return useQuery(cardExamsQuery);
}
