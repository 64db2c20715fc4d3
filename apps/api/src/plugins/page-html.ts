import negotiate from '@fastify/accept-negotiator';
import { PAGE_MODULES_ID } from '@karigar/domain/page-modules';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { PageData } from './page-data';
import type { Visitor } from './visitor';

/** The id the web app reads the answers from (apps/web/src/lib/page-data.ts). */
export const PAGE_DATA_ID = 'page-data';

/** What goes into the app's index.html for one page. */
export interface PageParts {
  visitor: Visitor;
  /** The page rendered on the server, inside `#root`; none for a page the browser renders. */
  root?: string;
  /** Chunk files (`/assets/…`) the app needs for the page besides its first script. */
  preloads?: string[];
  /** Font files (`/assets/…`) its first view shows. */
  fonts?: string[];
  data?: PageData;
}

/**
 * `<`, `>` and `&` as JSON escapes: the block's text then holds no `</script>` or `<!--`, whatever a
 * service's name or description says, and still parses to the same value (outside strings JSON
 * has none of these characters).
 */
function escapeForScript(json: string): string {
  return json.replace(/[<>&]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * On a page rendered on the server the scripts only hydrate what is already shown: the first script
 * is fetched at low priority, and the chunks wait, listed in an inert `<template>`, until it moves
 * them into the head after the page has been painted (decision 057). On a slow link the page's
 * picture and fonts come first. A page the browser renders needs its scripts to show anything: its
 * chunks are preloaded from the head at their default priority.
 */
function hydrationLast(html: string, modules: string[]): string {
  const lowFirst = html.replace(/<(script type="module"|link rel="modulepreload")/g, '$& fetchpriority="low"');
  if (!modules.length) return lowFirst;
  return lowFirst.replace(
    '</body>',
    () => `  <template id="${PAGE_MODULES_ID}">${modules.join('')}</template>\n  </body>`,
  );
}

/**
 * The app's index.html for a page: `<html>` carries the visitor's language and chosen theme (so
 * nothing flashes), the head preloads the page's main picture, fonts and (on a page the browser
 * renders) chunks, `#root` holds the server's rendering, and the answers the page starts from follow
 * in a non-executed JSON block (the Content-Security-Policy allows no inline script, and needs none
 * for this). The answers go in as the API's own text, not re-encoded. Chunk and picture paths come
 * from the build and from checked upload names: nothing in them needs escaping.
 */
export function pageHtml(template: string, { visitor, root, preloads = [], fonts = [], data }: PageParts): string {
  const { language, theme } = visitor;
  const themed = theme ? ` class="${theme}" style="color-scheme: ${theme}"` : '';
  let html = template.replace(/<html lang="[^"]*">/, () => `<html lang="${language}"${themed}>`);
  const modules = preloads.map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`);
  const links = [
    ...(data?.picture ? [`<link rel="preload" as="image" href="${data.picture}" fetchpriority="high" />`] : []),
    ...fonts.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${file}" />`),
    ...(root === undefined ? modules : []),
  ];
  if (links.length) html = html.replace('</title>', () => `</title>\n    ${links.join('\n    ')}`);
  if (root !== undefined) html = html.replace('<div id="root"></div>', () => `<div id="root">${root}</div>`);
  if (data) {
    const answers = Object.entries(data.answers).map(([path, json]) => `${JSON.stringify(path)}:${json}`);
    const block = `<script type="application/json" id="${PAGE_DATA_ID}">${escapeForScript(`{${answers.join(',')}}`)}</script>`;
    html = html.replace('</body>', () => `  ${block}\n  </body>`);
  }
  return root === undefined ? html : hydrationLast(html, modules);
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The HTML compressed as the browser prefers (brotli or gzip, by Accept-Encoding), or as it is. */
export async function encodeHtml(
  html: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer; encoding?: 'br' | 'gzip' }> {
  const body = Buffer.from(html);
  const encoding = acceptEncoding ? negotiate(acceptEncoding, ['br', 'gzip']) : null;
  if (encoding === 'br')
    return { body: await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding };
  if (encoding === 'gzip') return { body: await gzipped(body), encoding };
  return { body };
}
