import type { Plugin } from 'vite';

/*
 * V8 compiles a function when it is first called, on the main thread: a signed-in page's first load
 * compiled some 1 000 functions that way, 140-200 ms without throttling on a slow machine (four times
 * that on a slow phone), within the boot's and the first render's long tasks. This comment on a
 * file's first line (V8's explicit compile hints, Chromium 136 and later; a comment to other
 * browsers) has every function of the file compiled with the file, on a background thread. V8 reads
 * it on the first line only, so it goes in after the bundler's own first lines (the preload list).
 * The background threads then compile every function of those files (some 3 000, against the
 * 1 000 a page calls): a gain where a phone has cores to spare beside its slow main one, a wash on a
 * machine of two busy cores (bench/RESULTS.md, "Functions compiled with their files").
 */
export const COMPILE_EAGERLY = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks every chunk of the build for eager compilation, but those holding a module `leftOut` matches:
 * the big libraries a few screens load (charts, map, QR code), of which those screens call a small
 * part, so compiling all of it would only cost the phone's cores and memory.
 */
export function compileHintsPlugin(leftOut: RegExp): Plugin {
  return {
    name: 'saude-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || file.moduleIds.some((id) => leftOut.test(id))) continue;
          file.code = COMPILE_EAGERLY + file.code;
          // A source map (when asked for) maps every line one further down.
          const mapFile = bundle[`${file.fileName}.map`];
          if (mapFile?.type === 'asset') {
            const map = JSON.parse(String(mapFile.source)) as { mappings: string };
            mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          }
        }
      },
    },
  };
}
