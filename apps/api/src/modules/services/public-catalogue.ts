import type { serviceListQuery } from '@karigar/domain/service';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { CatalogueCache } from './catalogue-cache';
import { catalogueVersionOf } from './catalogue-version';
import { getService } from './get-service';
import { listServices } from './list-services';

/**
 * The catalogue's public answers as JSON text, keyed by their URL, through one cache: the API's
 * routes answer from it, the public pages' HTML carries the same text (plugins/page-data.ts), and
 * the catalogue pages' rendered HTML is kept beside it (plugins/page-response.ts).
 * Every service change bumps the catalogue's version, which each answer reads first, so a change
 * made through any instance is seen.
 */
export interface PublicCatalogue {
  /** The answer already cached for this URL. */
  peek(url: string): Promise<string | undefined>;
  /** GET /api/services for this URL and its (checked) query. */
  list(url: string, query: z.output<typeof serviceListQuery>): Promise<string>;
  /** GET /api/services/:id for this URL (throws SERVICE_NOT_FOUND as the route does). */
  service(url: string, id: string): Promise<string>;
  /** A page's HTML made from the catalogue (rendered by `render`), kept until the catalogue changes. */
  page(key: string, render: () => Promise<string>): Promise<string>;
}

/** `gstRate`: the GST every service's price carries (catalogueGstRate), fixed while the server runs. */
export function publicCatalogue(db: Db, gstRate: number | null): PublicCatalogue {
  const cache = new CatalogueCache(catalogueVersionOf(db));
  return {
    peek: (url) => cache.peek(url),
    list: (url, query) => cache.get(url, () => listServices(db, query, gstRate)),
    service: (url, id) => cache.get(url, () => getService(db, id, gstRate)),
    page: (key, render) => cache.text(`page ${key}`, render),
  };
}
