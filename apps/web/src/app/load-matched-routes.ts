import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy route modules the current address matches, into the routes themselves, so the
 * router starts with the page the server rendered and hydrates it at once (no fallback between).
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
