import type { RouteHandle } from '../guards/route-handle';
import { page, type FeatureRoutes } from './lazy-page';

/** While the signed-in user loads, the admin's pages say so as the profile does. */
const adminHomeHandle: RouteHandle = { loadingText: 'profile.loading' };

export const dashboardRoutes: FeatureRoutes = {
  admin: [
    { index: true, handle: adminHomeHandle, lazy: page(() => import('../../features/dashboard/pages/dashboard-page')) },
    {
      path: 'profile',
      handle: adminHomeHandle,
      lazy: page(() => import('../../features/dashboard/pages/admin-profile-page')),
    },
  ],
};
