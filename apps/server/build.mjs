// Bundles the server (and the shared package it imports as TypeScript) into dist/main.js, and the
// backup command into dist/backup.js.
// Runtime dependencies stay external and are loaded from node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

// `node build.mjs --outfile other/main.js` builds elsewhere (a work-in-progress build beside the real one).
const outfile = process.argv.includes('--outfile')
  ? process.argv[process.argv.indexOf('--outfile') + 1]
  : 'dist/main.js';

await build({
  // The server, and beside it the backup and restore command (`npm run backup`).
  entryPoints: { main: 'src/main.ts', backup: 'src/backup-cli.ts' },
  outdir: path.dirname(outfile),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // The shared package is TypeScript source: it is bundled, never loaded at run time.
  external: Object.keys(pkg.dependencies ?? {}).filter((name) => name !== '@saude/shared'),
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
