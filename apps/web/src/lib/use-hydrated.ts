import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in a page rendered ahead of time and while the browser takes that HTML over, true from the
 * render after (and at once in a page rendered in the browser). Controls that need the app's code
 * are disabled until then, so a tap that comes too early is not lost without a trace.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
