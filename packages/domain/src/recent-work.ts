// No zod here: the home page imports this, and public pages load no schemas.

/** The path (under /api) of the home page's "Recent work" answer. */
export const RECENT_WORK_PATH = '/public/recent-work';

/** One public after-photo of the home page's strip, screen-sized only. */
export interface RecentPhoto {
  _id: string;
  url: string;
  service: string;
  serviceMr: string;
}

/** GET /api/public/recent-work's photos. */
export type RecentWork = RecentPhoto[];
