import { page, type FeatureRoutes } from './lazy-page';

export const contactsRoutes: FeatureRoutes = {
  admin: [{ path: 'contacts', lazy: page(() => import('../../features/contacts/pages/admin-contacts-page')) }],
};
