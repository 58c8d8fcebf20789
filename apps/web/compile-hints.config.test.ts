import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { build, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILE_EAGERLY, compileHintsPlugin } from './compile-hints.config.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const lazy = (name: string) =>
  `import { shared } from './shared.js';\nexport function run() {\n  return shared() + '${name}';\n}`;
const SOURCES = {
  'index.html': '<script type="module" src="./main.js"></script>',
  // Two lazy modules sharing a third: the bundler writes their preload list on the entry's first line.
  'main.js': [
    "void import('./lazy-a.js').then((m) => m.run());",
    "void import('./lazy-b.js').then((m) => m.run());",
    "void import('./big-library.js').then((m) => m.draw());",
  ].join('\n'),
  'lazy-a.js': lazy('a'),
  'lazy-b.js': lazy('b'),
  'shared.js': "export function shared() {\n  return 'Olá, ' + String(Date.now());\n}",
  'big-library.js': "export function draw() {\n  return 'gráfico ' + String(Math.random());\n}",
};

async function buildFixture(): Promise<(Rollup.OutputChunk | Rollup.OutputAsset)[]> {
  for (const [name, text] of Object.entries(SOURCES)) writeFileSync(path.join(dir, name), text);
  const out = await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [compileHintsPlugin(/big-library\.js$/)],
    build: {
      write: false,
      sourcemap: true,
      modulePreload: { polyfill: false },
      outDir: path.join(dir, 'dist'),
    },
  });
  const outputs = (Array.isArray(out) ? out : [out]) as Rollup.RolldownOutput[];
  return outputs.flatMap((o) => o.output);
}

describe('compile hints', () => {
  it("puts the hint on the first line of every chunk but the big libraries', and keeps the maps true", async () => {
    const files = await buildFixture();
    const chunks = files.filter((f): f is Rollup.OutputChunk => f.type === 'chunk');
    const byModule = (name: string) => {
      const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(name)));
      if (!chunk) throw new Error(`no chunk holds ${name}`);
      return chunk;
    };
    const entry = byModule('main.js');
    expect(entry.code).toContain('__vite__mapDeps');
    expect(entry.code.startsWith(COMPILE_EAGERLY)).toBe(true);
    expect(byModule('lazy-a.js').code.startsWith(COMPILE_EAGERLY)).toBe(true);
    expect(byModule('big-library.js').code).not.toContain(COMPILE_EAGERLY.trim());

    // The map file beside a hinted chunk still points its code at the source's line.
    for (const [module, text, line] of [
      ['shared.js', 'Olá, ', 2],
      ['main.js', 'lazy-b', 2],
    ] as const) {
      const chunk = byModule(module);
      const mapFile = files.find((f) => f.fileName === `${chunk.fileName}.map`);
      if (mapFile?.type !== 'asset') throw new Error(`no map file for ${chunk.fileName}`);
      // The last one: the first line of the entry names the lazy files too, in its preload list.
      const at = chunk.code.lastIndexOf(text);
      const before = chunk.code.slice(0, at);
      const position = new SourceMapConsumer(JSON.parse(String(mapFile.source))).originalPositionFor({
        line: before.split('\n').length,
        column: at - before.lastIndexOf('\n') - 1,
      });
      expect(position.source).toMatch(new RegExp(`${module.replace('.', '\\.')}$`));
      expect(position.line).toBe(line);
    }
  });
});
