import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { iconNamesIn, iconPathsPlugin, type IconPaths } from '../../apps/web/icon-paths.config';

/*
 * The app draws each icon as one path written at build time (decision 060). Drawn by Chromium at
 * 96 px, every one must cover exactly the pixels of the icon set's own drawing, an element per
 * stroke: a subpath read from the wrong point (a relative start) shows here as a bent icon.
 */
const webDir = fileURLToPath(new URL('../../apps/web/', import.meta.url));
const require = createRequire(`${webDir}package.json`);
type Node = [string, Record<string, string | number>][];

async function setDrawing(name: string): Promise<Node> {
  const file = require.resolve(`lucide-react/icons/${name}`);
  const module = (await import(file)) as { __iconData?: { node: Node } };
  if (module.__iconData) return module.__iconData.node;
  const alias = /from '\.\/([a-z0-9-]+)\.mjs'/.exec(readFileSync(file, 'utf8'))?.[1];
  if (!alias) throw new Error(`no drawing for ${name}`);
  return setDrawing(alias);
}

const SVG = `xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="96" height="96" fill="none" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"`;
const element = ([tag, attributes]: Node[number]) =>
  `<${tag} ${Object.entries(attributes)
    .filter(([key]) => key !== 'key')
    .map(([key, value]) => `${key}="${String(value).replace('currentColor', 'black')}"`)
    .join(' ')}/>`;

test('every icon of one path covers the pixels of the icon set’s own drawing', async ({ page }) => {
  const names = iconNamesIn(readFileSync(`${webDir}src/components/icons/index.ts`, 'utf8'));
  const load = iconPathsPlugin().load as (this: unknown, id: string) => Promise<string>;
  const code = await load.call({ addWatchFile: () => undefined }, '\0virtual:icon-paths');
  const table = JSON.parse(code.replace(/^export default /, '').replace(/;$/, '')) as Record<
    string,
    IconPaths
  >;
  const pairs = await Promise.all(
    names.map(async (name) => {
      const ours = table[name]!;
      return {
        name,
        set: `<svg ${SVG}>${(await setDrawing(name)).map(element).join('')}</svg>`,
        ours: `<svg ${SVG}><path d="${ours.d}"/>${ours.filled
          .map((f) => `<path d="${f.d}" fill="black"/>`)
          .join('')}</svg>`,
      };
    }),
  );
  await page.setContent('<html><body></body></html>');
  const results = await page.evaluate(async (all) => {
    const pixels = (svg: string) =>
      new Promise<Uint8ClampedArray>((resolve, reject) => {
        const image = new Image();
        image.onload = () => {
          const canvas = document.createElement('canvas');
          canvas.width = canvas.height = 96;
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          resolve(context.getImageData(0, 0, 96, 96).data);
        };
        image.onerror = reject;
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      });
    const out: { name: string; differing: number; ink: number }[] = [];
    for (const pair of all) {
      const [a, b] = [await pixels(pair.set), await pixels(pair.ours)];
      let differing = 0;
      let ink = 0;
      for (let i = 3; i < a.length; i += 4) {
        if (Math.abs(a[i]! - b[i]!) > 64) differing++;
        if (a[i]! > 64) ink++;
      }
      out.push({ name: pair.name, differing, ink });
    }
    return out;
  }, pairs);
  expect(results.length).toBe(names.length);
  for (const r of results) expect(r.ink, r.name).toBeGreaterThan(100);
  expect(results.filter((r) => r.differing > 0).map((r) => `${r.name}: ${r.differing} px`)).toEqual([]);
});
