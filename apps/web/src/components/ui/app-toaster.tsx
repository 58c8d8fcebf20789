import { useSyncExternalStore } from 'react';
import { Toaster } from 'sonner';

const PHONE = '(max-width: 639px)';

// Media queries are missing where there is no screen (a test's document): the wide layout then.
const phoneQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE) : null);

function subscribe(onChange: () => void) {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const isPhone = () => phoneQuery()?.matches ?? false;

/**
 * Toasts on top of the page on a wide screen; at the bottom on a phone, where a toast at the top
 * covers the header's menu and 'Sair' for as long as it shows.
 */
export function AppToaster() {
  const phone = useSyncExternalStore(subscribe, isPhone, () => false);
  return <Toaster position={phone ? 'bottom-center' : 'top-center'} richColors closeButton />;
}
