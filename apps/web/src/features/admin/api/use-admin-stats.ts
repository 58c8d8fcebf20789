import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@saude/shared/schemas/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/stats: overview counters, report analytics and the report map points. */
export function useAdminStats() {
  return useQuery({
    queryKey: adminKeys.stats(),
    queryFn: ({ signal }) => api.get<AdminStats>('/api/admin/stats', { signal }),
  });
}
