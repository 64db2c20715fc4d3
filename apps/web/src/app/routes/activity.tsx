import { page, type FeatureRoutes } from './lazy-page';

export const activityRoutes: FeatureRoutes = {
  admin: [{ path: 'activities', lazy: page(() => import('../../features/activity/pages/activity-log-page')) }],
};
