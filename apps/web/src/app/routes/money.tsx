import { page, type FeatureRoutes } from './lazy-page';

export const moneyRoutes: FeatureRoutes = {
  admin: [{ path: 'money', lazy: page(() => import('../../features/money/pages/money-page')) }],
};
