import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received: its path, Authorization header, and JSON or multipart body. */
export interface GraphRequest {
  path: string;
  authorization: string | undefined;
  json?: Record<string, unknown>;
  /** Multipart fields; a file as its name, type and bytes (base64). */
  form?: Record<string, string | { name: string; type: string; bytes: string }>;
}

export interface GraphFailure {
  status: number;
  code: number;
  message: string;
}

export interface FakeGraph {
  url: string;
  requests: GraphRequest[];
  /** The message ids the fake answered (wamid.…), in order. */
  sentIds: string[];
  mediaIds: string[];
  /** Makes the next request answer this Graph error. */
  failNext: (failure: GraphFailure) => void;
  reset: () => void;
  close: () => Promise<void>;
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function readForm(req: IncomingMessage, body: Buffer): Promise<GraphRequest['form']> {
  const parsed = await new Request('http://fake/', {
    method: 'POST',
    headers: { 'content-type': req.headers['content-type'] ?? '' },
    body,
  }).formData();
  const form: NonNullable<GraphRequest['form']> = {};
  for (const [key, value] of parsed.entries()) {
    form[key] =
      typeof value === 'string'
        ? value
        : { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()).toString('base64') };
  }
  return form;
}

/**
 * A local stand-in for the WhatsApp Cloud API (Graph API): POST /{version}/{phone-number-id}/messages
 * and /media with a bearer token, answering as Graph does (ids, or `{ error: { code, message } }`).
 */
export async function startFakeGraph(options: { token: string; phoneNumberId: string }): Promise<FakeGraph> {
  const failures: GraphFailure[] = [];
  const state = { requests: [] as GraphRequest[], sentIds: [] as string[], mediaIds: [] as string[] };
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const request: GraphRequest = { path, authorization: req.headers.authorization };
      const multipart = req.headers['content-type']?.startsWith('multipart/form-data');
      if (multipart) request.form = await readForm(req, body);
      else request.json = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
      state.requests.push(request);
      if (req.headers.authorization !== `Bearer ${options.token}`)
        return send(res, 401, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
      const failure = failures.shift();
      if (failure) return send(res, failure.status, { error: { message: failure.message, code: failure.code } });
      const endpoint = new RegExp(`^/v[\\d.]+/${options.phoneNumberId}/(messages|media)$`).exec(path)?.[1];
      if (req.method === 'POST' && endpoint === 'media') {
        const id = String(1e15 + state.mediaIds.length);
        state.mediaIds.push(id);
        return send(res, 200, { id });
      }
      if (req.method === 'POST' && endpoint === 'messages') {
        const id = `wamid.${randomBytes(12).toString('hex')}`;
        state.sentIds.push(id);
        const to = request.json?.['to'];
        return send(res, 200, {
          messaging_product: 'whatsapp',
          contacts: [{ input: to, wa_id: to }],
          messages: [{ id, message_status: 'accepted' }],
        });
      }
      return send(res, 404, { error: { message: 'Unknown path', code: 100 } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return state.requests;
    },
    get sentIds() {
      return state.sentIds;
    },
    get mediaIds() {
      return state.mediaIds;
    },
    failNext: (failure) => void failures.push(failure),
    reset: () => {
      failures.length = 0;
      state.requests = [];
      state.sentIds = [];
      state.mediaIds = [];
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
