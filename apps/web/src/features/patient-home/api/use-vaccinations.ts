import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Vaccination } from '@saude/shared/schemas/health';
import { loadList } from './load-list';

/** GET /api/health/vaccinations (the patient's own). */
export const vaccinationsQuery = queryOptions({
  queryKey: ['patient-home', 'vaccinations'],
  queryFn: () => loadList<Vaccination>('/api/health/vaccinations', 'vaccinations'),
});

export function useVaccinations() {
  return useQuery(vaccinationsQuery);
}
