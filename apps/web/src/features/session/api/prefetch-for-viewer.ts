import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Role } from '@saude/shared/auth/roles';
import { viewerFromMain } from '../session-model';
import { mainSessionQuery } from './session-queries';

/**
 * For a route's data asked for at boot (app/routes.tsx): runs `then` once the main area's session
 * says someone of one of `roles` is signed in (active), and nothing otherwise: the page would not
 * show that data to anyone else. The session check is one request (GET /api/session answers with the
 * profiles). Settles once that is done or failed; never rejects.
 */
export function prefetchForMainViewer(
  queryClient: QueryClient,
  roles: readonly Role[],
  then: () => Promise<unknown>,
): Promise<unknown> {
  return queryClient.fetchQuery(mainSessionQuery).then(
    (session) => {
      const viewer = session ? viewerFromMain(session) : null;
      const allowed = viewer?.role && !viewer.pendingActivation && roles.includes(viewer.role);
      return allowed ? then() : undefined;
    },
    () => undefined,
  );
}

/**
 * The same for an area with a session of its own (the department, a unit, an authority): runs
 * `then` once `session` has answered with someone signed in, and nothing otherwise. Never rejects.
 */
export function prefetchWhenSignedIn<T, K extends QueryKey>(
  queryClient: QueryClient,
  session: FetchQueryOptions<T, Error, T, K>,
  then: () => Promise<unknown>,
): Promise<unknown> {
  return queryClient.fetchQuery(session).then(
    (user) => (user ? then() : undefined),
    () => undefined,
  );
}
