import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@saude/shared/schemas/auth';
import { callLazily } from '@/lib/api-client';

/** What this installation offers (demo mode, Google sign-in, contact details); fixed per deploy. */
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'] as const,
  queryFn: () =>
    callLazily(() => import('@saude/shared/contract/system').then((m) => m.systemEndpoints.publicConfig)),
  staleTime: Infinity,
  retry: 1,
  refetchOnWindowFocus: false,
});

/** GET /api/public/config; undefined while loading or when the server could not be reached. */
export function usePublicConfig(): PublicConfig | undefined {
  return useQuery(publicConfigQuery).data;
}
