export interface RecentRowsOptions {
  /** How long an entry is used, from the moment its read began. */
  ttlMs: number;
  /** At most this many entries; the oldest goes first. */
  maxEntries: number;
  /** While false nothing is read from or kept in the cache (e.g. changes may be going unheard). */
  trusted: () => boolean;
}

/**
 * A small per-instance cache of rows read by key. Dropping an entry (or all) also stops the reads
 * under way from keeping what they got, since they may have read it before the change.
 */
export class RecentRows<T> {
  private readonly entries = new Map<string, { row: T; expiresAt: number }>();
  /** Moves on every drop: a read keeps its row only when no drop happened while it ran. */
  private drops = 0;

  constructor(private readonly options: RecentRowsOptions) {}

  get size(): number {
    return this.entries.size;
  }

  /** The kept row while it is fresh and trusted, or else the row `load` reads (kept when found). */
  async get(key: string, load: (key: string) => Promise<T | undefined>): Promise<T | undefined> {
    const { ttlMs, maxEntries, trusted } = this.options;
    if (!trusted()) return load(key);
    const now = performance.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.row;
    if (hit) this.entries.delete(key);
    const drops = this.drops;
    const row = await load(key);
    if (row === undefined || drops !== this.drops || !trusted()) return row;
    this.entries.delete(key);
    if (this.entries.size >= maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { row, expiresAt: now + ttlMs });
    return row;
  }

  forget(key: string): void {
    this.entries.delete(key);
    this.drops++;
  }

  clear(): void {
    this.entries.clear();
    this.drops++;
  }
}
