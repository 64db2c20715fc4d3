/**
 * The public catalogue is read far more often than it changes: its pages are kept as ready JSON
 * text, keyed by the request URL. Bounded so odd search strings cannot grow it without limit.
 *
 * The pages belong to one catalogue version (a counter every service change bumps in its
 * transaction, on whichever instance made it). Each answer first reads the current version — one
 * tiny query — and drops every page when it moved, so a change made through any instance is seen by
 * every other one in its next answer. A page is kept only when no other version was seen while it
 * was being read, so a slow read never stores an older catalogue.
 */
export class CatalogueCache {
  private readonly pages = new Map<string, string>();
  private version: number | undefined;

  constructor(
    private readonly readVersion: () => Promise<number>,
    private readonly maxEntries = 200,
  ) {}

  /** The cached page for this key, when the catalogue has not changed since it was read. */
  async peek(key: string): Promise<string | undefined> {
    return (await this.current()) === this.version ? this.pages.get(key) : undefined;
  }

  /** The cached answer for this key, else `load`'s value as JSON text (kept while the version stands). */
  get(key: string, load: () => Promise<unknown>): Promise<string> {
    return this.text(key, async () => JSON.stringify(await load()));
  }

  /** The cached text for this key, else what `load` makes of the catalogue (a page's HTML), kept likewise. */
  async text(key: string, load: () => Promise<string>): Promise<string> {
    const version = await this.current();
    const hit = version === this.version ? this.pages.get(key) : undefined;
    if (hit !== undefined) return hit;
    const text = await load();
    if (version !== this.version) return text;
    if (this.pages.size >= this.maxEntries) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, text);
    return text;
  }

  /** The version read now; when it is not the one the pages belong to, every page goes. */
  private async current(): Promise<number> {
    const version = await this.readVersion();
    if (version !== this.version) {
      this.pages.clear();
      this.version = version;
    }
    return version;
  }
}
