import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pushWorkerPlugin, pwaOptions } from './pwa.config.ts';

const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

export default defineConfig(({ isSsrBuild }) => ({
  // The build-time render of the visitors' pages (scripts/prerender.mjs) needs no service worker.
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [VitePWA(pwaOptions), pushWorkerPlugin()])],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Which chunks each source module needs: scripts/prerender.mjs lists them in each route's page.
    manifest: !isSsrBuild,
  },
}));
