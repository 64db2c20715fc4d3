/**
 * For a public page the server may put, into the HTML, the API answers the page asks for first:
 * `<script type="application/json" id="page-data">` holding `{ "<path under /api>": answer }`.
 * Each is used once, by the first GET of its path, in place of the call; later calls (a refetch,
 * another visit to the page) ask the API. Without the block (the dev server, tests) every call does.
 */
export const PAGE_DATA_ID = 'page-data';

let answers: Map<string, unknown> | undefined;

function readBlock(): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const block = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID);
  if (!block?.textContent) return found;
  block.remove();
  try {
    const data: unknown = JSON.parse(block.textContent);
    if (typeof data === 'object' && data !== null)
      for (const [path, answer] of Object.entries(data)) found.set(path, answer);
  } catch {
    // A damaged block is as good as none: the page asks the API.
  }
  return found;
}

/** The answer the page's HTML holds for this GET path, if it has one not yet used. */
export function takePageData(path: string): unknown {
  answers ??= readBlock();
  const answer = answers.get(path);
  answers.delete(path);
  return answer;
}
