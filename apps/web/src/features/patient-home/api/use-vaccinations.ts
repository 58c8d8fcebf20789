import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@saude/shared/domain/constants';
import type { Vaccination } from '@saude/shared/schemas/health';
import { homePathListQuery } from './home-list-query';

/**
 * GET /api/health/vaccinations?limit=5: the health card's latest vaccines, as many as its exams; the
 * whole card is on /medical-records.
 */
export const cardVaccinationsQuery = homePathListQuery<Vaccination>(
  ['health', 'vaccinations'],
  '/api/health/vaccinations',
  LIMITS.healthCardExams,
);

export function useCardVaccinations() {
  return useQuery(cardVaccinationsQuery);
}
