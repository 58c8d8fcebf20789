import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analyticsEndpoints } from '@saude/shared/contract/admin';
import { callApi } from '@/lib/api-client';

export const analyticsKeys = {
  all: ['analytics'] as const,
  period: (days: number) => ['analytics', days] as const,
};

/** GET /api/admin/analytics?days= : the city's figures over the last `days` days (department only). */
export function useAnalytics(days: number) {
  return useQuery({
    queryKey: analyticsKeys.period(days),
    queryFn: ({ signal }) => callApi(analyticsEndpoints.get, { query: { days }, signal }),
    // Switching the period keeps the previous charts on screen until the new figures arrive.
    placeholderData: keepPreviousData,
  });
}
