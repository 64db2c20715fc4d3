import { describe, expect, it } from 'vitest';
import { CatalogueCache } from './catalogue-cache';

/** A catalogue version that the test moves, as a service change on any instance would. */
function versioned() {
  const state = { version: 0 };
  return { state, cache: new CatalogueCache(async () => state.version) };
}

describe('CatalogueCache', () => {
  it('keeps a page while the catalogue is unchanged and answers it from memory', async () => {
    const { cache } = versioned();
    let reads = 0;
    const load = async () => ({ services: ['Polishing'], read: ++reads });
    expect(await cache.get('/api/services', load)).toBe('{"services":["Polishing"],"read":1}');
    expect(await cache.get('/api/services', load)).toBe('{"services":["Polishing"],"read":1}');
    expect(await cache.peek('/api/services')).toBe('{"services":["Polishing"],"read":1}');
  });

  it('drops its pages once the catalogue version moves, whichever instance moved it', async () => {
    const { state, cache } = versioned();
    await cache.get('/api/services', async () => ({ services: ['Polishing'] }));
    state.version++;
    expect(await cache.peek('/api/services')).toBeUndefined();
    const fresh = await cache.get('/api/services', async () => ({ services: ['Polishing', 'Painting'] }));
    expect(fresh).toBe('{"services":["Polishing","Painting"]}');
    expect(await cache.peek('/api/services')).toBe(fresh);
  });

  it('does not keep a page whose read was overtaken by a newer catalogue version', async () => {
    const { state, cache } = versioned();
    // The slow read fetches the old catalogue; meanwhile a change lands and another request sees it.
    const stale = await cache.get('/api/services', async () => {
      const page = { services: ['Polishing'] };
      state.version++;
      await cache.get('/api/services?page=2', async () => ({ services: [] }));
      return page;
    });
    expect(stale).toBe('{"services":["Polishing"]}');
    expect(await cache.peek('/api/services')).toBeUndefined();
    expect(await cache.peek('/api/services?page=2')).toBe('{"services":[]}');
  });
});
