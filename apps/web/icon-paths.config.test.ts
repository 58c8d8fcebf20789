import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { iconNamesIn, iconPaths, iconPathsPlugin, shapeAsPath } from './icon-paths.config.ts';

describe('icons drawn as one path', () => {
  it("writes each of the set's shapes as a subpath of its own", () => {
    expect(shapeAsPath('path', { d: 'M8 2v3' })).toBe('M8 2v3');
    // Joined after another shape, a leading relative moveto would start from that shape's end.
    // The coordinates after it are lines relative to it ('m' then implicit 'l'), and stay so.
    expect(shapeAsPath('path', { d: 'm12 19-7-7 7-7' })).toBe('M12 19l-7-7 7-7');
    expect(shapeAsPath('path', { d: 'm6 6 12 12' })).toBe('M6 6l12 12');
    expect(shapeAsPath('path', { d: 'm.5.5h2' })).toBe('M.5 .5h2');
    expect(shapeAsPath('line', { x1: '12', y1: '8', x2: '12', y2: '12' })).toBe('M12 8L12 12');
    expect(shapeAsPath('circle', { cx: '12', cy: '12', r: '10' })).toBe(
      'M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0z',
    );
    // A rounded rectangle: one radius serves both, as in SVG.
    expect(shapeAsPath('rect', { x: '3', y: '4', width: '18', height: '18', rx: '2' })).toBe(
      'M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2z',
    );
    expect(shapeAsPath('rect', { x: '1', y: '1', width: '4', height: '2' })).toBe('M1 1h4v2h-4z');
    expect(shapeAsPath('polyline', { points: '1,2 3,4 5,6' })).toBe('M1 2L3 4L5 6');
  });

  it('joins the strokes and keeps a filled shape apart', () => {
    const icon = iconPaths({
      name: 'x',
      size: 24,
      node: [
        ['path', { d: 'M1 1h2', key: 'a' }],
        ['circle', { cx: '5', cy: '5', r: '1', fill: 'currentColor', key: 'b' }],
        ['line', { x1: '0', y1: '0', x2: '1', y2: '1', key: 'c' }],
      ],
    });
    expect(icon).toEqual({
      d: 'M1 1h2M0 0L1 1',
      filled: [{ d: 'M4 5a1 1 0 1 0 2 0a1 1 0 1 0 -2 0z', fill: 'currentColor' }],
    });
  });

  it('draws every icon the app names, aliases of the set included', async () => {
    const names = iconNamesIn(
      readFileSync(
        path.join(path.dirname(fileURLToPath(import.meta.url)), 'src/components/icons/index.ts'),
        'utf8',
      ),
    );
    expect(names.length).toBeGreaterThan(90);
    const plugin = iconPathsPlugin();
    const load = plugin.load as (this: unknown, id: string) => Promise<string>;
    const code = await load.call({ addWatchFile: () => undefined }, '\0virtual:icon-paths');
    const table = JSON.parse(code.replace(/^export default /, '').replace(/;$/, '')) as Record<
      string,
      { d: string }
    >;
    for (const name of names) expect(table[name]?.d, name).toMatch(/^M/);
    // 'circle-alert' is the set's alias of 'circle-exclamation-point'.
    expect(table['circle-alert']).toEqual(table['circle-exclamation-point']);
  });
});
