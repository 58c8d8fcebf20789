import { useQuery } from '@tanstack/react-query';
import type { HealthUnitOption } from '@saude/shared/schemas/health-units';
import { getAllPages } from '@/lib/api-list';
import { appointmentKeys } from './appointment-keys';

/** GET /api/health-units, every page: the active units offered in the request form's select. */
export function useHealthUnits(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: appointmentKeys.healthUnits,
    queryFn: ({ signal }) => getAllPages<HealthUnitOption>('/api/health-units?limit=100', signal),
    enabled: options.enabled ?? true,
    staleTime: 5 * 60_000,
  });
}
