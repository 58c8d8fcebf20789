import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { UpdatesPoller } from '@/features/notifications';
import { InstallBanner } from '@/features/pwa';
import { AuthProvider } from '@/features/session';

/** Around every route: the session API, lazy-page loading state and the install banner. */
export function RootLayout() {
  return (
    <AuthProvider>
      <ScrollRestoration />
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
      <InstallBanner />
      <UpdatesPoller />
    </AuthProvider>
  );
}
