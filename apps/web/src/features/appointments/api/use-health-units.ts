import { useQuery } from '@tanstack/react-query';
import type { AdminHealthUnit } from '@saude/shared/schemas/admin';
import { api } from '@/lib/api-client';
import { appointmentKeys } from './appointment-keys';

export type HealthUnitOption = Pick<AdminHealthUnit, 'id' | 'name' | 'city'>;

/** GET /api/health-units: the active units offered in the request form. */
export function useHealthUnits(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: appointmentKeys.healthUnits,
    queryFn: ({ signal }) => api.get<HealthUnitOption[]>('/api/health-units', { signal }),
    enabled: options.enabled ?? true,
    staleTime: 5 * 60_000,
  });
}
