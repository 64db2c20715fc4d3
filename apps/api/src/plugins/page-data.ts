import { trackPath, type JobStory } from '@karigar/domain/job-story';
import { serviceListQuery, type Service, type ServiceListAnswer } from '@karigar/domain/service';
import { CATALOGUE_PAGE_SIZE, FEATURED_SERVICES, serviceListPath, servicePath } from '@karigar/domain/service-paths';
import { RECENT_WORK_PATH, type RecentWork } from '@karigar/domain/recent-work';
import { WORKSHOP_CONTACT_PATH } from '@karigar/domain/workshop-contact';
import { isImagePath } from '../lib/images';
import type { PublicCatalogue } from '../modules/services/public-catalogue';
import { AppError } from './errors';

/** A tracking link's story (without money), or undefined when the link is not valid. */
export type TrackedStory = (token: string) => Promise<JobStory | undefined>;

/** Where the public pages' first answers come from. */
export interface PageSources {
  catalogue: PublicCatalogue;
  /** The JSON of GET /api/workshop, which every page carries. */
  workshop: string;
  /** The home page's public after-photos (see modules/photos/recent-work.ts). */
  recentWork: () => Promise<RecentWork>;
  /** A tracking link's story (see modules/floor/share-link.ts). */
  track?: TrackedStory;
}

/** What a public page's HTML carries besides the app: the API answers it asks for first, and its main picture. */
export interface PageData {
  /** Path under /api (as the web app asks for it) → the API's answer, as the API sends it. */
  answers: Record<string, string>;
  /** An uploaded picture that will be the page's largest paint, to fetch before the app has run. */
  picture?: string;
}

/**
/**
 * Every page carries the workshop's contact details (its footer shows them; `workshop` is the JSON
 * of GET /api/workshop), and the catalogue answers the home page (its first services), the catalogue
 * page (its first page) and a service's page ask for at once, and a tracking link's story.
 */
export async function pageData(sources: PageSources, url: string): Promise<PageData> {
  const data = await firstAnswers(sources, url);
  return { ...data, answers: { [WORKSHOP_CONTACT_PATH]: sources.workshop, ...data?.answers } };
}

/**
 * The catalogue answers of a page, read through the API's own cache, or a tracking link's story;
 * nothing for other pages or an unknown service (the page asks, and shows the API's answer).
 */
async function firstAnswers(sources: PageSources, url: string): Promise<PageData | undefined> {
  const { catalogue } = sources;
  const pagePath = url.split('?')[0]!.replace(/(.)\/+$/, '$1');
  const token = /^\/track\/([^/]+)$/.exec(pagePath)?.[1];
  if (token !== undefined) return sources.track && trackPage(sources.track, decodeURIComponent(token));
  if (pagePath === '/') return homePage(sources);
  if (pagePath === '/services') {
    const { data, first } = await listPage(catalogue, CATALOGUE_PAGE_SIZE);
    return { ...data, picture: pictureOf(first) };
  }
  const id = /^\/services\/([^/]+)$/.exec(pagePath)?.[1];
  return id === undefined ? undefined : servicePage(catalogue, id);
}

/** The home page: its first services, and the public after-photos of its "Recent work" strip. */
async function homePage({ catalogue, recentWork }: PageSources): Promise<PageData> {
  const [{ data }, photos] = await Promise.all([listPage(catalogue, FEATURED_SERVICES), recentWork()]);
  return { answers: { ...data.answers, [RECENT_WORK_PATH]: JSON.stringify({ photos }) } };
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

/** A tracking link's page carries its story; an invalid link none (the page asks, and says so). */
async function trackPage(track: TrackedStory, token: string): Promise<PageData | undefined> {
  const story = await track(token);
  return story && { answers: { [trackPath(token)]: JSON.stringify(story) } };
}
