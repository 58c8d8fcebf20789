import { lazy, useState, type ComponentType } from 'react';

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
  return { Component: Preloadable, preload };
}
