/**
 * For a public page the server may put, into the HTML, the API answers the page asks for first:
 * `<script type="application/json" id="page-data">` holding `{ "<path under /api>": answer }`.
 * Each is used once, as the initial data of the query for its path, so the page's first render
 * shows it; later calls (a refetch, another visit to the page) ask the API. Without the block (the
 * dev server, tests) every query does.
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
function takePageData(path: string): unknown {
  answers ??= readBlock();
  const answer = answers.get(path);
  answers.delete(path);
  return answer;
}

/**
 * A query's `initialData` for a GET path: the page's answer, if it holds one not yet used. The
 * query then has its data when the page first renders, instead of a call answered a moment later
 * and a second render (a long task on a phone, after the page has painted).
 */
export function pageAnswer<T>(path: string): () => T | undefined {
  return () => takePageData(path) as T | undefined;
}
