import { page, type FeatureRoutes } from './lazy-page';

export const messagesRoutes: FeatureRoutes = {
  admin: [{ path: 'messages', lazy: page(() => import('../../features/messages/pages/messages-page')) }],
};
