import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadSignedInTexts } from '../../i18n/setup';

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * A route module whose default export is the page: loaded when the route is first visited,
 * together with the texts of the signed-in screens.
 */
export function page(load: PageModule): RouteObject['lazy'] {
  return async () => {
    const [module] = await Promise.all([load(), loadSignedInTexts()]);
    return { Component: module.default };
  };
}

/** A public page: it shows the public texts only (the `public` namespace, loaded at the start). */
export function publicPage(load: PageModule): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

/** The routes one feature adds to each route group. */
export interface FeatureRoutes {
  /** Anyone may open these. */
  public?: RouteObject[];
  /** Under /user/*, login required. */
  user?: RouteObject[];
  /** Under /admin/*, admins only. */
  admin?: RouteObject[];
  /** Top-level paths that need a login but no particular role (e.g. /orders/:id). */
  signedIn?: RouteObject[];
}
