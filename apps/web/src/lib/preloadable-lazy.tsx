import { lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';

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

/** What `WithCode` and `preloadOnIntent` need of a `preloadableLazy`. */
export type LazyCode = { preload: () => Promise<unknown>; isLoaded: () => boolean };

/**
 * Renders `children` (a `preloadableLazy` component) once `code` has arrived, and `fallback` until
 * then, asking for the code. Unlike a Suspense fallback, React does not hold this one on screen some
 * 300 ms after the code has come: a tab or a dialog chosen while its code is on its way shows the
 * moment it arrives. A failed download renders `children` too: the lazy component asks again and
 * its error boundary says what failed.
 */
export function WithCode({
  code,
  fallback,
  children,
}: {
  code: LazyCode;
  fallback: ReactNode;
  children: ReactNode;
}) {
  const [ready, setReady] = useState(code.isLoaded);
  useEffect(() => {
    if (ready) return;
    let mounted = true;
    const done = () => mounted && setReady(true);
    code.preload().then(done, done);
    return () => {
      mounted = false;
    };
  }, [code, ready]);
  return ready ? children : fallback;
}

/**
 * A dialog whose code is fetched when it first opens, or ahead (`preload`, `preloadOnIntent`). Opened
 * before its code has arrived, it draws nothing and shows the moment the code comes (`WithCode`):
 * no Suspense fallback, so none of React's pause of some 300 ms after the code is there. Use it as the
 * dialog itself; render it only while open, inside a Suspense boundary (after a failed download it
 * suspends to ask again).
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>) {
  const code = preloadableLazy(load);
  const { Component: Loaded } = code;
  function LazyDialog(props: P) {
    return (
      <WithCode code={code} fallback={null}>
        <Loaded {...props} />
      </WithCode>
    );
  }
  return Object.assign(LazyDialog, { preload: code.preload, isLoaded: code.isLoaded });
}

/** Asks for each of `codes` now, without waiting: a failed download is asked for again when shown. */
export function preloadAll(codes: readonly LazyCode[]) {
  for (const code of codes) void code.preload().catch(() => undefined);
}

/**
 * Handlers that ask for `codes` (the dialogs an element's buttons open) as soon as a person points at,
 * touches or moves the focus into the element, so that the tap that follows mostly finds the code
 * arrived; not when the page loads, which would run that code while the page is still settling.
 */
export function preloadOnIntent(codes: readonly LazyCode[]) {
  const preload = () => preloadAll(codes);
  return { onPointerOver: preload, onFocus: preload, onTouchStart: preload };
}
