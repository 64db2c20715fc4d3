import { page, type FeatureRoutes } from './lazy-page';

/** The customer's own vehicles and items (the admin manages a customer's from their user page). */
export const vehiclesRoutes: FeatureRoutes = {
  user: [{ path: 'vehicles', lazy: page(() => import('../../features/vehicles/pages/my-vehicles-page')) }],
};
