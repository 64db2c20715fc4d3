import type { RenderPage } from '@karigar/domain/page-render';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A chunk in Vite's build manifest (`.vite/manifest.json`), keyed there by its source file. */
interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The module the app's first script imports to start the app (apps/web/src/main.tsx). */
const START_MODULE = 'src/app/start.tsx';

/** The built web app as the server uses it: its page, its public-page renderer and its chunks. */
export interface WebApp {
  template: string;
  /** Absent when the build has no server renderer: every page is then the bare app. */
  render: RenderPage | undefined;
  /**
   * The files to preload for the app's start, these source modules and named chunks (`en-public`),
   * less those the page's template already loads.
   */
  preloads(sources: string[], chunkNames: string[]): string[];
}

/**
 * The template with its stylesheets written into it: on a slow link the first paint then waits for
 * the HTML alone, not for a second request (the Content-Security-Policy allows inline styles,
 * decision 036). A sheet that could close its own element stays a link.
 */
async function withInlineStyles(template: string, webDistDir: string): Promise<string> {
  const links = [...template.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g)];
  let html = template;
  for (const [link, file] of links) {
    const css = await readFile(path.join(webDistDir, file!), 'utf8');
    if (!css.includes('</')) html = html.replace(link, () => `<style>${css}</style>`);
  }
  return html;
}

/**
 * Reads the build once, at start: the template, the manifest and the server renderer belong to one
 * build (a rebuild is served after a restart, which `npm start` does).
 */
export async function loadWebApp(webDistDir: string): Promise<WebApp> {
  const template = await withInlineStyles(await readFile(path.join(webDistDir, 'index.html'), 'utf8'), webDistDir);
  const manifestFile = path.join(webDistDir, '.vite/manifest.json');
  const manifest: Manifest = existsSync(manifestFile) ? JSON.parse(await readFile(manifestFile, 'utf8')) : {};
  const rendererFile = path.join(webDistDir, 'server/entry-server.js');
  const render = existsSync(rendererFile)
    ? ((await import(pathToFileURL(rendererFile).href)) as { renderPage: RenderPage }).renderPage
    : undefined;

  const closure = (key: string, files: Set<string>): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, files);
    return files;
  };
  const loadedByTemplate = closure('index.html', new Set());
  return {
    template,
    render,
    preloads: (sources, chunkNames) => {
      const files = new Set<string>();
      const named = Object.keys(manifest).filter((key) => chunkNames.includes(manifest[key]!.name ?? ''));
      for (const key of [START_MODULE, ...sources, ...named]) closure(key, files);
      return [...files].filter((file) => !loadedByTemplate.has(file)).map((file) => `/${file}`);
    },
  };
}
