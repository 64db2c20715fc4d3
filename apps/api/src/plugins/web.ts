import { errorText } from '@karigar/domain/error-codes';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/client';
import { isImagePath } from '../lib/images';
import { findUpload } from '../lib/uploads.repository';
import type { PublicCatalogue } from '../modules/services/public-catalogue';
import { errorBody } from './errors';
import { pageData } from './page-data';
import { encodeHtml, pageHtml } from './page-html';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves uploaded images under /uploads/ from the uploads table (whichever instance stored them)
 * and the built single-page app for every other non-API path, so client-side routes can be
 * deep-linked. A public catalogue page's HTML carries the answers it asks for first (page-data.ts).
 */
export async function registerWeb(
  app: FastifyInstance,
  opts: { db: Db; catalogue: PublicCatalogue; webDistDir: string },
): Promise<void> {
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

  /** index.html (read each time: a rebuild may replace it), with the page's data when it has some. */
  const page = async (url: string) => {
    const html = await readFile(path.join(opts.webDistDir, 'index.html'), 'utf8');
    try {
      return pageHtml(html, await pageData(opts.catalogue, url));
    } catch (error) {
      app.log.warn({ err: error, url }, 'page data left out');
      return html;
    }
  };

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/');
    const looksLikeFile = path.extname(url) !== '';
    if (!isApi && wantsPage && !looksLikeFile && hasWeb) {
      const { body, encoding } = await encodeHtml(await page(url), request.headers['accept-encoding']);
      if (encoding) void reply.header('Content-Encoding', encoding);
      const vary = reply.getHeader('vary');
      return reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
        .type('text/html; charset=utf-8')
        .send(body);
    }
    const params = { method: request.method, url };
    return reply.status(404).send(errorBody(errorText('ROUTE_NOT_FOUND', params), 'ROUTE_NOT_FOUND', { params }));
  });
}
