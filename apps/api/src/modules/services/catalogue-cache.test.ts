import { describe, expect, it } from 'vitest';
import { CatalogueCache } from './catalogue-cache';

/** A catalogue version that the test moves, as a service change on any instance would. */
function versioned() {
  const state = { version: 0, reads: 0 };
  const readVersion = async () => {
    state.reads++;
    return state.version;
  };
  return { state, cache: new CatalogueCache(readVersion) };
}

describe('CatalogueCache', () => {
  it('keeps a page while the catalogue is unchanged and answers it from memory, reading only the version', async () => {
    const { state, cache } = versioned();
    let reads = 0;
    const load = async () => ({ services: ['Polishing'], read: ++reads });
    expect(await cache.get('/api/services', load)).toBe('{"services":["Polishing"],"read":1}');
    expect(await cache.get('/api/services', load)).toBe('{"services":["Polishing"],"read":1}');
    expect(await cache.peek('/api/services')).toBe('{"services":["Polishing"],"read":1}');
    expect(state.reads).toBe(3);
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

  it('keeps HTML made from the catalogue under its own key, dropped with the pages', async () => {
    const { state, cache } = versioned();
    expect(await cache.text('page /services', async () => '<main>Polishing</main>')).toBe('<main>Polishing</main>');
    expect(await cache.text('page /services', async () => '<main>other</main>')).toBe('<main>Polishing</main>');
    state.version++;
    expect(await cache.text('page /services', async () => '<main>Painting</main>')).toBe('<main>Painting</main>');
  });
});
