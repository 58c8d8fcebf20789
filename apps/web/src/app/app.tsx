import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { NetworkFailureGate } from './errors/network-failure-gate';
import { Providers } from './providers';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppErrorBoundary>
      <NetworkFailureGate>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </NetworkFailureGate>
    </AppErrorBoundary>
  );
}
