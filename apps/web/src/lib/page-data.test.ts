import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../test/mock-api';
import { apiRequest } from './api-client';
import { PageAnswers } from './page-data';

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

/** A query of `path` as the catalogue's are made: the API call, and the page's answer as initial data. */
function queryOf(answers: PageAnswers, path: string) {
  return () =>
    new QueryObserver(new QueryClient(), {
      queryKey: [path],
      queryFn: () => apiRequest(path),
      initialData: () => answers.take(path),
    });
}

describe("the page's own answers (the server's JSON block)", () => {
  afterEach(() => document.getElementById('page-data')?.remove());

  it('gives the first query of its path its data at once, and later queries ask the API', async () => {
    putBlock(JSON.stringify({ [LIST]: fromPage }).replaceAll('<', '\\u003c'));
    const { calls } = mockApi({ [`GET /api${LIST}`]: () => ({ body: fromApi }) });
    const observe = queryOf(PageAnswers.fromDocument(), LIST);
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
    const observe = queryOf(PageAnswers.fromDocument(), '/services?page=2&limit=12');
    expect(observe().getCurrentResult().data).toBeUndefined();
  });

  it('answers nothing when the page has no block, or a damaged one', () => {
    expect(PageAnswers.fromDocument().take(LIST)).toBeUndefined();
    putBlock('{"/services?page=1&limit=12": {');
    expect(PageAnswers.fromDocument().take(LIST)).toBeUndefined();
  });
});
