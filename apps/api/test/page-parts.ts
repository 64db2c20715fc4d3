/** The page's JSON block of answers, parsed, or undefined when the page has none. */
export function pageBlock(html: string): Record<string, unknown> | undefined {
  const match = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined;
}

/** What the server put inside #root. */
export function rootOf(html: string): string {
  return /<div id="root">([\s\S]*)<\/div>\s*(<script type="application\/json"|<\/body>)/.exec(html)?.[1] ?? '';
}
