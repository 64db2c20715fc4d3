import { Navigate, type RouteObject } from 'react-router';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { RequireFloor } from './guards/require-floor';
import type { RouteHandle } from './guards/route-handle';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { activityRoutes } from './routes/activity';
import { contactsRoutes } from './routes/contacts';
import { dashboardRoutes } from './routes/dashboard';
import { floorRoutes } from './routes/floor';
import { gstReportRoutes } from './routes/gst-report';
import { messagesRoutes } from './routes/messages';
import { moneyRoutes } from './routes/money';
import { page, publicPage, type FeatureRoutes } from './routes/lazy-page';
import { ordersRoutes } from './routes/orders';
import { payRoutes } from './routes/pay';
import { quotationsRoutes } from './routes/quotations';
import { servicesRoutes } from './routes/services';
import { trackRoutes } from './routes/track';
import { usersRoutes } from './routes/users';
import { vehiclesRoutes } from './routes/vehicles';

const features: FeatureRoutes[] = [
  servicesRoutes,
  quotationsRoutes,
  ordersRoutes,
  usersRoutes,
  vehiclesRoutes,
  contactsRoutes,
  activityRoutes,
  dashboardRoutes,
  floorRoutes,
  trackRoutes,
  payRoutes,
  gstReportRoutes,
  messagesRoutes,
  moneyRoutes,
];
const collect = (group: keyof FeatureRoutes): RouteObject[] => features.flatMap((f) => f[group] ?? []);

const profileHandle: RouteHandle = { loginNotice: true, loadingText: 'profile.loading' };
/** Inside a guarded group, so an unknown path there is guarded like its siblings. */
const notFound = (): RouteObject => ({ path: '*', lazy: page(() => import('./pages/not-found-page')) });

/** Until the first page's code has arrived the page stays empty (no flash of a spinner). */
function InitialLoad() {
  return null;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: InitialLoad,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, ...publicPage('features/home/pages/home-page') },
          { path: 'login', ...publicPage('features/auth/pages/login-page') },
          { path: 'register', ...publicPage('features/auth/pages/register-page') },
          { path: 'forgot-password', ...publicPage('features/auth/pages/forgot-password-page') },
          { path: 'reset-password/:token', ...publicPage('features/auth/pages/reset-password-page') },
          { path: 'confirm-email/:token', lazy: page(() => import('../features/users/pages/confirm-email-page')) },
          { path: 'unauthorized', ...publicPage('app/pages/unauthorized-page') },
          ...collect('public'),
          { element: <RequireAuth />, children: collect('signedIn') },
          {
            path: 'user',
            element: <RequireAuth />,
            children: [
              { index: true, element: <Navigate to="/user/dashboard" replace /> },
              {
                path: 'dashboard',
                handle: profileHandle,
                lazy: page(() => import('../features/customer-dashboard/pages/customer-dashboard-page')),
              },
              ...collect('user'),
              notFound(),
            ],
          },
          {
            path: 'admin',
            element: <RequireAuth />,
            children: [
              { element: <RequireFloor />, children: collect('floor') },
              { element: <RequireAdmin />, children: [...collect('admin'), notFound()] },
            ],
          },
          { path: '*', ...publicPage('app/pages/not-found-page') },
        ],
      },
    ],
  },
];
