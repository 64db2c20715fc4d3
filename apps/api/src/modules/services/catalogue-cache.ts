/**
 * The public catalogue is read far more often than it changes: its pages are kept as ready JSON
 * text, keyed by the request URL, and dropped whenever a service is created, changed or removed.
 * Bounded so odd search strings cannot grow it without limit.
 *
 * Every clear starts a new generation. A page read before a clear may hold the old catalogue, so
 * it is only kept when no clear happened while it was being read.
 */
export class CatalogueCache {
  private readonly pages = new Map<string, string>();
  private generation = 0;

  constructor(private readonly maxEntries = 200) {}

  peek(key: string): string | undefined {
    return this.pages.get(key);
  }

  async get(key: string, load: () => Promise<unknown>): Promise<string> {
    const hit = this.pages.get(key);
    if (hit !== undefined) return hit;
    const startedIn = this.generation;
    const json = JSON.stringify(await load());
    if (startedIn !== this.generation) return json;
    if (this.pages.size >= this.maxEntries) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, json);
    return json;
  }

  clear(): void {
    this.generation++;
    this.pages.clear();
  }
}
