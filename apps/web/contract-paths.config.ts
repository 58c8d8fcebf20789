import { createRequire } from 'node:module';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

/*
 * The web app calls the API through the shared endpoint descriptions (packages/shared/src/contract),
 * but at run time it reads only each endpoint's method and path: the answers are not parsed, and the
 * forms import their schemas themselves. Importing a description module builds every zod schema it
 * names, so each page evaluated zod and most of the shared schemas at start (some 250 KB before
 * minifying) to learn a few paths. In the build, each description module is replaced by the same
 * exports with each endpoint reduced to { method, path }, computed by evaluating the real module.
 * The types still come from the real modules, and the tests and the dev server use them unchanged.
 * A module that exports anything else than endpoints (grouped in objects) is left as it is.
 */
// Where the bundler finds them: through the workspace package, as the app's imports do.
const CONTRACT_DIR =
  path.dirname(createRequire(import.meta.url).resolve('@saude/shared/contract/endpoint')) + path.sep;
const KEPT = new Set(['endpoint.ts']);
/**
 * Modules known to export more than endpoints, kept whole. Any other stops the build: kept whole, a
 * description module's schemas load with the boot's code, and an import cycle among them once broke
 * the signed-in pages at run time ('reading min' of undefined) while every test of the build passed.
 */
const KEPT_WHOLE = new Set(['reference.ts']);

type Route = { method: string; path: string };
type RouteTree = Route | { [name: string]: RouteTree };

function isEndpoint(value: object): value is Route {
  const v = value as Partial<Route> & { answer?: unknown };
  return typeof v.method === 'string' && typeof v.path === 'string' && typeof v.answer === 'object';
}

/** The value with each endpoint reduced to its method and path, or null if it holds anything else. */
function routesOf(value: unknown): RouteTree | null {
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) {
    return null;
  }
  if (isEndpoint(value)) return { method: value.method, path: value.path };
  const tree: Record<string, RouteTree> = {};
  for (const [name, inner] of Object.entries(value)) {
    const routes = routesOf(inner);
    if (!routes) return null;
    tree[name] = routes;
  }
  return tree;
}

/** Each description module's replacement source, or null where it is kept. */
async function replacements(): Promise<Map<string, string | null>> {
  const files = readdirSync(CONTRACT_DIR).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !KEPT.has(f),
  );
  // One evaluation for all of them: a module re-exporting each.
  const dir = mkdtempSync(path.join(tmpdir(), 'contract-paths-'));
  const entry = path.join(dir, 'all.ts');
  writeFileSync(
    entry,
    files.map((f, i) => `export * as m${i} from ${JSON.stringify(path.join(CONTRACT_DIR, f))};`).join('\n'),
  );
  try {
    const { module } = await runnerImport<Record<string, Record<string, unknown>>>(entry);
    const out = new Map<string, string | null>();
    files.forEach((f, i) => {
      const lines: string[] = [];
      for (const [name, value] of Object.entries(module[`m${i}`] ?? {})) {
        const routes = name === 'default' ? null : routesOf(value);
        if (!routes) {
          out.set(f, null);
          return;
        }
        lines.push(`export const ${name} = ${JSON.stringify(routes)};`);
      }
      out.set(f, lines.join('\n'));
    });
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function contractPathsPlugin(): Plugin {
  let ready: Promise<Map<string, string | null>> | null = null;
  return {
    name: 'saude-contract-paths',
    apply: 'build',
    async load(id) {
      const file = id.split('?')[0] ?? id;
      if (path.dirname(file) + path.sep !== CONTRACT_DIR) return null;
      ready ??= replacements();
      const source = (await ready).get(path.basename(file));
      if (source === undefined) return null;
      if (source === null) {
        const name = path.basename(file);
        if (!KEPT_WHOLE.has(name)) {
          this.error(
            `${name} exports more than endpoints: move the rest out of the contract (to domain/ or schemas/)`,
          );
        }
        this.warn(`${name} exports more than endpoints: kept whole, with its schemas`);
        return null;
      }
      return source;
    },
    buildEnd() {
      // The app imports some description module: none seen here means the directory was not found.
      if (!ready) this.warn(`no endpoint description module was loaded from ${CONTRACT_DIR}`);
    },
  };
}
