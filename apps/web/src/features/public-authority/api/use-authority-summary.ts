import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@saude/shared/domain/constants';
import type { AuthoritySummary } from '@saude/shared/schemas/admin';
import { ApiError, api } from '@/lib/api-client';
import { getPage, withQuery } from '@/lib/api-list-page';
import { authorityKeys } from './authority-keys';

const LIST = '/api/public-authority/provisional-patients';

/** Each counter as the total of a one-row page of the list (servers without the summary call). */
async function countedFromList(signal: AbortSignal): Promise<AuthoritySummary> {
  const total = (params: Record<string, string | number>) =>
    getPage(withQuery(LIST, { ...params, limit: 1 }), signal).then((p) => p.total);
  const [all, last7, under18, female] = await Promise.all([
    total({}),
    total({ days: 7 }),
    total({ age_group: 'child' }),
    total({ gender: 'feminino' }),
  ]);
  return { total: all, last_7_days: last7, under_18: under18, female };
}

/** GET /api/public-authority/summary: total, last 7 days, under 18 and female. */
export function useAuthoritySummary() {
  return useQuery({
    queryKey: authorityKeys.summary,
    queryFn: async ({ signal }) => {
      try {
        return await api.get<AuthoritySummary>('/api/public-authority/summary', { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return countedFromList(signal);
        throw error;
      }
    },
    refetchInterval: LIMITS.pollingMs,
  });
}
