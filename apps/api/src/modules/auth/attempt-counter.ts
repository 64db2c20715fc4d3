interface Window {
  count: number;
  resetAt: number;
}

export interface AttemptCounter {
  /** True while the key has used up its attempts in the current window. */
  blocked: (key: string) => boolean;
  /** Counts one attempt for the key. */
  hit: (key: string) => void;
  /** Forgets the key (after a success). */
  clear: (key: string) => void;
}

/** Sweep expired windows once the map holds this many keys, so it cannot grow without bound. */
const SWEEP_AT = 10_000;

/**
 * A fixed-window counter per key (an email or user id) kept in a Map with expiry. Each app
 * instance creates its own, so instances (and test apps) never share counts.
 */
export function createAttemptCounter(
  limit: { max: number; windowMs: number },
  now: () => number = Date.now,
): AttemptCounter {
  const windows = new Map<string, Window>();

  function current(key: string): Window | undefined {
    const window = windows.get(key);
    if (window && window.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  }

  function sweep(): void {
    const time = now();
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  }

  return {
    blocked: (key) => (current(key)?.count ?? 0) >= limit.max,
    hit: (key) => {
      const window = current(key);
      if (window) {
        window.count += 1;
        return;
      }
      if (windows.size >= SWEEP_AT) sweep();
      windows.set(key, { count: 1, resetAt: now() + limit.windowMs });
    },
    clear: (key) => {
      windows.delete(key);
    },
  };
}
