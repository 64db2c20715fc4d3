import { describe, expect, it } from 'vitest';
import { CatalogueCache } from './catalogue-cache';

describe('CatalogueCache', () => {
  it('keeps a page read before any change and answers it from memory', async () => {
    const cache = new CatalogueCache();
    let reads = 0;
    const load = async () => ({ services: ['Polishing'], read: ++reads });
    expect(await cache.get('/api/services', load)).toBe('{"services":["Polishing"],"read":1}');
    expect(await cache.get('/api/services', load)).toBe('{"services":["Polishing"],"read":1}');
    expect(cache.peek('/api/services')).toBe('{"services":["Polishing"],"read":1}');
  });

  it('does not keep a page whose read was overtaken by a change to the catalogue', async () => {
    const cache = new CatalogueCache();
    // The read fetches the old catalogue, then a service change clears the cache before the read stores.
    const stale = await cache.get('/api/services', async () => {
      const page = { services: ['Polishing'] };
      cache.clear();
      return page;
    });
    expect(stale).toBe('{"services":["Polishing"]}');
    expect(cache.peek('/api/services')).toBeUndefined();
    const fresh = await cache.get('/api/services', async () => ({ services: ['Polishing', 'Painting'] }));
    expect(fresh).toBe('{"services":["Polishing","Painting"]}');
    expect(cache.peek('/api/services')).toBe(fresh);
  });
});
