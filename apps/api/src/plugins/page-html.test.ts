import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeHtml, pageHtml } from './page-html';

const head = (links: string) =>
  `<html lang="en"><head><title>K</title>${links}</head><body><div id="root"></div></body></html>`;
const english = { language: 'en', theme: undefined, signedIn: false } as const;

describe('the page HTML', () => {
  it('adds nothing to an English page without data, content or a chosen theme', () => {
    expect(pageHtml(head(''), { visitor: english })).toBe(head(''));
  });

  it("names the visitor's language and chosen theme on <html>, and puts the page's content in #root", () => {
    const html = pageHtml(head(''), {
      visitor: { language: 'mr', theme: 'dark', signedIn: false },
      root: '<h1>नमस्कार</h1>',
      preloads: ['/assets/page-1.js'],
    });
    expect(html).toContain('<html lang="mr" class="dark" style="color-scheme: dark">');
    expect(html).toContain('<div id="root"><h1>नमस्कार</h1></div>');
  });

  it("preloads the first view's fonts, fetches a rendered page's first script at low priority and lists its chunks inert", async () => {
    const template = head('<script type="module" crossorigin src="/assets/index.js"></script>');
    const parts = { visitor: english, fonts: ['/assets/f.woff2'], preloads: ['/assets/page-1.js'] };
    const rendered = pageHtml(template, { ...parts, root: '<h1>Hi</h1>' });
    expect(rendered).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/f.woff2" />');
    expect(rendered).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">');
    // The chunks wait in a template until the first script has seen the page painted.
    expect(rendered).toContain(
      '<template id="page-modules"><link rel="modulepreload" crossorigin href="/assets/page-1.js" /></template>\n  </body>',
    );
    expect(rendered.split('modulepreload')).toHaveLength(2);
    // A page the browser renders shows nothing until its scripts run: they start at once, from the head.
    const bare = pageHtml(template, parts);
    expect(bare).toContain('<script type="module" crossorigin src="/assets/index.js">');
    expect(bare).toContain(
      '</title>\n    <link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/f.woff2" />\n    <link rel="modulepreload" crossorigin href="/assets/page-1.js" />',
    );
    expect(bare).not.toContain('<template');
  });

  it('writes <, > and & in the answers as JSON escapes, which parse back to the same text', () => {
    const answer = JSON.stringify({ name: '</script><!-- a & b > c' });
    const html = pageHtml(head(''), { visitor: english, data: { answers: { '/services/x': answer } } });
    const block = /<script type="application\/json" id="page-data">(.*)<\/script>/.exec(html)![1]!;
    expect(block).not.toMatch(/[<>&]/);
    expect(JSON.parse(block)).toEqual({ '/services/x': { name: '</script><!-- a & b > c' } });
  });

  it('compresses with the encoding the browser prefers, and not with one it refuses', async () => {
    const html = head('');
    const br = await encodeHtml(html, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    const gzip = await encodeHtml(html, 'gzip;q=1, br;q=0.5');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    expect((await encodeHtml(html, 'br;q=0, gzip')).encoding).toBe('gzip');
    for (const refused of ['gzip;q=0', 'identity', undefined]) {
      const plain = await encodeHtml(html, refused);
      expect(plain.encoding).toBeUndefined();
      expect(plain.body.toString()).toBe(html);
    }
  });
});
