import { useQuery } from '@tanstack/react-query';
import type { StaffUser } from '@saude/shared/schemas/auth';
import type { HealthUnitOption } from '@saude/shared/schemas/health-units';
import { api } from '@/lib/api-client';
import { getAllPages } from '@/lib/api-list';

/**
 * The signed-in professional's unit name, to prefill the registration location. It needs two
 * answers (GET /api/auth/staff/me for the unit id, GET /api/health-units for its name); when either
 * fails the field simply stays empty for the user to fill in.
 */
export function useStaffUnitName(enabled: boolean): string | null {
  const me = useQuery({
    queryKey: ['provisional-patients', 'staff-me'],
    queryFn: ({ signal }) => api.get<{ user: StaffUser }>('/api/auth/staff/me', { signal }),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const unitId = me.data?.user.health_unit_id ?? null;
  const units = useQuery({
    queryKey: ['provisional-patients', 'health-units'],
    queryFn: ({ signal }) => getAllPages<HealthUnitOption>('/api/health-units?limit=100', signal),
    enabled: enabled && unitId != null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return units.data?.find((u) => u.id === unitId)?.name ?? null;
}
