import { describe, expect, it } from 'vitest';
import { CatalogueCache } from './catalogue-cache';

/**
 * A catalogue version that the test moves, as a service change on any instance would, and whether
 * the instance hears every change notice (`heard`).
 */
function versioned(heard = false) {
  const state = { version: 0, reads: 0, heard };
  const readVersion = async () => {
    state.reads++;
    return state.version;
  };
  return { state, cache: new CatalogueCache(readVersion, () => state.heard) };
}

describe('CatalogueCache, while changes may go unheard', () => {
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

describe('CatalogueCache, while every change is heard', () => {
  const load = (services: string[]) => async () => ({ services });

  it('answers from memory without reading the version again', async () => {
    const { state, cache } = versioned(true);
    await cache.get('/api/services', load(['Polishing']));
    await cache.get('/api/services', load(['Polishing']));
    expect(await cache.peek('/api/services')).toBe('{"services":["Polishing"]}');
    expect(state.reads).toBe(1);
  });

  it('drops its pages and reads the version again once a change is heard', async () => {
    const { state, cache } = versioned(true);
    await cache.get('/api/services', load(['Polishing']));
    state.version++;
    cache.changed();
    expect(await cache.peek('/api/services')).toBeUndefined();
    expect(await cache.get('/api/services', load(['Polishing', 'Painting']))).toBe(
      '{"services":["Polishing","Painting"]}',
    );
    expect(await cache.peek('/api/services')).toBe('{"services":["Polishing","Painting"]}');
    expect(state.reads).toBe(2);
  });

  it('keeps nothing read while a change was heard', async () => {
    const { state, cache } = versioned(true);
    await cache.get('/api/services', load(['Polishing']));
    // A change is heard while a page is read, and again while the version is read.
    const stale = await cache.get('/api/services?page=2', async () => {
      cache.changed();
      return { services: [] };
    });
    expect(stale).toBe('{"services":[]}');
    expect(await cache.peek('/api/services?page=2')).toBeUndefined();
    const slowVersion = new CatalogueCache(
      async () => {
        slowVersion.changed();
        return state.version;
      },
      () => true,
    );
    await slowVersion.get('/api/services', load(['Polishing']));
    expect(await slowVersion.peek('/api/services')).toBeUndefined();
  });

  it('reads the version on every answer once changes may go unheard', async () => {
    const { state, cache } = versioned(true);
    await cache.get('/api/services', load(['Polishing']));
    state.heard = false;
    state.version++;
    expect(await cache.peek('/api/services')).toBeUndefined();
    expect(state.reads).toBe(2);
  });
});
