import { useEffect, useRef, useState } from 'react';

/** Spec section 9: a list follows its search box 500 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * What the search box of a paged list shows, and its change handler: the list's params take the
 * text (back on page 1) once typing has paused for SEARCH_DEBOUNCE_MS. The box starts with `initial`
 * (e.g. a search kept in the address).
 */
export function useSearchText<P extends { search: string; page: number }>(
  setParams: (update: (current: P) => P) => void,
  initial = '',
): [string, (text: string) => void] {
  const [text, setText] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onText = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => setParams((current) => (current.search === next ? current : { ...current, search: next, page: 1 })),
      SEARCH_DEBOUNCE_MS,
    );
  };
  return [text, onText];
}
