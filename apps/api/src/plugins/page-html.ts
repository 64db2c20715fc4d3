import negotiate from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { PageData } from './page-data';

/** The id the web app reads the answers from (apps/web/src/lib/page-data.ts). */
export const PAGE_DATA_ID = 'page-data';

/**
 * `<`, `>` and `&` as JSON escapes: the block's text then holds no `</script>` or `<!--`, whatever a
 * service's name or description says, and still parses to the same value (outside strings JSON
 * has none of these characters).
 */
function escapeForScript(json: string): string {
  return json.replace(/[<>&]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The app's index.html with the page's data: a non-executed JSON block before `</body>` (the
 * Content-Security-Policy allows no inline script, and needs none for this) and a high-priority
 * preload of its main picture early in the head. The answers go in as the API's own text, not re-encoded.
 */
export function pageHtml(template: string, data: PageData | undefined): string {
  if (!data) return template;
  let html = template;
  // The picture path was checked to be /uploads/<folder>/<uuid>.webp: nothing in it needs escaping.
  if (data.picture) {
    const link = `<link rel="preload" as="image" href="${data.picture}" fetchpriority="high" />`;
    html = html.replace('</title>', () => `</title>\n    ${link}`);
  }
  const answers = Object.entries(data.answers).map(([path, json]) => `${JSON.stringify(path)}:${json}`);
  const block = `<script type="application/json" id="${PAGE_DATA_ID}">${escapeForScript(`{${answers.join(',')}}`)}</script>`;
  return html.replace('</body>', () => `  ${block}\n  </body>`);
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
