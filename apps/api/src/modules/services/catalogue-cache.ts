/**
 * The public catalogue is read far more often than it changes: its pages are kept as ready JSON
 * text, keyed by the request URL. Bounded so odd search strings cannot grow it without limit.
 *
 * The pages belong to one catalogue version (a counter every service change bumps in its
 * transaction, on whichever instance made it). Each answer first reads the current version — one
 * tiny query — and drops every page when it moved. A page is kept only when no newer version was
 * seen while it was being read, so a slow read never stores an older catalogue over a newer one.
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
    await this.current();
    return this.pages.get(key);
  }

  async get(key: string, load: () => Promise<unknown>): Promise<string> {
    const version = await this.current();
    const hit = this.pages.get(key);
    if (hit !== undefined) return hit;
    const json = JSON.stringify(await load());
    if (version !== this.version) return json;
    if (this.pages.size >= this.maxEntries) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, json);
    return json;
  }

  /** Reads the catalogue's version, dropping every page when it is not the one they were read in. */
  private async current(): Promise<number> {
    const version = await this.readVersion();
    if (version !== this.version) {
      this.pages.clear();
      this.version = version;
    }
    return version;
  }
}
