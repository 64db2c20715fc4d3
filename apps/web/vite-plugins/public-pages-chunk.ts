import path from 'node:path';
import type { Plugin } from 'vite';

export interface PublicPagesChunk {
  plugin: Plugin;
  /** For a `codeSplitting` group: is this one of the app's modules the public pages share? */
  test: (id: string) => boolean;
}

/** `publicPage('features/home/pages/home-page')` in a route module (app/routes/lazy-page.ts), either quotes. */
const PUBLIC_PAGE_CALL = /\bpublicPage\(\s*["']([^"']+)["']\s*\)/g;

/**
 * Left to itself the bundler gives every small module two chunks share a chunk of its own: a
 * public page then asks for 15–20 scripts of a few hundred bytes, each a request (about 1 KB of
 * response headers, and a round trip on a phone's link). This finds the modules the public pages
 * share with any other lazily loaded page or module, less those the entry already holds, those
 * another group takes (`elsewhere`) and those that lead to a library in `heavy` (which keep their
 * chunks, loaded only where used), so one group puts them in one chunk; a module only one page
 * imports stays in that page's chunk.
 * The public pages are the files the routes name in `publicPage(…)`.
 */
export function publicPagesChunk({ heavy, elsewhere }: { heavy: RegExp; elsewhere: RegExp }): PublicPagesChunk {
  const pages = new Set<string>();
  const shared = new Set<string>();
  let srcDir = '';
  const plugin: Plugin = {
    name: 'karigar:public-pages-chunk',
    apply: 'build',
    configResolved: (config) => {
      srcDir = path.join(config.root, 'src');
    },
    transform(code) {
      for (const [, file] of code.matchAll(PUBLIC_PAGE_CALL)) pages.add(path.join(srcDir, `${file}.tsx`));
      return null;
    },
    buildEnd() {
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const leadsToHeavy = new Map<string, boolean>();
      const heavyBelow = (id: string): boolean => {
        const known = leadsToHeavy.get(id);
        if (known !== undefined) return known;
        leadsToHeavy.set(id, false); // an import cycle does not make a module heavy
        const result = heavy.test(id) || imports(id).some(heavyBelow);
        leadsToHeavy.set(id, result);
        return result;
      };
      const inEntry = new Set<string>();
      const visitEntry = (id: string) => {
        if (inEntry.has(id)) return;
        inEntry.add(id);
        imports(id).forEach(visitEntry);
      };
      for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry) visitEntry(id);
      // How many lazily loaded modules (the pages, mostly) reach each module: one reached by a
      // public page and by nothing else stays in that page's chunk.
      const reachedBy = new Map<string, number>();
      const visit = (id: string, seen: Set<string>) => {
        if (seen.has(id) || inEntry.has(id)) return;
        if (!/\.(tsx?|m?js)$/.test(id) || elsewhere.test(id) || heavyBelow(id)) return;
        seen.add(id);
        reachedBy.set(id, (reachedBy.get(id) ?? 0) + 1);
        for (const imported of imports(id)) visit(imported, seen);
      };
      const reach = (root: string) => {
        const seen = new Set<string>();
        for (const imported of imports(root)) visit(imported, seen);
        return seen;
      };
      const lazy = new Set(
        [...this.getModuleIds()].flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
      );
      for (const root of lazy) if (!pages.has(root)) reach(root);
      const fromPublic = new Set<string>();
      for (const page of pages) {
        if (!this.getModuleInfo(page)) throw new Error(`public-pages-chunk: ${page} is not in the build`);
        for (const id of reach(page)) fromPublic.add(id);
      }
      for (const id of fromPublic) if ((reachedBy.get(id) ?? 0) > 1 && !pages.has(id)) shared.add(id);
    },
  };
  return { plugin, test: (id) => shared.has(id) };
}
