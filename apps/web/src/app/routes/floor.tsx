import { page, type FeatureRoutes } from './lazy-page';

export const floorRoutes: FeatureRoutes = {
  floor: [
    { path: 'board', lazy: page(() => import('../../features/floor/pages/board-page')) },
    { path: 'jobs/:orderId', lazy: page(() => import('../../features/floor/pages/job-page')) },
  ],
  admin: [{ path: 'stages', lazy: page(() => import('../../features/floor/pages/stages-page')) }],
};
