import { page, type FeatureRoutes } from './lazy-page';

export const usersRoutes: FeatureRoutes = {
  admin: [
    { path: 'users', lazy: page(() => import('../../features/users/pages/admin-users-page')) },
    { path: 'users/new', lazy: page(() => import('../../features/users/pages/new-user-page')) },
    { path: 'users/:id/edit', lazy: page(() => import('../../features/users/pages/edit-user-page')) },
    { path: 'users/:id', lazy: page(() => import('../../features/users/pages/user-detail-page')) },
  ],
};
