import type { Plugin } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';

export const THEME_COLOR = '#0f766e';

/**
 * The installable app: Workbox precaches the built shell so the app opens offline. Registration is
 * done by the app itself (src/features/pwa/register-service-worker.ts) so it can track its state
 * and ask the browser to bypass the HTTP cache for update checks.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  filename: 'sw.js',
  injectRegister: false,
  registerType: 'prompt',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png', 'robots.txt'],
  manifest: {
    id: '/',
    name: 'Saúde Digital Municipal',
    short_name: 'Saúde Digital',
    description:
      'Plataforma municipal de saúde pública: consultas, prontuário, receitas digitais, carteira de saúde e relatórios ambientais.',
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    categories: ['health', 'medical', 'government'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,txt}'],
    navigateFallback: '/index.html',
    // API answers are personal health data: never served from a cache, never a fallback page.
    navigateFallbackDenylist: [/^\/api\//],
    cleanupOutdatedCaches: true,
    // The push and notification-click listeners (decision 040), built by pushWorkerPlugin.
    importScripts: ['/push-sw.js'],
  },
  devOptions: { enabled: false },
};

/**
 * Builds src/features/pwa/push-worker.ts into /push-sw.js, an entry of its own: a plain script that
 * the generated worker imports (decision 040).
 */
export function pushWorkerPlugin(): Plugin {
  return {
    name: 'saude-push-worker',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: '/src/features/pwa/push-worker.ts', fileName: 'push-sw.js' });
    },
  };
}
