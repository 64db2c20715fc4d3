import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** Search debounce (spec §9). */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * A searchable, paged list's state: the text as typed, the search sent once typing pauses for
 * 500 ms, and the page, which starts again at 1 for every new search.
 */
export function useServiceSearch() {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  return { text, setText, search, page, setPage: (next: number) => setPaging({ search, page: next }) };
}
