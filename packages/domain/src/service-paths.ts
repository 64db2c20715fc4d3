// No zod here: the public pages import this, and zod loads only with a form.

/** Cards per page of the public catalogue (/services), and how many the home page shows. */
export const CATALOGUE_PAGE_SIZE = 12;
export const FEATURED_SERVICES = 8;

/**
 * The path under /api of a catalogue page. The web app asks for it, and the server puts the same
 * answer into a public page's HTML under this path, so both build it here.
 */
export function serviceListPath({ search = '', page, limit }: { search?: string; page: number; limit: number }) {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (search.trim()) query.set('search', search.trim());
  return `/services?${query.toString()}`;
}

/** The path under /api of one service (see serviceListPath). */
export const servicePath = (id: string) => `/services/${encodeURIComponent(id)}`;
