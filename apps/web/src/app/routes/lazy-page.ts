import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A route module whose default export is the page: loaded when the route is first visited. */
export function page(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
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
