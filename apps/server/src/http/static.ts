/**
 * Serves the built web app from the API's own port: hashed assets cached for a year, the service
 * worker and the HTML never cached (so updates reach installed apps), and the SPA's index.html for
 * each of the spec's routes (and the pharmacy validation page). Other paths get the same page with a 404 status.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { APP_ROUTES, EXTRA_ROUTES } from '@saude/shared/domain/routes';
import type { AppEnv } from './context';

const NO_CACHE = new Set(['/sw.js', '/index.html', '/manifest.webmanifest', '/registerSW.js']);

export function mountWebApp(app: Hono<AppEnv>, distDir: string): boolean {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  const routes = new Set<string>([...APP_ROUTES, ...EXTRA_ROUTES]);

  // serveStatic builds its Response before onFound runs, so the cache policy is applied afterwards.
  app.use('*', async (c, next) => {
    await next();
    if (c.req.path.startsWith('/api/') || c.res.headers.has('Cache-Control')) return;
    const name = c.req.path === '/' ? '/index.html' : c.req.path;
    if (NO_CACHE.has(name)) c.res.headers.set('Cache-Control', 'no-cache');
    else if (name.startsWith('/assets/'))
      c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    else c.res.headers.set('Cache-Control', 'public, max-age=3600');
  });
  app.use('*', serveStatic({ root: distDir }));

  app.get('*', async (c) => {
    const pathname = c.req.path.replace(/\/+$/, '') || '/';
    const html = await fs.promises.readFile(indexFile, 'utf8');
    c.header('Cache-Control', 'no-cache');
    return c.html(html, routes.has(pathname) ? 200 : 404);
  });
  return true;
}
