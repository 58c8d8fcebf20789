import { lazy, Suspense } from 'react';
import type { Role } from '@saude/shared/auth/roles';

const Banner = lazy(() => import('./notification-banner').then((m) => ({ default: m.NotificationBanner })));

/**
 * 'Ative as notificações', downloaded apart: its push code is not needed for a page's first paint, and
 * the banner only shows once the browser has said whether it is already subscribed.
 */
export function NotificationBanner({ role }: { role: Role | null }) {
  return (
    <Suspense fallback={null}>
      <Banner role={role} />
    </Suspense>
  );
}
