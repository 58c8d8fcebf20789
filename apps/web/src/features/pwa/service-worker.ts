/**
 * Registration of /sw.js (spec 01 section 7): scope '/', and updateViaCache 'none' so the browser
 * always asks the server for a new worker instead of trusting its HTTP cache. Failures are only
 * logged; the app works without the worker, just not offline.
 */
export type ServiceWorkerState = 'idle' | 'registering' | 'registered' | 'failed';

let state: ServiceWorkerState = 'idle';
const listeners = new Set<(state: ServiceWorkerState) => void>();

function setState(next: ServiceWorkerState): void {
  state = next;
  listeners.forEach((listener) => listener(next));
}

export function getServiceWorkerState(): ServiceWorkerState {
  return state;
}

export function onServiceWorkerState(listener: (state: ServiceWorkerState) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
) {
  if (!container || state === 'registering' || state === 'registered') return;
  setState('registering');
  try {
    await container.register('/sw.js', { scope: '/', updateViaCache: 'none' });
    setState('registered');
  } catch (error) {
    console.error('Service worker registration failed', error);
    setState('failed');
  }
}

/** Tests only: back to the first state. */
export function resetServiceWorkerState(): void {
  state = 'idle';
}
