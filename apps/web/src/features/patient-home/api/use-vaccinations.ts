import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@saude/shared/domain/constants';
import { healthCardEndpoints } from '@saude/shared/contract/health';
import { homeListQuery } from './home-list-query';

/**
 * GET /api/health/vaccinations?limit=5: the health card's latest vaccines, as many as its exams; the
 * whole card is on /medical-records.
 */
export const cardVaccinationsQuery = homeListQuery(
  ['health', 'vaccinations'],
  healthCardEndpoints.listVaccinations,
  LIMITS.healthCardExams,
);

export function useCardVaccinations() {
  return useQuery(cardVaccinationsQuery);
}
