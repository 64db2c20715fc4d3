import { errorText } from '@karigar/domain/error-codes';
import type { WorkshopContact } from '@karigar/domain/workshop-contact';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client';
import { isImagePath } from '../lib/images';
import { findUpload } from '../lib/uploads.repository';
import { trackOrder } from '../modules/floor/share-link';
import { recentWork } from '../modules/photos/recent-work';
import type { PublicCatalogue } from '../modules/services/public-catalogue';
import { AppError, errorBody } from './errors';
import { encodeHtml } from './page-html';
import { pageResponse } from './page-response';
import { visitorOf } from './visitor';
import { loadWebApp } from './web-app';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves uploaded images under /uploads/ from the uploads table (whichever instance stored them)
 * and the built web app for every other non-API path, so its routes can be deep-linked: a public
 * page rendered on the server with the catalogue answers it starts from, any other page as the
 * bare app (page-response.ts). The server renderer and the build manifest are not served.
 */
export async function registerWeb(
  app: FastifyInstance,
  opts: { db: Db; catalogue: PublicCatalogue; workshop: WorkshopContact; webDistDir: string },
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
      allowedPath: (pathName) => !/^\/(server|\.vite)\//.test(pathName),
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? IMMUTABLE : 'no-cache');
      },
    });
  }

  const web = hasWeb ? await loadWebApp(opts.webDistDir) : undefined;
  // A tracking link's page is rendered with its story; an invalid link's page says so itself.
  const track = async (token: string) => {
    try {
      return await trackOrder(opts.db, token);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return undefined;
      throw error;
    }
  };
  const sources = {
    catalogue: opts.catalogue,
    recentWork: () => recentWork(opts.db),
    track,
    workshop: JSON.stringify(opts.workshop),
  };

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/');
    const looksLikeFile = path.extname(url) !== '';
    if (!isApi && wantsPage && !looksLikeFile && web) {
      const html = await pageResponse(web, sources, request.url, visitorOf(request), request.log);
      const { body, encoding } = await encodeHtml(html, request.headers['accept-encoding']);
      if (encoding) void reply.header('Content-Encoding', encoding);
      const vary = reply.getHeader('vary');
      // The page is rendered in the language and theme its cookies (or the browser's language) name.
      const varies = 'Accept-Encoding, Accept-Language, Cookie';
      return reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', vary ? `${String(vary)}, ${varies}` : varies)
        .type('text/html; charset=utf-8')
        .send(body);
    }
    const params = { method: request.method, url };
    return reply.status(404).send(errorBody(errorText('ROUTE_NOT_FOUND', params), 'ROUTE_NOT_FOUND', { params }));
  });
}
