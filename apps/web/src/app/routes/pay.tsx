import { page, type FeatureRoutes } from './lazy-page';

/** A pay link's page: public, rendered in the browser (it loads the checkout and its schemas). */
export const payRoutes: FeatureRoutes = {
  public: [{ path: 'pay/:token', lazy: page(() => import('../../features/orders/pages/pay-page')) }],
};
