import { page, publicPage, type FeatureRoutes } from './lazy-page';

export const servicesRoutes: FeatureRoutes = {
  public: [
    { path: 'services', ...publicPage('features/services/pages/catalogue-page') },
    { path: 'services/:id', ...publicPage('features/services/pages/service-detail-page') },
  ],
  admin: [
    { path: 'services', lazy: page(() => import('../../features/services/pages/admin-services-page')) },
    { path: 'services/new', lazy: page(() => import('../../features/services/pages/new-service-page')) },
    { path: 'services/edit/:id', lazy: page(() => import('../../features/services/pages/edit-service-page')) },
  ],
  // The spec leaves the service detail under /admin open to every signed-in user.
  signedIn: [
    { path: 'admin/services/:id', lazy: page(() => import('../../features/services/pages/staff-service-page')) },
  ],
};
