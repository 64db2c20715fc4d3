/**
 * The load's view of the server: plain HTTP on the public API. A call either got an answer, or
 * found nobody listening (never sent: safe to send again once the server is back), or was cut
 * off (it may or may not have been applied).
 */
export type Outcome<T> =
  { kind: 'answered'; status: number; body: T } | { kind: 'down' } | { kind: 'cut-off'; reason: string };

export interface Call {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  token?: string | undefined;
  body?: unknown;
  /** The client address a trusted proxy would report. */
  clientIp?: string | undefined;
}

const REQUEST_TIMEOUT_MS = 30_000;

function errorCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ?? (error as { code?: string }).code;
}

export class Api {
  constructor(private readonly baseUrl: string) {}

  async call<T>({ method, path, token, body, clientIp }: Call): Promise<Outcome<T>> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers['authorization'] = `Bearer ${token}`;
    if (clientIp) headers['x-forwarded-for'] = clientIp;
    try {
      const response = await fetch(`${this.baseUrl}/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      return { kind: 'answered', status: response.status, body: (text ? JSON.parse(text) : {}) as T };
    } catch (error) {
      if (errorCode(error) === 'ECONNREFUSED') return { kind: 'down' };
      return { kind: 'cut-off', reason: errorCode(error) ?? String(error) };
    }
  }

  /** Waits until the server answers its health check again. */
  async waitUntilUp(stopped: () => boolean): Promise<void> {
    while (!stopped()) {
      const health = await this.call({ method: 'GET', path: '/health' });
      if (health.kind === 'answered' && health.status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
