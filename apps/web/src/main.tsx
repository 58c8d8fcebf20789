import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App, type AppRouter } from './app/app';
import { createQueryClient } from './app/query-client';
import { preloadRoute, routes } from './app/routes';
import { markVisitor } from './features/session';
import { getInstallPromptStore, preloadNotificationBanner, registerServiceWorker } from './features/pwa';
import { keepOfflineCache, restoreOfflineCache } from './features/offline';
import { cn } from './lib/cn';
import { whenIdle } from './lib/when-idle';
import './index.css';

// Listen before the first render: the browser offers the install prompt only once, early.
getInstallPromptStore().start();

// After a deploy, an open tab may ask for a lazy chunk that no longer exists: reload once to get
// the new version instead of showing an error.
// The timestamp stops a reload loop when the chunk is missing for another reason (offline).
window.addEventListener('vite:preloadError', (event) => {
  const key = 'saude:reloaded-after-deploy';
  try {
    const last = Number(sessionStorage.getItem(key) ?? 0);
    if (Date.now() - last < 30_000) return;
    sessionStorage.setItem(key, String(Date.now()));
  } catch {
    return; // without storage a reload could loop; the error screen explains instead
  }
  event.preventDefault();
  window.location.reload();
});

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const queryClient = createQueryClient();
// Started without a connection, a patient's app opens signed in with the last data seen here.
const restored = restoreOfflineCache(queryClient);
keepOfflineCache(queryClient);
// The server sends a page rendered ahead (scripts/prerender.mjs) only to a request without any
// session cookie: the app starts from that same fact, so its first render matches the HTML. Offline,
// the service worker answers with that same page: a restored session renders afresh instead.
const prerendered = container.dataset.prerendered === 'visitor' && !restored;
if (prerendered) markVisitor(queryClient);
const routeReady = preloadRoute(window.location.pathname, window.location.search, queryClient);

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  // The worker's install downloads the whole app for offline use (some 850 KB): on a first visit over
  // a slow connection it would share the line with the page's own code and data. So it waits for
  // the load event (the landing page rendered ahead may start its scripts after it,
  // public/start-on-interaction.js), the route's code, session and first data, and an idle moment.
  const loaded = new Promise<void>((resolve) =>
    document.readyState === 'complete' ? resolve() : window.addEventListener('load', () => resolve()),
  );
  void Promise.all([loaded, routeReady])
    .then(() => new Promise<void>((resolve) => whenIdle(resolve)))
    .then(() => registerServiceWorker());
}

// As a transition the first render yields to the browser every few milliseconds instead of holding
// the main thread for the whole page (a phone would not answer a tap meanwhile).
function start(root: HTMLElement, router: AppRouter) {
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  startTransition(() => {
    if (prerendered) {
      hydrateRoot(root, app, {
        // React recovers by rendering afresh; the message says which part of the built page differed.
        onRecoverableError: (error) => console.error('Hydration', error),
      });
    } else {
      createRoot(root).render(app);
    }
  });
}

// A page rendered ahead is taken over at once. Any other waits (the HTML's 'Carregando...' meanwhile)
// until its code, session and first data are here, up to FIRST_RENDER_WAIT_MS: then its first render
// is the whole page, in slices, instead of a loading screen followed by the page drawn again in one
// block each time an answer arrives (those updates are not sliced).
const FIRST_RENDER_WAIT_MS = 3000;
// Offline, the data will not come: the wait is for the route's code, which the service worker has.
const OFFLINE_FIRST_RENDER_WAIT_MS = 300;
const firstRenderReady = prerendered
  ? Promise.resolve()
  : Promise.race([
      // The notification banner too: drawn with the page, it never pushes the page down afterwards.
      Promise.all([routeReady, preloadNotificationBanner().catch(() => undefined)]),
      new Promise((r) =>
        setTimeout(r, navigator.onLine ? FIRST_RENDER_WAIT_MS : OFFLINE_FIRST_RENDER_WAIT_MS),
      ),
    ]);

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/*
 * The work before the first render, each step in a task of its own after the one that evaluated the
 * modules and started the downloads (the page's longest): a phone answers a tap between them, and
 * only what a task holds the main thread past 50 ms counts as blocking time, so that three short
 * tasks block less than their sum in one.
 */
async function boot(root: HTMLElement) {
  await nextTask();
  // The class name merger builds its tables of Tailwind's classes on its first call (15 ms on a
  // desktop, four times that on a slow phone).
  cn('');
  await nextTask();
  // Making the router matches the address against every route (30 ms on a slow phone).
  const router = createBrowserRouter(routes);
  await firstRenderReady;
  await nextTask();
  start(root, router);
}
void boot(container);
