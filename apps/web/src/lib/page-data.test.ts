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

/** A fresh API client, as on a new page load (it reads the block once). */
async function freshClient() {
  vi.resetModules();
  return import('./api-client');
}

describe("the page's own answers (the server's JSON block)", () => {
  afterEach(() => document.getElementById('page-data')?.remove());

  it('answers the first GET of its path from the block, and asks the API from then on', async () => {
    putBlock(JSON.stringify({ [LIST]: fromPage }).replaceAll('<', '\\u003c'));
    const { calls } = mockApi({ [`GET /api${LIST}`]: () => ({ body: fromApi }) });
    const { apiRequest } = await freshClient();
    await expect(apiRequest(LIST)).resolves.toEqual(fromPage);
    expect(calls).toHaveLength(0);
    expect(document.getElementById('page-data')).toBeNull();
    await expect(apiRequest(LIST)).resolves.toEqual(fromApi);
    expect(calls.map((call) => call.path)).toEqual([`/api${LIST}`]);
  });

  it('never answers another path or a call that is not a GET from the block', async () => {
    putBlock(JSON.stringify({ [LIST]: fromPage }));
    const { calls } = mockApi({
      'GET /api/services': () => ({ body: fromApi }),
      'POST /api/services': () => ({ body: { saved: true } }),
    });
    const { apiRequest } = await freshClient();
    await expect(apiRequest('/services?page=2&limit=12')).resolves.toEqual(fromApi);
    await expect(apiRequest(LIST, { method: 'POST', body: {} })).resolves.toEqual({ saved: true });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/services?page=2&limit=12',
      `POST /api${LIST}`,
    ]);
  });

  it('asks the API when the page has no block, or a damaged one', async () => {
    const { calls } = mockApi({ [`GET /api${LIST}`]: () => ({ body: fromApi }) });
    await expect((await freshClient()).apiRequest(LIST)).resolves.toEqual(fromApi);
    putBlock('{"/services?page=1&limit=12": {');
    await expect((await freshClient()).apiRequest(LIST)).resolves.toEqual(fromApi);
    expect(calls).toHaveLength(2);
  });
});
