import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { NetworkFailureGate } from './errors/network-failure-gate';
import { Providers } from './providers';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The whole app around a router and a query cache made by the caller: the browser's (main.tsx) or,
 * at build time, a memory router for the pages rendered ahead (prerender.tsx), so that both render
 * the very same tree and the browser can take over the built HTML.
 */
export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <AppErrorBoundary>
      <NetworkFailureGate>
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </NetworkFailureGate>
    </AppErrorBoundary>
  );
}
