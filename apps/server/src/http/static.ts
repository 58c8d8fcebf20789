/**
 * Serves the built web app from the API's own port: hashed assets cached for a year, the service
 * worker and the HTML never cached (so updates reach installed apps), and an HTML page for each of
 * the spec's routes (and the pharmacy validation page). Other paths get the app shell with a 404 status.
 *
 * Files are sent as the Brotli or gzip copy the build wrote next to them (apps/web/scripts/
 * compress-dist.mjs) when the browser accepts it. The build may also write one page per route
 * (dist/pages/manifest.json, apps/web/scripts/prerender.mjs): the shell plus that route's code to
 * preload, for visitors (a request without any session cookie) a page already rendered, so it shows
 * before the scripts run, and where a route loads some code for some roles only, a page per role
 * with its code. Without the manifest every route gets dist/index.html.
 *
 * The manifest also lists, per route and role, the API requests the page's boot sends first for its
 * data (apps/web/src/record-first-requests.ts). A request with a valid session gets them in `Link:
 * rel=preload` headers, so the browser asks for that data alongside the scripts instead of after
 * them; the app's own request then takes the answer. Only for the route's own address (a query
 * string such as ?aba= changes what the boot asks for).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { serveStatic } from '@hono/node-server/serve-static';
import { PRINCIPAL_KINDS, type Role } from '@saude/shared/auth/roles';
import { APP_ROUTES, EXTRA_ROUTES } from '@saude/shared/domain/routes';
import type { Principal } from '../lib/service-context';
import { cityDateOf } from '../lib/city-calendar';
import type { AppEnv } from './context';
import { cookieName, principalsOf } from './sessions';

const NO_CACHE = new Set(['/sw.js', '/push-sw.js', '/index.html', '/manifest.webmanifest', '/registerSW.js']);

/**
 * One route's pages, as files relative to the dist directory (a role's own page where the route loads
 * some code for some roles only), and its first data requests by role.
 */
export type PageEntry = {
  page: string;
  visitorPage?: string;
  rolePages?: Partial<Record<Role, string>>;
  early?: Partial<Record<Role, string[]>>;
};
export type PageManifest = Record<string, PageEntry>;

const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/** The encodings the request accepts (a `q=0` refuses one). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q=0(?:\.0*)?\s*$/.test(p));
    if (name && !refused) accepted.add(name);
  }
  return accepted;
}

function readManifest(distDir: string): PageManifest {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, 'pages', 'manifest.json'), 'utf8')) as PageManifest;
  } catch {
    return {};
  }
}

/** Whether the request carries a session cookie of any kind (valid or not: that is the API's job). */
function carriesSession(c: Context<AppEnv>): boolean {
  return PRINCIPAL_KINDS.some((kind) => getCookie(c, cookieName(c, kind)) !== undefined);
}

/** Written by the build in place of the day's date in a first data request. */
const TODAY = '{today}';

/**
 * Whose page it is: as the app decides whom a page shows (a patient's session first), the first of
 * the sessions held whose role `byRole` lists.
 */
function pageRole(
  principals: readonly Principal[],
  byRole: Partial<Record<Role, unknown>>,
): Role | undefined {
  const listed = principals.filter((p) => byRole[p.role] !== undefined);
  return (listed.find((p) => p.role === 'patient') ?? listed[0])?.role;
}

function preloadFirstData(c: Context<AppEnv>, urls: readonly string[]) {
  // The city's day, which is the browser's own in the city (a request asked for another day is only
  // a preload left unused).
  const today = cityDateOf(new Date());
  for (const url of urls) {
    const link = `<${url.replaceAll(TODAY, today)}>; rel=preload; as=fetch; crossorigin=use-credentials`;
    c.header('Link', link, { append: true });
  }
}

/**
 * The page file for this request, with its first data named in `Link` headers: a visitor's page
 * without any session cookie; with a valid session, its role's page and first data (the data only
 * for the route's own address: a query string such as ?aba= changes what the boot asks for).
 */
async function chosenPage(c: Context<AppEnv>, entry: PageEntry): Promise<string> {
  const { visitorPage, rolePages, early } = entry;
  if (visitorPage !== undefined || early || rolePages) c.header('Vary', 'Cookie', { append: true });
  if (!carriesSession(c)) return visitorPage ?? entry.page;
  if (!early && !rolePages) return entry.page;
  const principals = await principalsOf(c);
  const ownAddress = !new URL(c.req.url).search;
  const dataRole = early && ownAddress ? pageRole(principals, early) : undefined;
  if (dataRole) preloadFirstData(c, early?.[dataRole] ?? []);
  const role = rolePages ? pageRole(principals, rolePages) : undefined;
  return (role && rolePages?.[role]) || entry.page;
}

export function mountWebApp(app: Hono<AppEnv>, distDir: string): boolean {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  const routes = new Set<string>([...APP_ROUTES, ...EXTRA_ROUTES]);
  const manifest = readManifest(distDir);

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
  const files = serveStatic<AppEnv>({ root: distDir, precompressed: true });
  // '/' is a route like the others (its page depends on the session cookie), not the directory index.
  app.use('*', (c, next) => (c.req.path === '/' ? next() : files(c, next)));

  app.get('*', async (c) => {
    const pathname = c.req.path.replace(/\/+$/, '') || '/';
    const known = routes.has(pathname);
    const entry = known ? manifest[pathname] : undefined;
    const file = entry ? path.join(distDir, await chosenPage(c, entry)) : indexFile;
    const accepted = acceptedEncodings(c.req.header('accept-encoding'));
    let body: Buffer | undefined;
    for (const [encoding, suffix] of ENCODINGS) {
      if (!accepted.has(encoding)) continue;
      body = await fs.promises.readFile(file + suffix).catch(() => undefined);
      if (body) {
        c.header('Content-Encoding', encoding);
        break;
      }
    }
    body ??= await fs.promises.readFile(file);
    c.header('Vary', 'Accept-Encoding', { append: true });
    c.header('Content-Type', 'text/html; charset=UTF-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(new Uint8Array(body), known ? 200 : 404);
  });
  return true;
}
