import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

type Reply = { status?: number; body?: unknown };
/** Answers at once, later (a promise), or never (`pending()`). */
type Handler = (call: RecordedCall) => Reply | Promise<Reply>;

/**
 * Replaces fetch for one test: `routes` maps "METHOD /api/path" to a handler; every call is
 * recorded. An unknown route answers 404.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const call = { method, path, headers: new Headers(init?.headers), body };
    calls.push(call);
    // A route named without its query string answers every query string.
    const handler = routes[`${method} ${path}`] ?? routes[`${method} ${path.split('?')[0]}`];
    const reply = handler ? await handler(call) : { status: 404, body: { message: 'Not found' } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A fetch answer that never arrives (to see loading states). */
export function pending(): Promise<never> {
  return new Promise<never>(() => {});
}
