import { queryOptions, useQuery } from '@tanstack/react-query';
import { healthUnitEndpoints } from '@saude/shared/contract/hospital';
import { readAllPages } from '@/lib/api-list';
import { appointmentKeys } from './appointment-keys';

/** GET /api/health-units, every page: the active units offered in the request form's select. */
export const healthUnitsQuery = queryOptions({
  queryKey: appointmentKeys.healthUnits,
  queryFn: ({ signal }) =>
    readAllPages({ endpoint: healthUnitEndpoints.list, query: { limit: 100 } }, signal),
  staleTime: 5 * 60_000,
});

export function useHealthUnits(options: { enabled?: boolean } = {}) {
  return useQuery({ ...healthUnitsQuery, enabled: options.enabled ?? true });
}
