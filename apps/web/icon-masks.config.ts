import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/*
 * The icons are drawn by CSS (docs/decisions/060-icons-drawn-by-css.md): each is one empty <span>
 * whose shape is a mask cut from the icon's SVG and whose colour is the text's. This plugin writes
 * the stylesheet: one rule per icon that src/components/icons/index.ts names (`maskIcon('name')`),
 * its SVG built from the icon set's own drawing (lucide's, the library's published data), so the
 * list of icons is written once and a name the set lacks stops the build.
 */

const MODULE_ID = 'virtual:icon-masks.css';
const RESOLVED_ID = '\0virtual:icon-masks.css';
const require = createRequire(import.meta.url);
const ICONS_MODULE = fileURLToPath(new URL('./src/components/icons/index.ts', import.meta.url));

type IconNode = [tag: string, attributes: Record<string, string | number>][];
type IconData = { name: string; size: number; node: IconNode };

/** The icon names the app's icon module asks for, in its order. */
export function iconNamesIn(source: string): string[] {
  return [...source.matchAll(/maskIcon\('([a-z0-9-]+)'\)/g)].map((m) => m[1]!);
}

/** Inside url("..."): what a data URL must escape there, and nothing more (the file stays small). */
const escapeForUrl = (text: string) => text.replace(/[%#<>"]/g, (ch) => encodeURIComponent(ch));

/** The icon as a standalone SVG document, drawn as the library draws it (2 px strokes, round ends). */
export function iconSvg({ size, node }: IconData): string {
  const children = node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => `${name}='${value}'`)
        .join(' ');
      return `<${tag} ${attrs}/>`;
    })
    .join('');
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${size} ${size}' fill='none' stroke='black' ` +
    `stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${children}</svg>`
  );
}

/**
 * The stylesheet. In the `base` layer, under Tailwind's utilities, so a size, colour or margin class
 * on an icon wins as it did on the SVG. The mask is opaque where the icon is drawn; the span's
 * background, the text colour, shows there. In forced colours (Windows high contrast) backgrounds
 * are replaced, so the icon takes the system's text colour; printed, it keeps its colour.
 */
export function iconMasksCss(icons: IconData[]): string {
  const rules = icons.map(
    (icon) => `.icon-${icon.name}{--icon:url("data:image/svg+xml,${escapeForUrl(iconSvg(icon))}")}`,
  );
  return `@layer base{
.icon{display:block;flex-shrink:0;width:24px;height:24px;background-color:currentColor;
-webkit-mask:var(--icon) center/contain no-repeat;mask:var(--icon) center/contain no-repeat;
print-color-adjust:exact;-webkit-print-color-adjust:exact}
${rules.join('\n')}
}
@media (forced-colors:active){.icon{forced-color-adjust:none;background-color:CanvasText}}
`;
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
  throw new Error(`icon-masks: the icon set has no icon named '${asked}' (src/components/icons/index.ts)`);
}

export function iconMasksPlugin(): Plugin {
  return {
    name: 'saude-icon-masks',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(ICONS_MODULE);
      const names = iconNamesIn(readFileSync(ICONS_MODULE, 'utf8'));
      return iconMasksCss(await Promise.all(names.map((name) => iconData(name))));
    },
  };
}
