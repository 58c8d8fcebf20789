// Writes one HTML page per route into dist/pages/ (run after `vite build`, before compress-dist):
// - every route: the app shell (dist/index.html) plus <link rel="modulepreload"> for the code the
//   route loads lazily, so that code downloads with the entry script instead of after it;
// - the pages visitors open first (VISITOR_PAGES): also the page itself, rendered here by the app's
//   own components, so it shows before any script runs; the browser then hydrates it;
// - a route whose boot loads some code for some roles only (routeRoleSourceFiles, the dashboard's
//   homes): a page per such role, with that role's code among the preloads.
// dist/pages/manifest.json tells the server which file answers which route
// (apps/server/src/http/static.ts; a visitor's page only for a request without a session cookie, a
// role's page for a session of that role), and
// which API requests the route's boot sends first for each role (`early`), for the server to preload.
// Usage: node scripts/prerender.mjs
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(webDir, 'dist');
// Inside the package, so that the rendered bundle resolves react & co. from node_modules.
const ssrDir = path.join(webDir, 'node_modules', '.cache', 'prerender');

/**
 * Rendered ahead for visitors: the spec's landing page and the login. The landing page is made of
 * text and links that work without scripts: its code starts when the visitor interacts
 * (public/start-on-interaction.js). The login form needs its code at once, but not before the page is
 * on screen: it starts right after the first paint (or at a first interaction, if sooner), so that
 * on a phone's connection the page's first paint does not share the line with 250 KB of scripts.
 */
const VISITOR_PAGES = { '/': 'on-interaction', '/login': 'after-paint' };

rmSync(ssrDir, { recursive: true, force: true });
await build({
  root: webDir,
  configFile: path.join(webDir, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
});
const {
  PAGE_ROUTES: ROUTES,
  recordFirstRequests,
  renderVisitorPage,
  ROLES_WITH_FIRST_DATA,
  routeEarlyRequests,
  routeRoleSourceFiles,
  routeSourceFiles,
} = await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href);

const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
const chunks = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const ROOT = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;
if (!ROOT.test(shell)) throw new Error('prerender: the #root placeholder of index.html was not found');
const alreadyLoaded = new Set(
  [...shell.matchAll(/<(?:script[^>]*src|link[^>]*href)="\/([^"]+\.js)"/g)].map((m) => m[1]),
);

/** The chunk files a source module needs (its own and its static imports), entry chunks left out. */
function chunkFiles(sourceFile) {
  const out = [];
  const visit = (key) => {
    const chunk = chunks[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the build manifest`);
    if (out.includes(chunk.file) || alreadyLoaded.has(chunk.file)) return;
    out.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(sourceFile);
  return out;
}

const pageName = (route) => (route === '/' ? 'index' : route.slice(1).replaceAll('/', '-'));
const withPreloads = (html, files) =>
  html.replace(
    '</head>',
    files.map((f) => `  <link rel="modulepreload" crossorigin href="/${f}">\n`).join('') + '</head>',
  );

/**
 * The scripts at low priority: the stylesheet comes first, so the page's 'Carregando...' is on screen
 * before the scripts take the line (they run only once the document is parsed anyway).
 */
const afterStylesheet = (html) =>
  html.replace(/<script type="module"|<link rel="modulepreload"/g, '$& fetchpriority="low"');

/**
 * The route's first API requests, started by the HTML; the app's own request (same address, with its
 * credentials) then takes the answer instead of asking again.
 */
const withEarlyRequests = (html, urls) =>
  html.replace(
    '</head>',
    urls
      .map((u) => `  <link rel="preload" as="fetch" crossorigin="use-credentials" href="${u}">\n`)
      .join('') + '</head>',
  );

/** The route's page with the app already rendered in #root; its scripts as VISITOR_PAGES says. */
function visitorPage(page, body, start) {
  const html = page.replace(ROOT, () => `<div id="root" data-prerendered="visitor">${body}</div>`);
  const tags =
    /\s*<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="([^"]+)">(?:<\/script>)?/g;
  const scripts = [];
  const withoutScripts = html.replace(tags, (_, src) => {
    scripts.push(src);
    return '';
  });
  const [entry, ...chunks] = scripts;
  if (!entry?.includes('/index-')) throw new Error('prerender: the entry script was not found');
  return withoutScripts.replace(
    '</head>',
    `  <script defer src="/start-on-interaction.js" data-entry="${entry}" data-chunks="${chunks.join(' ')}"` +
      `${start === 'after-paint' ? ' data-start="after-paint"' : ''}></script>\n</head>`,
  );
}

/**
 * The route's first data requests for each role whose boot asks for some (src/record-first-requests.ts),
 * which the server names in a `Link: rel=preload` header of the route's HTML for a signed-in request.
 */
async function firstData(route) {
  const byRole = {};
  for (const role of ROLES_WITH_FIRST_DATA) {
    const urls = await recordFirstRequests(route, role);
    if (urls.length > 0) byRole[role] = urls;
  }
  return Object.keys(byRole).length > 0 ? byRole : undefined;
}

mkdirSync(path.join(dist, 'pages'), { recursive: true });
const manifest = {};
for (const route of ROUTES) {
  const files = routeSourceFiles(route).flatMap(chunkFiles);
  const page = withPreloads(shell, [...new Set(files)]);
  const entry = { page: `pages/${pageName(route)}.html` };
  writeFileSync(
    path.join(dist, entry.page),
    withEarlyRequests(afterStylesheet(page), routeEarlyRequests(route)),
  );
  if (VISITOR_PAGES[route]) {
    const body = await renderVisitorPage(route);
    entry.visitorPage = `pages/${pageName(route)}.visitor.html`;
    writeFileSync(path.join(dist, entry.visitorPage), visitorPage(page, body, VISITOR_PAGES[route]));
  }
  const early = await firstData(route);
  if (early) entry.early = early;
  for (const [role, roleFiles] of Object.entries(routeRoleSourceFiles(route))) {
    const rolePage = withPreloads(shell, [...new Set([...files, ...roleFiles.flatMap(chunkFiles)])]);
    entry.rolePages ??= {};
    entry.rolePages[role] = `pages/${pageName(route)}.${role}.html`;
    writeFileSync(
      path.join(dist, entry.rolePages[role]),
      withEarlyRequests(afterStylesheet(rolePage), routeEarlyRequests(route)),
    );
  }
  manifest[route] = entry;
}
writeFileSync(path.join(dist, 'pages', 'manifest.json'), JSON.stringify(manifest, null, 2));
console.log(
  `prerender: ${ROUTES.length} route pages, rendered ahead for visitors: ${Object.keys(VISITOR_PAGES).join(', ')}`,
);
