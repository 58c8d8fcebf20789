import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/*
 * Each icon as one SVG path (docs/decisions/060-icons-of-one-path.md): the icon set draws an icon
 * with an element per stroke (lines, circles, rectangles, paths; three to ten of them), and a list of
 * fifty appointments held more SVG elements than everything else together. Its strokes, all drawn
 * alike, are the same drawing as the subpaths of one path, so this plugin writes, for every icon that
 * src/components/icons/index.ts names (`svgIcon('name')`), that one path's data from the set's own
 * drawing (lucide's published data). A name the set lacks stops the build.
 */

const MODULE_ID = 'virtual:icon-paths';
const RESOLVED_ID = '\0virtual:icon-paths';
const require = createRequire(import.meta.url);
const ICONS_MODULE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src/components/icons/index.ts');

type Attributes = Record<string, string | number>;
type IconNode = [tag: string, attributes: Attributes][];
type IconData = { name: string; size: number; node: IconNode };
/** One icon: its strokes as one path, and the few shapes drawn filled (a dot), kept apart. */
export type IconPaths = { d: string; filled: Attributes[] };

/** The icon names the app's icon module asks for, in its order. */
export function iconNamesIn(source: string): string[] {
  return [...source.matchAll(/svgIcon\('([a-z0-9-]+)'\)/g)].map((m) => m[1]!);
}

const n = (a: Attributes, key: string) => Number(a[key] ?? 0);

const NUMBER = String.raw`[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?`;
const RELATIVE_START = new RegExp(String.raw`^m\s*(${NUMBER})[\s,]*(${NUMBER})[\s,]*`);

/**
 * A path's first moveto is absolute even when written relative ('m6 6 12 12'): joined after another
 * shape it would be read from that shape's end. So it is written absolute, and the coordinates that
 * follow it, lines relative to it, keep their relative command ('M6 6l12 12').
 */
export function absoluteStart(d: string): string {
  const start = RELATIVE_START.exec(d);
  if (!start) return d;
  const rest = d.slice(start[0].length);
  return `M${start[1]} ${start[2]}${rest && !/^[a-zA-Z]/.test(rest) ? 'l' : ''}${rest}`;
}

/** A shape of the set as path data: each starts its own subpath, so it is drawn as it was. */
export function shapeAsPath(tag: string, a: Attributes): string {
  if (tag === 'path') return absoluteStart(String(a.d).trim());
  if (tag === 'line') return `M${n(a, 'x1')} ${n(a, 'y1')}L${n(a, 'x2')} ${n(a, 'y2')}`;
  if (tag === 'circle' || tag === 'ellipse') {
    const [cx, cy] = [n(a, 'cx'), n(a, 'cy')];
    const [rx, ry] = tag === 'circle' ? [n(a, 'r'), n(a, 'r')] : [n(a, 'rx'), n(a, 'ry')];
    return `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0z`;
  }
  if (tag === 'rect') {
    const [x, y, w, h] = [n(a, 'x'), n(a, 'y'), n(a, 'width'), n(a, 'height')];
    // As SVG reads a rectangle's corners: one radius given serves for both, each at most half a side.
    const rx = Math.min(a.rx !== undefined ? n(a, 'rx') : n(a, 'ry'), w / 2);
    const ry = Math.min(a.ry !== undefined ? n(a, 'ry') : n(a, 'rx'), h / 2);
    if (!rx || !ry) return `M${x} ${y}h${w}v${h}h${-w}z`;
    const arc = (dx: number, dy: number) => `a${rx} ${ry} 0 0 1 ${dx} ${dy}`;
    return (
      `M${x + rx} ${y}h${w - 2 * rx}${arc(rx, ry)}v${h - 2 * ry}${arc(-rx, ry)}` +
      `h${-(w - 2 * rx)}${arc(-rx, -ry)}v${-(h - 2 * ry)}${arc(rx, -ry)}z`
    );
  }
  if (tag === 'polyline' || tag === 'polygon') {
    const points = String(a.points)
      .trim()
      .split(/[\s,]+/);
    const pairs: string[] = [];
    for (let i = 0; i + 1 < points.length; i += 2) pairs.push(`${points[i]} ${points[i + 1]}`);
    return `M${pairs.join('L')}${tag === 'polygon' ? 'z' : ''}`;
  }
  throw new Error(`icon-paths: no path for a <${tag}>`);
}

/** The icon's strokes as one path; a shape with a fill of its own stays a shape. */
export function iconPaths({ node }: IconData): IconPaths {
  const strokes = node.filter(([, a]) => a.fill === undefined);
  const filled = node
    .filter(([, a]) => a.fill !== undefined)
    .map(([tag, a]) => ({ d: shapeAsPath(tag, a), fill: a.fill! }));
  return { d: strokes.map(([tag, a]) => shapeAsPath(tag, a)).join(''), filled };
}

/** The set's drawing of an icon; a name that is another's alias (circle-alert) leads to that one. */
async function iconData(name: string, asked = name): Promise<IconData> {
  let module: { __iconData?: IconData } | undefined;
  try {
    module = (await import(`lucide-react/icons/${name}`)) as { __iconData?: IconData };
  } catch {
    module = undefined;
  }
  if (module?.__iconData) return { ...module.__iconData, name: asked };
  const file = module ? readFileSync(require.resolve(`lucide-react/icons/${name}`), 'utf8') : '';
  const target = /export \{ default \} from '\.\/([a-z0-9-]+)\.mjs'/.exec(file)?.[1];
  if (target && target !== name) return iconData(target, asked);
  throw new Error(`icon-paths: the icon set has no icon named '${asked}' (src/components/icons/index.ts)`);
}

export function iconPathsPlugin(): Plugin {
  return {
    name: 'saude-icon-paths',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(ICONS_MODULE);
      const names = iconNamesIn(readFileSync(ICONS_MODULE, 'utf8'));
      const icons = await Promise.all(names.map((name) => iconData(name)));
      const table = Object.fromEntries(icons.map((icon) => [icon.name, iconPaths(icon)]));
      return `export default ${JSON.stringify(table)};`;
    },
  };
}
