import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pushWorkerPlugin, pwaOptions } from './pwa.config.ts';
import { contractPathsPlugin } from './contract-paths.config.ts';
import { iconPathsPlugin } from './icon-paths.config.ts';
import { compileHintsPlugin } from './compile-hints.config.ts';

/*
 * Fewer, larger files: left to itself the bundler cut the app into some 200 chunks, and a signed-in
 * page asked for 50 to 80 of them. On a phone's connection each file costs a round trip (six at a
 * time per host over HTTP/1.1), which weighed more than the bytes a page saves by skipping code it
 * does not run. So the libraries and shared components of the lazy screens go into a few files,
 * by what uses them: the forms (validation, form libraries, schemas), the dialogs and tabs,
 * and the rest; a page evaluates every module of a file it loads, so /login and the homes load only
 * the files they use. Left out: what the first download already has (the landing page's budget),
 * what the push worker uses (a script of its own, importing nothing), and the big libraries only a
 * few screens use (charts, map, QR code), which keep their own chunks.
 */
const ONLY_SOME_SCREENS =
  /node_modules[\\/](recharts|d3-[a-z-]+|victory-vendor|@reduxjs|immer|reselect|redux|react-redux|eventemitter3|decimal\.js-light|es-toolkit|tiny-invariant|use-sync-external-store|leaflet|qrcode|dijkstrajs|pngjs|encode-utf8)[\\/]/;
const SHARED = /node_modules[\\/]|[\\/]src[\\/](components|lib)[\\/]|[\\/]packages[\\/]shared[\\/]/;
const FORMS =
  /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]|[\\/]packages[\\/]shared[\\/]src[\\/]schemas[\\/]|[\\/]src[\\/]components[\\/]form[\\/]/;
const UI_LIBRARIES =
  /node_modules[\\/](@radix-ui|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|detect-node-es|tslib)[\\/]|[\\/]src[\\/]components[\\/]ui[\\/](dialog|confirm-dialog)\.tsx$/;
const MAIN_ENTRY = /[\\/]src[\\/]main\.tsx$/;
const PUSH_WORKER = /[\\/]src[\\/]features[\\/]pwa[\\/]push-worker\.ts$/;

/** The modules an entry imports statically (directly or not), found once the module graph is complete. */
function staticImportsOf(entry: RegExp): { plugin: Plugin; has: (id: string) => boolean } {
  const found = new Set<string>();
  const plugin: Plugin = {
    name: `saude-static-imports-of-${entry.source}`,
    apply: 'build',
    buildEnd() {
      const visit = (id: string) => {
        if (found.has(id)) return;
        found.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      for (const id of this.getModuleIds()) if (entry.test(id)) visit(id);
    },
  };
  return { plugin, has: (id) => found.has(id) };
}
const initial = staticImportsOf(MAIN_ENTRY);
const pushWorker = staticImportsOf(PUSH_WORKER);
const CHUNK_GROUPS = [
  {
    // The first download in one file beside the entry (rather than 18).
    name: 'boot',
    test: (id: string) => initial.has(id) && !pushWorker.has(id) && !MAIN_ENTRY.test(id),
    priority: 3,
  },
  {
    // What only the screens with a form evaluate: the validation and form libraries and the schemas.
    name: 'forms',
    test: (id: string) => FORMS.test(id) && !pushWorker.has(id),
    minShareCount: 2,
    priority: 2,
    // Without what they import (the inputs, the alert): those stay shared with the pages without forms.
    includeDependenciesRecursively: false,
  },
  {
    // Dialogs, menus and tabs: not on the visitors' pages (the toasts' library loads on its own).
    name: 'ui',
    test: (id: string) => UI_LIBRARIES.test(id) && !pushWorker.has(id),
    minShareCount: 2,
    priority: 2,
    includeDependenciesRecursively: false,
  },
  {
    name: 'shared',
    test: (id: string) => SHARED.test(id) && !ONLY_SOME_SCREENS.test(id) && !pushWorker.has(id),
    minShareCount: 2,
    priority: 1,
  },
];

/*
 * React Router's package sends every bundler to its development files, whose one difference from the
 * production files is the development warnings, switched on. The build takes the production files
 * (the same version, from the same package), both entry points so that the app has one router.
 */
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const reactRouterFiles = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

export default defineConfig(({ command, isSsrBuild }) => ({
  // The build-time render of the visitors' pages (scripts/prerender.mjs) needs no service worker.
  plugins: [
    contractPathsPlugin(),
    iconPathsPlugin(),
    react(),
    tailwindcss(),
    ...(isSsrBuild
      ? []
      : [
          VitePWA(pwaOptions),
          pushWorkerPlugin(),
          initial.plugin,
          pushWorker.plugin,
          compileHintsPlugin(ONLY_SOME_SCREENS),
        ]),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? reactRouterFiles : []),
    ],
  },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The preload polyfill's check cost the boot's task some 7 ms on a slow phone; a browser without
    // modulepreload (Safari before 17) still loads every module, only when it is imported.
    modulePreload: { polyfill: false },
    // Which chunks each source module needs: scripts/prerender.mjs lists them in each route's page.
    manifest: !isSsrBuild,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
}));
