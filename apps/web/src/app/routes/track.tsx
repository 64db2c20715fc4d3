import { publicPage, type FeatureRoutes } from './lazy-page';

export const trackRoutes: FeatureRoutes = {
  public: [{ path: 'track/:token', ...publicPage('features/track/pages/track-page') }],
};
