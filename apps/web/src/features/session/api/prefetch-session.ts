import type { QueryClient } from '@tanstack/react-query';
import {
  healthDepartmentSessionQuery,
  hospitalSessionQuery,
  mainSessionQuery,
  pharmacySessionQuery,
  publicAuthoritySessionQuery,
} from './session-queries';

export type SessionCheck = 'main' | 'health_department' | 'hospital' | 'public_authority' | 'pharmacy';

const QUERIES = {
  main: mainSessionQuery,
  health_department: healthDepartmentSessionQuery,
  hospital: hospitalSessionQuery,
  public_authority: publicAuthoritySessionQuery,
  pharmacy: pharmacySessionQuery,
} as const;

/**
 * Asks who is signed in before the page's code has arrived, so the answer and the code travel
 * together; the page's own session hook then finds the request under way (same key and options).
 */
export function prefetchSession(queryClient: QueryClient, check: SessionCheck): Promise<void> {
  return queryClient.prefetchQuery(QUERIES[check] as typeof mainSessionQuery);
}

/**
 * Records that nobody is signed in, without asking: the server sends a page rendered for visitors
 * only to a request that carried no session cookie, so the first render shows what that page shows.
 */
export function markVisitor(queryClient: QueryClient): void {
  queryClient.setQueryData(mainSessionQuery.queryKey, null);
}
