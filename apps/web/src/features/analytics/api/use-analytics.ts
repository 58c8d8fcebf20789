import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsAnswer } from '@saude/shared/schemas/analytics';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/api-list';

export const analyticsKeys = {
  all: ['analytics'] as const,
  period: (days: number) => ['analytics', days] as const,
};

/** GET /api/admin/analytics?days= : the city's figures over the last `days` days (department only). */
export function useAnalytics(days: number) {
  return useQuery({
    queryKey: analyticsKeys.period(days),
    queryFn: ({ signal }) =>
      api.get<AnalyticsAnswer>(withQuery('/api/admin/analytics', { days }), { signal }),
    // Switching the period keeps the previous charts on screen until the new figures arrive.
    placeholderData: keepPreviousData,
  });
}
