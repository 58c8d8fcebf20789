import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { preloadRoute, routes } from './app/routes';
import { getInstallPromptStore, registerServiceWorker } from './features/pwa';
import './index.css';

// Listen before the first render: the browser offers the install prompt only once, early.
getInstallPromptStore().start();

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void registerServiceWorker());
}

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

const queryClient = createQueryClient();
preloadRoute(window.location.pathname, queryClient);
const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
// As a transition the first render yields to the browser every few milliseconds instead of holding
// the main thread for the whole page (a phone would not answer a tap meanwhile).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
});
