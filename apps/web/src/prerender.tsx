/**
 * Build-time rendering of the pages a visitor opens first (scripts/prerender.mjs, not part of the
 * browser bundle). The page is rendered by the same App, routes and query cache as in the browser,
 * with the one fact the server guarantees when it sends these pages: nobody is signed in (the
 * request carried no session cookie). main.tsx then takes over the HTML with hydrateRoot.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { APP_ROUTES, EXTRA_ROUTES } from '@saude/shared/domain/routes';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { markVisitor } from './features/session';

export { routeEarlyRequests, routeRoleSourceFiles, routeSourceFiles } from './app/routes';
/** Every route the server answers with a page of its own (apps/server/src/http/static.ts). */
export const PAGE_ROUTES: readonly string[] = [...APP_ROUTES, ...EXTRA_ROUTES];

export { recordFirstRequests, ROLES_WITH_FIRST_DATA } from './record-first-requests';

export async function renderVisitorPage(pathname: string): Promise<string> {
  const queryClient = createQueryClient();
  markVisitor(queryClient);
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  queryClient.clear();
  return html;
}
