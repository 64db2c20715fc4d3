import { createContext, useContext } from 'react';

/**
 * For a public page the server puts, into the HTML, the API answers the page asks for first:
 * `<script type="application/json" id="page-data">` holding `{ "<path under /api>": answer }`,
 * and renders the page with the same answers. Each is used once, as the initial data of the
 * query for its path, so the page's first render (on the server, and the hydration in the
 * browser) shows it; later calls (a refetch, another visit to the page) ask the API. Without the
 * block (the dev server, tests) every query does.
 */
export const PAGE_DATA_ID = 'page-data';

/** One page's answers, each given once. */
export class PageAnswers {
  constructor(private readonly answers: Map<string, unknown> = new Map()) {}

  /** The answers in the page's block (which is then removed); none when it has none or a damaged one. */
  static fromDocument(): PageAnswers {
    const found = new Map<string, unknown>();
    const block = document.getElementById(PAGE_DATA_ID);
    if (!block?.textContent) return new PageAnswers(found);
    block.remove();
    try {
      const data: unknown = JSON.parse(block.textContent);
      if (typeof data === 'object' && data !== null)
        for (const [path, answer] of Object.entries(data)) found.set(path, answer);
    } catch {
      // A damaged block is as good as none: the page asks the API.
    }
    return new PageAnswers(found);
  }

  /** The answer for this GET path, if there is one not yet used. */
  take(path: string): unknown {
    const answer = this.answers.get(path);
    this.answers.delete(path);
    return answer;
  }
}

const PageAnswersContext = createContext(new PageAnswers());
export const PageAnswersProvider = PageAnswersContext.Provider;

/**
 * A query's `initialData` for a GET path: the page's answer, if it holds one not yet used. The
 * query then has its data when the page first renders, instead of a call answered a moment later
 * and a second render (a long task on a phone, after the page has painted).
 */
export function usePageAnswer<T>(path: string): () => T | undefined {
  const answers = useContext(PageAnswersContext);
  return () => answers.take(path) as T | undefined;
}
