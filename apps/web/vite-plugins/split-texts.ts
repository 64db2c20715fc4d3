import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

export interface SplitTextsOptions {
  /** Top-level sections of the language bundles that only signed-in screens show. */
  signedInSections: string[];
  /** Parts of those sections ('quotations.server') that public pages can show all the same. */
  keepPublic: string[];
  /** The public pages' source files, relative to the app root: none of their code may name those sections. */
  publicPages: string[];
}

const PART = /\.json\?(public|signed-in)-texts$/;

type Texts = { [key: string]: string | Texts };

/** The texts at `paths` alone (`keep`) or all but them. */
function select(texts: Texts, paths: string[][], keep: boolean): Texts {
  const result: Texts = {};
  for (const [key, value] of Object.entries(texts)) {
    const below = paths.filter((p) => p[0] === key);
    if (below.some((p) => p.length === 1)) {
      if (keep) result[key] = value;
    } else if (below.length && typeof value !== 'string') {
      const part = select(
        value,
        below.map((p) => p.slice(1)),
        keep,
      );
      if (Object.keys(part).length) result[key] = part;
    } else if (!keep) result[key] = value;
  }
  return result;
}

/**
 * en.json and mr.json stay the one source of every text; `./en.json?public-texts` is the bundle
 * without the signed-in sections and `./en.json?signed-in-texts` those sections alone, so a public
 * page does not download the texts of the account and admin screens.
 *
 * The build fails if code a public page loads (its modules, what they import, and what the entry
 * imports) names a key in a signed-in section.
 */
export function splitTexts(options: SplitTextsOptions): Plugin {
  const signedInPaths = options.signedInSections.map((section) => [section]);
  const keptPaths = options.keepPublic.map((key) => key.split('.'));
  const namesSignedInKey = new RegExp(`['"\`]((?:${options.signedInSections.join('|')})\\.[\\w.]+)`, 'g');
  const isKept = (key: string) => options.keepPublic.some((kept) => key === kept || key.startsWith(`${kept}.`));
  let root = '';
  return {
    name: 'karigar:split-texts',
    enforce: 'pre',
    configResolved: (config) => {
      root = config.root;
    },
    async load(id) {
      const part = PART.exec(id)?.[1];
      if (!part) return null;
      const file = id.replace(/\?.*$/, '');
      this.addWatchFile(file);
      const bundle = JSON.parse(await readFile(file, 'utf8')) as Texts;
      const signedIn = select(select(bundle, signedInPaths, true), keptPaths, false);
      const texts = part === 'signed-in' ? signedIn : select(bundle, pathsOf(signedIn), false);
      return `export default ${JSON.stringify(texts)};`;
    },
    buildEnd() {
      if (this.environment.mode !== 'build') return;
      const seen = new Set<string>();
      const visit = (id: string, followDynamic: boolean) => {
        if (seen.has(id) || id.includes('/node_modules/')) return;
        seen.add(id);
        const info = this.getModuleInfo(id);
        if (!info) return;
        const found = [...(info.code ?? '').matchAll(namesSignedInKey)].find((match) => !isKept(match[1]!));
        if (found) this.error(`${id} is loaded by a public page but names the signed-in text ${found[1]}`);
        for (const imported of info.importedIds) visit(imported, followDynamic);
        if (followDynamic) for (const imported of info.dynamicallyImportedIds) visit(imported, true);
      };
      for (const page of options.publicPages) visit(path.resolve(root, page), true);
      // The entry's own dynamic imports are the routes; the signed-in ones load their texts.
      for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry) visit(id, false);
    },
  };
}

/** The path of every text in `texts`. */
function pathsOf(texts: Texts, prefix: string[] = []): string[][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [[...prefix, key]] : pathsOf(value, [...prefix, key]),
  );
}
