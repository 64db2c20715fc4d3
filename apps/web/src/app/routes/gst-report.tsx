import { page, type FeatureRoutes } from './lazy-page';

export const gstReportRoutes: FeatureRoutes = {
  admin: [{ path: 'reports/gst', lazy: page(() => import('../../features/gst-report/pages/gst-report-page')) }],
};
