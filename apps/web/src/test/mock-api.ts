import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { setupServer } from 'msw/node';

export interface RecordedCall {
  method: string;
  /** The path with its query string, as the app asked for it: '/api/orders?page=2'. */
  path: string;
  url: URL;
  headers: Headers;
  credentials: RequestCredentials;
  /** JSON bodies parsed; multipart bodies as FormData. */
  body: unknown;
}

type Reply = { status?: number; body?: unknown } | Response;
/** Answers at once, later (a promise), or never (`pending()`). */
type Handler = (call: RecordedCall) => Reply | Promise<Reply>;

const notFound = () => HttpResponse.json({ message: 'Not found' }, { status: 404 });

/** The network every web test talks to: a request no test expects answers 404. */
export const apiServer = setupServer(http.all('*', notFound));

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

async function record(request: Request): Promise<RecordedCall> {
  const url = new URL(request.url);
  return {
    method: request.method,
    path: url.pathname + url.search,
    url,
    headers: request.headers,
    credentials: request.credentials,
    body: await readBody(request.clone()),
  };
}

function toResponse(reply: Reply): Response {
  if (reply instanceof Response) return reply;
  return new HttpResponse(reply.body === undefined ? null : JSON.stringify(reply.body), {
    status: reply.status ?? 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Answers the API for one test: `routes` maps "METHOD /api/path" to a handler, and every call
 * is recorded. A route named with a query string answers only that query; one without answers
 * every query. Any other request answers 404 and is recorded too.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const answer =
    (handler: Handler | undefined, query?: string): HttpResponseResolver =>
    async ({ request }) => {
      if (query !== undefined && new URL(request.url).search !== `?${query}`) return undefined;
      const call = await record(request);
      calls.push(call);
      return handler ? toResponse(await handler(call)) : notFound();
    };
  const keys = Object.keys(routes).sort((a, b) => Number(b.includes('?')) - Number(a.includes('?')));
  const handlers = keys.map((key) => {
    const [method = '', target = ''] = key.split(' ');
    const [path = '', query] = target.split('?');
    return http[method.toLowerCase() as 'get'](path, answer(routes[key], query));
  });
  apiServer.use(...handlers, http.all('*', answer(undefined)));
  return { calls };
}

/** A failed connection: fetch rejects with a TypeError, as when the server cannot be reached. */
export function networkError(): Response {
  return HttpResponse.error();
}

/** A fetch answer that never arrives (to see loading states). */
export function pending(): Promise<never> {
  return new Promise<never>(() => {});
}
