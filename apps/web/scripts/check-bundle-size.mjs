// Fails the build when the landing page's initial JavaScript exceeds its budget (150 KB gzipped,
// ../shared/ARCHITECTURE.md "Performance budgets"). Initial = the entry script of dist/index.html,
// its modulepreloads and every chunk they import statically; dynamic import() chunks are lazy areas
// and do not count.
// It also fails when a home or a list screen loads the forms' chunk (zod, the form library, the
// schemas: about 46 KB gzipped) before anyone opens a form: one value imported from a schema file
// is enough to bring it, and the screen's Lighthouse score falls by ten points on a slow phone.
// Usage: node scripts/check-bundle-size.mjs [distDir] [--budget-kb 150]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const budgetIndex = args.indexOf('--budget-kb');
const budgetKb = budgetIndex >= 0 ? Number(args[budgetIndex + 1]) : 150;
const positional = args.filter((a, i) => !a.startsWith('--') && i !== budgetIndex + 1);
const dist = path.resolve(positional[0] ?? fileURLToPath(new URL('../dist', import.meta.url)));
const indexHtml = path.join(dist, 'index.html');
if (!existsSync(indexHtml)) {
  console.error(`check-bundle-size: ${indexHtml} not found (run vite build first)`);
  process.exit(1);
}

const html = readFileSync(indexHtml, 'utf8');
const roots = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
].map((m) => m[1]);

// Static imports only: `from"./x.js"` and bare `import"./x.js"`; `import("./x.js")` is lazy.
const staticImport = /\bfrom\s*["']([^"']+\.js)["']|\bimport\s*["']([^"']+\.js)["']/g;
/** Every file the given scripts import statically, directly or not, with its gzipped size. */
const staticClosure = (urls) => {
  const seen = new Map();
  const visit = (url) => {
    const file = path.join(dist, url.replace(/^\//, ''));
    if (seen.has(file)) return;
    const source = readFileSync(file);
    seen.set(file, gzipSync(source, { level: 9 }).length);
    for (const m of source.toString('utf8').matchAll(staticImport)) {
      const spec = m[1] ?? m[2];
      if (spec.startsWith('.') || spec.startsWith('/')) {
        visit(spec.startsWith('/') ? spec : path.posix.join(path.posix.dirname(url), spec));
      }
    }
  };
  for (const url of urls) visit(url);
  return seen;
};
const seen = staticClosure(roots);

const totalKb = [...seen.values()].reduce((a, b) => a + b, 0) / 1024;
console.log(
  `landing page initial JavaScript: ${totalKb.toFixed(1)} KB gzipped in ${seen.size} files (budget ${budgetKb} KB)`,
);
if (roots.length === 0 || totalKb > budgetKb) {
  for (const [file, size] of [...seen].sort((a, b) => b[1] - a[1]).slice(0, 10)) {
    console.error(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${path.relative(dist, file)}`);
  }
  console.error(roots.length ? 'check-bundle-size: over budget' : 'check-bundle-size: no entry script found');
  process.exit(1);
}

// The screens people keep open (homes and lists): their forms are dialogs, loaded when opened.
const FORM_FREE_SCREENS = [
  'access-log-page',
  'admin-page',
  'appointments-page',
  'dashboard-page',
  'department-home',
  'doctor-home',
  'health-units-management-page',
  'hospital-panel-page',
  'medical-records-page',
  'patient-home-body',
  'prescriptions-page',
  'public-authority-panel-page',
  'reception-home',
  'reports-page',
  'users-management-page',
];
const assets = readdirSync(path.join(dist, 'assets'));
const chunkOf = (name) => assets.filter((f) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(f));
const withForms = FORM_FREE_SCREENS.flatMap((name) => {
  const files = chunkOf(name);
  if (files.length !== 1)
    return [`${name}: ${files.length} chunks of that name (renamed? update FORM_FREE_SCREENS)`];
  const loaded = [...staticClosure([`/assets/${files[0]}`]).keys()].map((f) => path.basename(f));
  return loaded.some((f) => /^forms-[\w-]{8}\.js$/.test(f)) ? [`${name}: loads the forms' chunk`] : [];
});
if (withForms.length > 0) {
  for (const line of withForms) console.error(`  ${line}`);
  console.error('check-bundle-size: a home or list screen imports a value from a schema or form module');
  process.exit(1);
}
