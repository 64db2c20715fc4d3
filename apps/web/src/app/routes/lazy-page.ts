import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadSignedInTexts } from '../../i18n/setup';

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * A route module whose default export is the page: loaded when the route is first visited,
 * together with the texts of the signed-in screens. The browser renders these pages.
 */
export function page(load: PageModule): RouteObject['lazy'] {
  return async () => {
    const [module] = await Promise.all([load(), loadSignedInTexts()]);
    return { Component: module.default };
  };
}

/** Every page module, by its path from the app's root (as Vite's manifest names it). */
const pageFiles = import.meta.glob<{ default: ComponentType }>([
  '/src/features/*/pages/*-page.tsx',
  '/src/app/pages/*-page.tsx',
]);

/** What a public page's route declares: the server renders it (decision 033). */
interface PublicPageHandle {
  page: string;
}

/**
 * A public page, from its file under src (`features/home/pages/home-page`): rendered on the server
 * and hydrated, with the public texts only. Its handle names the file, so the server can ask for
 * its chunks with the HTML.
 */
export function publicPage(file: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const source = `src/${file}.tsx`;
  const load = pageFiles[`/${source}`];
  if (!load) throw new Error(`No page module ${source}`);
  const handle: PublicPageHandle = { page: source };
  return { handle, lazy: async () => ({ Component: (await load()).default }) };
}

/** The source file of a public page's route, from its handle; undefined for any other route. */
export function pageModule(handle: unknown): string | undefined {
  const page = (handle as Partial<PublicPageHandle> | undefined)?.page;
  return typeof page === 'string' ? page : undefined;
}

/** The routes one feature adds to each route group. */
export interface FeatureRoutes {
  /** Anyone may open these. */
  public?: RouteObject[];
  /** Under /user/*, login required. */
  user?: RouteObject[];
  /** Under /admin/*, admins only. */
  admin?: RouteObject[];
  /** Under /admin/*, admins and staff: the workshop floor. */
  floor?: RouteObject[];
  /** Top-level paths that need a login but no particular role (e.g. /orders/:id). */
  signedIn?: RouteObject[];
}
