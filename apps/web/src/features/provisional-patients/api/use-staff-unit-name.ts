import { useQuery } from '@tanstack/react-query';
import { staffAccountEndpoints } from '@saude/shared/contract/auth';
import { callApi } from '@/lib/api-client';
import { readAllPages } from '@/lib/api-list';
import { healthUnitEndpoints } from '@saude/shared/contract/hospital';

/**
 * The signed-in professional's unit name, to prefill the registration location. It needs two
 * answers (GET /api/auth/staff/me for the unit id, GET /api/health-units for its name); when either
 * fails the field simply stays empty for the user to fill in.
 */
export function useStaffUnitName(enabled: boolean): string | null {
  const me = useQuery({
    queryKey: ['provisional-patients', 'staff-me'],
    queryFn: ({ signal }) => callApi(staffAccountEndpoints.me, { signal }),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const unitId = me.data?.user.health_unit_id ?? null;
  const units = useQuery({
    queryKey: ['provisional-patients', 'health-units'],
    queryFn: ({ signal }) =>
      readAllPages({ endpoint: healthUnitEndpoints.list, query: { limit: 100 } }, signal),
    enabled: enabled && unitId != null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return units.data?.find((u) => u.id === unitId)?.name ?? null;
}
