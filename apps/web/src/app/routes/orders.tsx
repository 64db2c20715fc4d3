import { page, type FeatureRoutes } from './lazy-page';

const orderDetail = page(() => import('../../features/orders/pages/order-detail-page'));

export const ordersRoutes: FeatureRoutes = {
  user: [
    { path: 'my-orders', lazy: page(() => import('../../features/orders/pages/my-orders-page')) },
    { path: 'orders/:orderId', lazy: orderDetail },
  ],
  admin: [
    { path: 'orders', lazy: page(() => import('../../features/orders/pages/admin-orders-page')) },
    { path: 'orders/:orderId', lazy: orderDetail },
    { path: 'manual-order', lazy: page(() => import('../../features/orders/pages/manual-order-page')) },
  ],
  signedIn: [
    { path: 'orders', lazy: page(() => import('../../features/orders/pages/orders-redirect-page')) },
    { path: 'orders/:orderId', lazy: orderDetail },
  ],
};
