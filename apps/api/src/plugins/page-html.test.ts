import { describe, expect, it } from 'vitest';
import { pageHtml } from './page-html';

const head = (links: string) => `<html><head><title>K</title>${links}</head><body><div id="root"></div></body></html>`;

describe('the page HTML', () => {
  it('adds nothing to a page without data', () => {
    expect(pageHtml(head(''), undefined)).toBe(head(''));
  });

  it('writes <, > and & in the answers as JSON escapes, which parse back to the same text', () => {
    const answer = JSON.stringify({ name: '</script><!-- a & b > c' });
    const html = pageHtml(head(''), { answers: { '/services/x': answer } });
    const block = /<script type="application\/json" id="page-data">(.*)<\/script>/.exec(html)![1]!;
    expect(block).not.toMatch(/[<>&]/);
    expect(JSON.parse(block)).toEqual({ '/services/x': { name: '</script><!-- a & b > c' } });
  });
});
