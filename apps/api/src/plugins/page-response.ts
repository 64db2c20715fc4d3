import type { FastifyBaseLogger } from 'fastify';
import { redactUrl } from '../lib/log-serializers';
import { pageData, type PageSources } from './page-data';
import { pageHtml } from './page-html';
import type { Visitor } from './visitor';
import type { WebApp } from './web-app';

/**
 * The pages whose HTML shows the catalogue: kept per language, theme and signed-in header until the
 * catalogue changes.
 */
const CATALOGUE_PAGE = /^\/(services(\/[^/]+)?)?$/;

/**
 * A page's HTML: a public page rendered on the server with the catalogue answers it starts from,
 * any other page as the bare app (in the visitor's language and theme either way). A catalogue
 * page without a query is read through the catalogue's cache, so it is rendered once per catalogue
 * version. If rendering fails the bare app is sent: the browser renders the page.
 */
export async function pageResponse(
  web: WebApp,
  sources: PageSources,
  url: string,
  visitor: Visitor,
  log: FastifyBaseLogger,
): Promise<string> {
  const render = async () => {
    const data = await pageData(sources, url);
    const answers = Object.fromEntries(
      Object.entries(data.answers).map(([path, json]) => [path, JSON.parse(json) as unknown]),
    );
    const page = await web.render?.({ url, ...visitor, answers });
    // The page's chunks and its language's public texts (a chunk of that name, vite.config.ts).
    const preloads = web.preloads(page?.modules ?? [], [`${visitor.language}-public`]);
    return pageHtml(web.template, { visitor, data, root: page?.html, preloads, fonts: page?.fonts });
  };
  try {
    if (!CATALOGUE_PAGE.test(url)) return await render();
    const kept = `${visitor.language} ${visitor.theme ?? 'system'} ${visitor.signedIn ? 'in' : 'out'} ${url}`;
    return await sources.catalogue.page(kept, render);
  } catch (error) {
    log.warn({ err: error, url: redactUrl(url) }, 'page left to the browser');
    return pageHtml(web.template, { visitor, preloads: web.preloads([], []) });
  }
}
