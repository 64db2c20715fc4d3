/**
 * The public catalogue is read far more often than it changes: its pages are kept as ready JSON
 * text, keyed by the request URL. Bounded so odd search strings cannot grow it without limit.
 *
 * The pages belong to one catalogue version (a counter every service change bumps in its
 * transaction, on whichever instance made it, with a notice to every instance). While the instance
 * hears every change notice, the version it read stands until a notice of a catalogue change (or of
 * possibly missed ones) drops it; while it cannot, each answer first reads the current version — one
 * tiny query — and drops every page when it moved. A page is kept only when no change was heard and
 * no newer version seen while it was being read, so a slow read never stores an older catalogue.
 */
export class CatalogueCache {
  private readonly pages = new Map<string, string>();
  private version: number | undefined;
  /** Moves on every change heard: a version read while one was heard is not kept. */
  private changes = 0;

  constructor(
    private readonly readVersion: () => Promise<number>,
    /** Whether every change notice reaches this instance now. */
    private readonly trusted: () => boolean,
    private readonly maxEntries = 200,
  ) {}

  /** The cached page for this key, when the catalogue has not changed since it was read. */
  async peek(key: string): Promise<string | undefined> {
    return (await this.current()) === undefined ? undefined : this.pages.get(key);
  }

  /** The cached answer for this key, else `load`'s value as JSON text (kept while the version stands). */
  get(key: string, load: () => Promise<unknown>): Promise<string> {
    return this.text(key, async () => JSON.stringify(await load()));
  }

  /** The cached text for this key, else what `load` makes of the catalogue (a page's HTML), kept likewise. */
  async text(key: string, load: () => Promise<string>): Promise<string> {
    const version = await this.current();
    const hit = version === undefined ? undefined : this.pages.get(key);
    if (hit !== undefined) return hit;
    const text = await load();
    if (version === undefined || version !== this.version) return text;
    if (this.pages.size >= this.maxEntries) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, text);
    return text;
  }

  /** A catalogue change was heard (or changes may have been missed): every page goes. */
  changed(): void {
    this.changes++;
    this.version = undefined;
    this.pages.clear();
  }

  /**
   * The version the pages belong to: the one kept while changes are heard, else read (dropping
   * every page when it is not the one they were read in). Undefined when a change was heard while
   * reading it: nothing read now may be kept.
   */
  private async current(): Promise<number | undefined> {
    if (this.version !== undefined && this.trusted()) return this.version;
    const changes = this.changes;
    const version = await this.readVersion();
    if (changes !== this.changes) return undefined;
    if (version !== this.version) {
      this.pages.clear();
      this.version = version;
    }
    return version;
  }
}
