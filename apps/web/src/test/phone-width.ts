import { vi } from 'vitest';

/** Makes the window answer media queries as a phone would (narrower than `md`). */
export function asPhone(): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}
