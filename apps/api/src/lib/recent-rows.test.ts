import { describe, expect, it } from 'vitest';
import { RecentRows } from './recent-rows';

/** A loader that answers `row:<key>` and counts its reads per key. */
function counter() {
  const reads = new Map<string, number>();
  return {
    reads: (key: string) => reads.get(key) ?? 0,
    load: async (key: string) => {
      reads.set(key, (reads.get(key) ?? 0) + 1);
      return `row:${key}`;
    },
  };
}

describe('RecentRows', () => {
  const options = { ttlMs: 60_000, maxEntries: 3, trusted: () => true };

  it('answers a kept row without reading it again until it is forgotten', async () => {
    const cache = new RecentRows<string>(options);
    const db = counter();
    expect(await cache.get('a', db.load)).toBe('row:a');
    expect(await cache.get('a', db.load)).toBe('row:a');
    expect(db.reads('a')).toBe(1);
    cache.forget('a');
    await cache.get('a', db.load);
    expect(db.reads('a')).toBe(2);
  });

  it('keeps at most maxEntries rows, dropping the oldest first', async () => {
    const cache = new RecentRows<string>(options);
    const db = counter();
    for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.get(key, db.load);
    expect(cache.size).toBe(3);
    await cache.get('e', db.load);
    await cache.get('c', db.load);
    expect(db.reads('e') + db.reads('c')).toBe(2);
    await cache.get('a', db.load);
    expect(db.reads('a')).toBe(2);
    expect(cache.size).toBe(3);
  });

  it('does not keep a row read while a change to it was heard', async () => {
    const cache = new RecentRows<string>(options);
    const db = counter();
    let release = (): void => undefined;
    const slow = cache.get('a', async (key) => {
      await new Promise<void>((resolve) => (release = resolve));
      return db.load(key);
    });
    cache.forget('a');
    release();
    expect(await slow).toBe('row:a');
    await cache.get('a', db.load);
    expect(db.reads('a')).toBe(2);
  });

  it('neither answers nor keeps rows while it is not trusted, and keeps no missing row', async () => {
    let trusted = false;
    const cache = new RecentRows<string>({ ...options, trusted: () => trusted });
    const db = counter();
    await cache.get('a', db.load);
    await cache.get('a', db.load);
    expect(db.reads('a')).toBe(2);
    expect(cache.size).toBe(0);
    trusted = true;
    expect(await cache.get('gone', async () => undefined)).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
