import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@saude/shared/domain/constants';
import type { AuthoritySummary } from '@saude/shared/schemas/admin';
import { api } from '@/lib/api-client';
import { authorityKeys } from './authority-keys';

/** GET /api/public-authority/summary: total, last 7 days, under 18 and female, counted by the server. */
export function useAuthoritySummary() {
  return useQuery({
    queryKey: authorityKeys.summary,
    queryFn: ({ signal }) => api.get<AuthoritySummary>('/api/public-authority/summary', { signal }),
    refetchInterval: LIMITS.pollingMs,
  });
}
