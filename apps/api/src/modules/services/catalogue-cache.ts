/**
 * The public catalogue is read far more often than it changes: its pages are kept as ready JSON
 * text, keyed by the request URL, and dropped whenever a service is created, changed or removed.
 * Bounded so odd search strings cannot grow it without limit.
 */
export class CatalogueCache {
  private readonly pages = new Map<string, string>();

  constructor(private readonly maxEntries = 200) {}

  peek(key: string): string | undefined {
    return this.pages.get(key);
  }

  async get(key: string, load: () => Promise<unknown>): Promise<string> {
    const hit = this.pages.get(key);
    if (hit !== undefined) return hit;
    const json = JSON.stringify(await load());
    if (this.pages.size >= this.maxEntries) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, json);
    return json;
  }

  clear(): void {
    this.pages.clear();
  }
}
