import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';

const LIST = '/services?page=1&limit=12';
const fromPage = { services: [{ _id: 's1', name: 'Coat </script> <!-- done' }], total: 1, page: 1, totalPages: 1 };
const fromApi = { services: [], total: 0, page: 1, totalPages: 1 };

/** The page as the server sends it: the block holds `<` as a JSON escape. */
function putBlock(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'page-data';
  block.textContent = text;
  document.body.append(block);
}

/** Fresh modules, as on a new page load (the block is read once). */
async function freshModules() {
  vi.resetModules();
  const [{ apiRequest }, { pageAnswer }] = await Promise.all([import('./api-client'), import('./page-data')]);
  return { apiRequest, pageAnswer };
}

/** A query of `path` as the catalogue's are made: the API call, and the page's answer as initial data. */
async function queryOf(path: string) {
  const { apiRequest, pageAnswer } = await freshModules();
  return () =>
    new QueryObserver(new QueryClient(), {
      queryKey: [path],
      queryFn: () => apiRequest(path),
      initialData: pageAnswer(path),
    });
}

describe("the page's own answers (the server's JSON block)", () => {
  afterEach(() => document.getElementById('page-data')?.remove());

  it('gives the first query of its path its data at once, and later queries ask the API', async () => {
    putBlock(JSON.stringify({ [LIST]: fromPage }).replaceAll('<', '\\u003c'));
    const { calls } = mockApi({ [`GET /api${LIST}`]: () => ({ body: fromApi }) });
    const observe = await queryOf(LIST);
    expect(observe().getCurrentResult().data).toEqual(fromPage);
    expect(calls).toHaveLength(0);
    expect(document.getElementById('page-data')).toBeNull();
    const later = observe();
    expect(later.getCurrentResult().data).toBeUndefined();
    await expect(later.refetch().then((result) => result.data)).resolves.toEqual(fromApi);
    expect(calls.map((call) => call.path)).toEqual([`/api${LIST}`]);
  });

  it('never answers another path', async () => {
    putBlock(JSON.stringify({ [LIST]: fromPage }));
    mockApi({ 'GET /api/services': () => ({ body: fromApi }) });
    const observe = await queryOf('/services?page=2&limit=12');
    expect(observe().getCurrentResult().data).toBeUndefined();
  });

  it('answers nothing when the page has no block, or a damaged one', async () => {
    const { pageAnswer } = await freshModules();
    expect(pageAnswer(LIST)()).toBeUndefined();
    putBlock('{"/services?page=1&limit=12": {');
    expect((await freshModules()).pageAnswer(LIST)()).toBeUndefined();
  });
});
