import { lazy, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';

/**
 * A lazily loaded component whose code can be asked for ahead (`preload`), for example once the page
 * that may show it has rendered. Rendered after its code has arrived, it shows at once: no Suspense
 * fallback, and so none of React's pause before a fallback is replaced (some 300 ms). Rendered before,
 * it suspends as `React.lazy` does. A failed download may be asked for again.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));

  function Preloadable(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component on a later
    // render would mount the tab again and lose what the person typed in it.
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  return { Component: Preloadable, preload, isLoaded: () => loaded !== null };
}

/** What `useOpenWhenLoaded` needs of a `preloadableLazy`. */
export type LazyCode = { preload: () => Promise<unknown>; isLoaded: () => boolean };

/**
 * How long a chosen tab (or dialog) waits for its code before it opens on its fallback: shorter than
 * the pause React adds before replacing a fallback, and short enough to read as the tap's answer.
 */
const OPEN_WITHIN_MS = 250;

/**
 * `open(code, show)` shows a screen whose code may still be on its way (a tab or a dialog chosen a
 * moment after it was pointed at or touched): at once if the code is here, else when it arrives, or
 * after OPEN_WITHIN_MS if it is slower. A screen rendered before its code suspends, shows its fallback, and
 * React keeps the fallback some 300 ms even when the code comes right after; waiting a little for
 * the code shows the screen sooner. A later call (another tab chosen meanwhile) cancels the pending one.
 */
export function useOpenWhenLoaded(): (code: LazyCode | undefined, show: () => void) => void {
  const cancel = useRef<(() => void) | null>(null);
  useEffect(() => () => cancel.current?.(), []);
  return useCallback((code, show) => {
    cancel.current?.();
    cancel.current = null;
    if (!code || code.isLoaded()) {
      show();
      return;
    }
    let pending = true;
    const finish = () => {
      if (!pending) return;
      pending = false;
      clearTimeout(timer);
      cancel.current = null;
      show();
    };
    const timer = setTimeout(finish, OPEN_WITHIN_MS);
    // A failed download opens the screen too: its lazy component asks again and shows the error.
    code.preload().then(finish, finish);
    cancel.current = () => {
      pending = false;
      clearTimeout(timer);
    };
  }, []);
}

/**
 * Handlers that ask for `codes` (the dialogs an element's buttons open) as soon as a person points at,
 * touches or moves the focus into the element, so that the tap that follows mostly finds the code
 * arrived; not when the page loads, which would run that code while the page is still settling.
 */
export function preloadOnIntent(codes: readonly LazyCode[]) {
  const preload = () => {
    for (const code of codes) void code.preload().catch(() => undefined);
  };
  return { onPointerOver: preload, onFocus: preload, onTouchStart: preload };
}
