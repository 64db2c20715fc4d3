import path from 'node:path';
import type { Plugin } from 'vite';

export interface PublicSharedChunk {
  plugin: Plugin;
  /** For a `codeSplitting` group: is this module part of the public pages' shared code? */
  test: (id: string) => boolean;
}

/**
 * Left to itself the bundler gives every small module shared by two pages a chunk of its own, and
 * a public page then fetches a dozen files of a few hundred bytes, each with about 1 KB of response
 * headers. This finds the app's own modules that the public pages import (not the pages themselves,
 * and none that leads to a library in `heavy`, which stays in its own chunk), so that one group
 * puts them in one chunk.
 */
export function publicSharedChunk(pages: string[], heavy: RegExp): PublicSharedChunk {
  const shared = new Set<string>();
  let root = '';
  const plugin: Plugin = {
    name: 'karigar:public-shared-chunk',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
    },
    buildEnd() {
      const pageIds = new Set(pages.map((page) => path.resolve(root, page)));
      const leadsToHeavy = new Map<string, boolean>();
      const heavyBelow = (id: string): boolean => {
        const known = leadsToHeavy.get(id);
        if (known !== undefined) return known;
        leadsToHeavy.set(id, false); // an import cycle does not make a module heavy
        const result = heavy.test(id) || (this.getModuleInfo(id)?.importedIds ?? []).some(heavyBelow);
        leadsToHeavy.set(id, result);
        return result;
      };
      const visit = (id: string) => {
        if (shared.has(id) || pageIds.has(id) || id.includes('/node_modules/') || heavyBelow(id)) return;
        shared.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      for (const page of pageIds) {
        const info = this.getModuleInfo(page);
        if (!info) throw new Error(`public-shared-chunk: ${page} is not in the build`);
        for (const imported of info.importedIds) visit(imported);
      }
    },
  };
  return { plugin, test: (id) => shared.has(id) };
}
