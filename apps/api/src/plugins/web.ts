import { errorText } from '@karigar/domain/error-codes';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { errorBody } from './errors';

/**
 * Serves uploaded files under /uploads/ and the built single-page app for every other non-API
 * path, so client-side routes can be deep-linked.
 */
export async function registerWeb(
  app: FastifyInstance,
  opts: { uploadsDir: string; webDistDir: string },
): Promise<void> {
  await mkdir(opts.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders: (res) => res.header('X-Content-Type-Options', 'nosniff'),
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
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
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
