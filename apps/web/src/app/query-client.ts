import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isUnansweredWrite } from '@/lib/api-client';

/** A 4xx will not change by asking again; network hiccups and 5xx get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        // A data request refused for lack of session means the session ended on the server
        // (expiry, deactivation, logout in another tab): ask again who is signed in, so the
        // guards send the user to the right login instead of showing empty screens.
        if (error instanceof ApiError && error.status === 401 && query.queryKey[0] !== 'session') {
          void client.invalidateQueries({ queryKey: ['session'] });
        }
      },
    }),
    mutationCache: new MutationCache({
      onError(error) {
        // A write sent and never answered may have been saved (decision 056), and a write refused
        // because the thing changed meanwhile (409: dispensed at another counter, or by this one
        // before its answer was lost) says the screen is out of date: either way the screen asks the
        // server again for what it shows, so the person sees how things stand before acting again.
        if (isUnansweredWrite(error) || (error instanceof ApiError && error.status === 409)) {
          void client.invalidateQueries();
        }
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      // A write is sent now or fails now: offline it says so at once, and is never held back to be
      // sent later, after its form was closed or its edit cancelled (decision 022).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return client;
}
