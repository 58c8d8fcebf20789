import { useQuery } from '@tanstack/react-query';
import type { AdminHealthUnit } from '@saude/shared/schemas/admin';
import { getAllPages } from '@/lib/api-list';
import { appointmentKeys } from './appointment-keys';

export type HealthUnitOption = Pick<AdminHealthUnit, 'id' | 'name' | 'city' | 'address' | 'full_address'>;

/** GET /api/health-units, every page: the active units offered in the request form's select. */
export function useHealthUnits(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: appointmentKeys.healthUnits,
    queryFn: ({ signal }) => getAllPages<HealthUnitOption>('/api/health-units?limit=100', signal),
    enabled: options.enabled ?? true,
    staleTime: 5 * 60_000,
  });
}
