import type { Plugin } from 'vite';
import { chunkOf, staticClosure } from './bundle-graph.ts';

/** V8's file-level compile hint (Chrome 136 on): compile every function in the file as it streams in. */
const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The code a public page runs as it loads (the entry chunk, the page's chunk and what they import)
 * is otherwise compiled function by function on its first call, on the main thread, in the middle of
 * the first render. Marked with V8's compile hint, the browser compiles those files on a background
 * thread while they download. Chunks loaded later (signed-in screens, validation) stay lazily compiled.
 */
export function compileHints(pages: string[]): Plugin {
  let root = '';
  return {
    name: 'karigar:compile-hints',
    apply: 'build',
    enforce: 'post',
    configResolved: (config) => {
      root = config.root;
    },
    // After Vite's own additions to the chunks (the entry's dependency map goes first in its file).
    generateBundle: {
      order: 'post',
      handler(_output, bundle) {
        const entries = Object.values(bundle).filter((file) => file.type === 'chunk' && file.isEntry);
        const starts = [...entries, ...pages.map((page) => chunkOf(bundle, root, page, 'compile-hints'))];
        const loaded = new Set(starts.flatMap((chunk) => [...staticClosure(bundle, chunk.fileName)]));
        for (const fileName of loaded) {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk') continue;
          chunk.code = HINT + chunk.code;
          // The hint is one more line at the top: the source map's lines move down by one.
          const map = bundle[`${fileName}.map`];
          if (map?.type === 'asset') {
            const parsed = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
