import { lazy, Suspense, type ComponentType } from 'react';
import type { Role } from '@saude/shared/auth/roles';

type BannerProps = { role: Role | null };

const load = () => import('./notification-banner').then((m) => ({ default: m.NotificationBanner }));
const Banner = lazy(load);
/** Set once preloadNotificationBanner has the code and the browser's answer. */
let loaded: ComponentType<BannerProps> | null = null;

/**
 * Brings the banner's code and whether this browser is subscribed before the app's first render, so
 * that the banner is drawn with the page (above its content) and never moves it down afterwards.
 */
export function preloadNotificationBanner(): Promise<void> {
  return Promise.all([load(), import('../push-subscription').then((m) => m.preloadPushState())]).then(
    ([m]) => {
      loaded = m.default;
    },
  );
}

/**
 * 'Ative as notificações', downloaded apart: its push code is not needed by the visitors' pages. Once
 * preloaded it renders at once; otherwise it appears when its code arrives.
 */
export function NotificationBanner({ role }: BannerProps) {
  const Loaded = loaded;
  if (Loaded) return <Loaded role={role} />;
  return (
    <Suspense fallback={null}>
      <Banner role={role} />
    </Suspense>
  );
}
