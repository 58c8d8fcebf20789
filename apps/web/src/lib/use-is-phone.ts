import { useSyncExternalStore } from 'react';

/** Below Tailwind's `sm` breakpoint: the layouts that change for a phone's width. */
const PHONE = '(max-width: 639px)';

// Media queries are missing where there is no screen (a test's document): the wide layout then.
const phoneQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE) : null);

function subscribe(onChange: () => void) {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const isPhone = () => phoneQuery()?.matches ?? false;

/** Whether the screen is a phone's width, following a rotation or a resized window. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
