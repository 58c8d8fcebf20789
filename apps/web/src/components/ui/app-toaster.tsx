import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useIsPhone } from '@/lib/use-is-phone';
import { whenIdle } from '@/lib/when-idle';
import { toasterWanted } from './toast';

const SonnerToaster = lazy(() => import('./sonner-toaster'));

/**
 * Toasts on top of the page on a wide screen; at the bottom on a phone, where a toast at the top
 * covers the header's menu and 'Sair' for as long as it shows. Its library is fetched once the page
 * is idle, or at the first toast (toast.ts).
 */
export function AppToaster() {
  const phone = useIsPhone();
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  useEffect(() => whenIdle(toasterWanted.now), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position={phone ? 'bottom-center' : 'top-center'} />
    </Suspense>
  );
}
