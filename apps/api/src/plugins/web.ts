import { errorText } from '@karigar/domain/error-codes';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client';
import { isImagePath } from '../lib/images';
import { findUpload } from '../lib/uploads.repository';
import { errorBody } from './errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves uploaded images under /uploads/ from the uploads table (whichever instance stored them)
 * and the built single-page app for every other non-API path, so client-side routes can be
 * deep-linked.
 */
export async function registerWeb(app: FastifyInstance, opts: { db: Db; webDistDir: string }): Promise<void> {
  // A stored image never changes under its random name: its path is its ETag.
  app.get('/uploads/*', async (request, reply) => {
    const stored = (request.params as { '*': string })['*'];
    const upload = isImagePath(stored) ? await findUpload(opts.db, stored) : undefined;
    if (!upload) return reply.callNotFound();
    const etag = `"${stored}"`;
    void reply.header('Cache-Control', IMMUTABLE).header('ETag', etag).header('X-Content-Type-Options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type(upload.contentType).send(upload.bytes);
  });

  const hasWeb = existsSync(path.join(opts.webDistDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      prefix: '/',
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/');
    const looksLikeFile = path.extname(url) !== '';
    if (!isApi && wantsPage && !looksLikeFile && hasWeb) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html', opts.webDistDir);
    }
    const params = { method: request.method, url };
    return reply.status(404).send(errorBody(errorText('ROUTE_NOT_FOUND', params), 'ROUTE_NOT_FOUND', { params }));
  });
}
