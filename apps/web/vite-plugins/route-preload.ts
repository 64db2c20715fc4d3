import type { Plugin, Rolldown } from 'vite';
import { chunkOf, staticClosure } from './bundle-graph.ts';

export interface RoutePreloadOptions {
  /** Page path ('/services/:id') → the source file of its page module, relative to the app root. */
  pages: Record<string, string>;
  /** Language → the source file of its texts, relative to the app root. */
  languages: Record<string, string>;
  /** Where the chosen language is kept in localStorage (as the i18n setup keeps it). */
  languageKey: string;
}

/**
 * The first page's code and its language's texts are otherwise only asked for once the entry
 * chunk has arrived and run. A tiny script, loaded `async` beside the entry, asks for them at once
 * (`modulepreload`), so they arrive alongside the entry instead of after it. It is a file, not an
 * inline script, so the Content-Security-Policy stays as strict as it is.
 */
export function routePreload(options: RoutePreloadOptions): Plugin {
  let root = '';
  return {
    name: 'karigar:route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved: (config) => {
      root = config.root;
    },
    generateBundle(_output, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const loadedByEntry = staticClosure(bundle, entry.fileName);
      const filesOf = (source: string) =>
        [...staticClosure(bundle, chunkOf(bundle, root, source, 'route-preload').fileName)]
          .filter((file) => !loadedByEntry.has(file))
          .map((f) => `/${f}`);
      const pages = Object.entries(options.pages).map(([page, source]) => [pagePattern(page), filesOf(source)]);
      const languages = Object.fromEntries(
        Object.entries(options.languages).map(([language, source]) => [language, filesOf(source)]),
      );
      const referenceId = this.emitFile({
        type: 'asset',
        name: 'route-preload.js',
        source: preloadScript(pages, languages, options.languageKey),
      });
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('route-preload: index.html is not in the bundle');
      const tag = `<script async src="/${this.getFileName(referenceId)}"></script>`;
      html.source = String(html.source).replace('</title>', `</title>\n    ${tag}`);
    },
  };
}

/** '/services/:id' → '^/services/[^/]+$' */
function pagePattern(page: string): string {
  return `^${page.replace(/:[^/]+/g, '[^/]+')}$`;
}

/** The browser side: the language as the app will choose it (kept choice, else the browser's), then the files. */
function preloadScript(pages: unknown[][], languages: Record<string, string[]>, languageKey: string): string {
  return `(() => {
  const pages = ${JSON.stringify(pages)};
  const languages = ${JSON.stringify(languages)};
  let language = null;
  try { language = localStorage.getItem(${JSON.stringify(languageKey)}); } catch {}
  if (!(language in languages)) language = navigator.language.toLowerCase().startsWith('mr') ? 'mr' : 'en';
  const path = location.pathname.replace(/(.)\\/+$/, '$1');
  const page = pages.find(([pattern]) => new RegExp(pattern).test(path));
  for (const href of [...(languages[language] || []), ...(page ? page[1] : [])]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
})();
`;
}
