import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@saude/shared/domain/constants';
import { healthCardEndpoints } from '@saude/shared/contract/health';
import { homeListQuery } from './home-list-query';

/** GET /api/health/exams?limit=5: the health card's latest exams. */
export const cardExamsQuery = homeListQuery(
  ['health', 'exams'],
  healthCardEndpoints.listExams,
  LIMITS.healthCardExams,
);

export function useCardExams() {
  return useQuery(cardExamsQuery);
}
