import { serviceListQuery, type Service, type ServiceListAnswer } from '@karigar/domain/service';
import { CATALOGUE_PAGE_SIZE, FEATURED_SERVICES, serviceListPath, servicePath } from '@karigar/domain/service-paths';
import { WORKSHOP_CONTACT_PATH } from '@karigar/domain/workshop-contact';
import { isImagePath } from '../lib/images';
import type { PublicCatalogue } from '../modules/services/public-catalogue';
import { AppError } from './errors';

/** What a public page's HTML carries besides the app: the API answers it asks for first, and its main picture. */
export interface PageData {
  /** Path under /api (as the web app asks for it) → the API's answer, as the API sends it. */
  answers: Record<string, string>;
  /** An uploaded picture that will be the page's largest paint, to fetch before the app has run. */
  picture?: string;
}

/**
 * Every page carries the workshop's contact details (its footer shows them; `workshop` is the JSON
 * of GET /api/workshop), and the catalogue answers the home page (its first services), the catalogue
 * page (its first page) and a service's page ask for at once.
 */
export async function pageData(catalogue: PublicCatalogue, workshop: string, url: string): Promise<PageData> {
  const data = await catalogueData(catalogue, url);
  return { ...data, answers: { [WORKSHOP_CONTACT_PATH]: workshop, ...data?.answers } };
}

/**
 * The catalogue answers of a page, read through the API's own cache; nothing for other pages or
 * an unknown service (the page asks, and shows the API's answer).
 */
async function catalogueData(catalogue: PublicCatalogue, url: string): Promise<PageData | undefined> {
  const pagePath = url.split('?')[0]!.replace(/(.)\/+$/, '$1');
  if (pagePath === '/') return (await listPage(catalogue, FEATURED_SERVICES)).data;
  if (pagePath === '/services') {
    const { data, first } = await listPage(catalogue, CATALOGUE_PAGE_SIZE);
    return { ...data, picture: pictureOf(first) };
  }
  const id = /^\/services\/([^/]+)$/.exec(pagePath)?.[1];
  return id === undefined ? undefined : servicePage(catalogue, id);
}

async function listPage(catalogue: PublicCatalogue, limit: number) {
  const path = serviceListPath({ page: 1, limit });
  const json = await catalogue.list(`/api${path}`, serviceListQuery.parse({ page: 1, limit }));
  const first = (JSON.parse(json) as ServiceListAnswer).services[0];
  return { data: { answers: { [path]: json } }, first };
}

async function servicePage(catalogue: PublicCatalogue, encodedId: string): Promise<PageData | undefined> {
  // The router has already refused an address that does not decode.
  const id = decodeURIComponent(encodedId);
  const path = servicePath(id);
  try {
    const json = await catalogue.service(`/api${path}`, id);
    return { answers: { [path]: json }, picture: pictureOf(JSON.parse(json) as Service) };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return undefined;
    throw error;
  }
}

/** The service's stored picture; none (the app shows its default image) or any other shape is not preloaded. */
function pictureOf(service: Service | undefined): string | undefined {
  const image = service?.image;
  return image?.startsWith('/uploads/') && isImagePath(image.slice('/uploads/'.length)) ? image : undefined;
}
